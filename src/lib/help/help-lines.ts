import type { HelpConfig, HelpContact, HelpResource, HelpSituation } from '../../config/help-schema.ts';

/** What a help box lists: the emergency line on its own, then the lines for the page's situations. */
export interface HelpLines {
  emergency: HelpResource;
  lines: HelpResource[];
}

/**
 * The order a page's situations are answered in: as declared, except that partner violence leads where
 * neither suicide nor self-harm is declared, since a reader hurt by a partner needs the line that plans
 * her safety before any other (after a child's line only where the page puts a child's abuse first).
 */
export function inHelpOrder(situations: readonly HelpSituation[]): HelpSituation[] {
  const partner = situations.indexOf('domestic-violence');
  if (partner < 0 || situations.includes('suicide') || situations.includes('self-harm'))
    return [...situations];
  const child = situations.indexOf('child-abuse');
  const lead: HelpSituation[] =
    child >= 0 && child < partner ? ['child-abuse', 'domestic-violence'] : ['domestic-violence'];
  return [...lead, ...situations.filter((situation) => !lead.includes(situation))];
}

/**
 * The help lines for a page. With no declared situation, the general crisis lines. Otherwise each
 * situation's lines in the order `inHelpOrder` gives, each line once, then the any-crisis line (988)
 * if none of them is it: someone reading about partner violence may also be thinking of suicide.
 */
export function helpLinesFor(help: HelpConfig, situations: readonly HelpSituation[]): HelpLines {
  const ids =
    situations.length === 0
      ? help.general
      : [
          ...new Set([
            ...inHelpOrder(situations).flatMap((situation) => help.situations[situation] ?? []),
            help.anyCrisis,
          ]),
        ];
  return { emergency: help.emergency, lines: ids.map((id) => helpResource(help, id)) };
}

/** A help line by id; the configuration's schema has already checked that every referenced id exists. */
export function helpResource(help: HelpConfig, id: string): HelpResource {
  const resource = help.resources.find((candidate) => candidate.id === id);
  if (!resource) throw new Error(`No help resource "${id}" (src/config/help.ts)`);
  return resource;
}

/** The link for one way of reaching a line: tel:, sms: (with the keyword as the message) or the web page. */
export function contactHref(contact: HelpContact): string {
  switch (contact.kind) {
    case 'call':
      return `tel:${contact.tel}`;
    // "?&body=" is the form both iOS and Android messaging apps read as the message body.
    case 'text':
      return `sms:${contact.sms}${contact.keyword ? `?&body=${contact.keyword}` : ''}`;
    case 'web':
      return contact.url;
  }
}

/** The words of that link: "Call 1-800-715-4225", "Text HOME to 741741", "Chat at 988lifeline.org". */
export function contactLabel(contact: HelpContact): string {
  switch (contact.kind) {
    case 'call':
      return `Call ${contact.display}`;
    case 'text':
      return contact.keyword ? `Text ${contact.keyword} to ${contact.display}` : `Text ${contact.display}`;
    case 'web':
      return contact.label;
  }
}

/**
 * The Spanish words of a link: "Llame al 988 y marque 2", "Envíe AYUDA al 988"; a web link keeps its
 * label. `familiar` says them to a teen (tú): "Llama al 988 y marca 2", "Envía AYUDA al 988".
 */
export function spanishContactLabel(contact: HelpContact, familiar = false): string {
  switch (contact.kind) {
    case 'call': {
      const then = familiar ? (contact.thenFamiliar ?? contact.then) : contact.then;
      return `${familiar ? 'Llama' : 'Llame'} al ${contact.display}${then ? ` y ${then}` : ''}`;
    }
    case 'text': {
      const send = familiar ? 'Envía' : 'Envíe';
      return contact.keyword
        ? `${send} ${contact.keyword} al ${contact.display}`
        : `${send} un texto al ${contact.display}`;
    }
    case 'web':
      return contact.label;
  }
}

/** A line's first way of being called, for places that show one number (the contact form's note). */
export function callOf(resource: HelpResource): Extract<HelpContact, { kind: 'call' }> {
  const call = resource.contact.find((contact) => contact.kind === 'call');
  if (!call) throw new Error(`Help resource "${resource.id}" has no phone number`);
  return call;
}
