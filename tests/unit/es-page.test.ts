import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import {
  ES_COPY,
  helplineSentence,
  spanishChildLines,
  spanishLines,
  spanishNameOf,
  spanishPageNow,
} from '@/lib/es/es-copy';
import { spanishSyllables, szigrisztPazos } from '@/lib/es/reading-ease';
import { contactHref, helpResource, spanishContactLabel } from '@/lib/help/help-lines';

/** Every string of the page's words, the templates filled with the practice's name and city. */
function pageWords(): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const place = `${PRACTICE.address.city}, ${PRACTICE.address.state}`;
  return [
    ...strings(ES_COPY),
    ES_COPY.intro(PRACTICE.name, place),
    helplineSentence(
      PRACTICE.help.resources.find((line) => line.id === PRACTICE.help.situations['substance-use']?.[0])!
        .name,
      '1-800-662-4357',
    ),
    ...[...spanishChildLines(PRACTICE.help), ...spanishLines(PRACTICE.help)].map(
      (line) => line.spanishPurpose!,
    ),
  ];
}

describe('Spanish reading ease', () => {
  it('counts syllables as Spanish spelling writes them: diphthongs, hiatus, a silent u, a final y', () => {
    const counts = Object.fromEntries(
      ['cuidado', 'día', 'leer', 'guerra', 'que', 'hoy', 'ayuda', 'teléfono', 'emergencia'].map((word) => [
        word,
        spanishSyllables(word),
      ]),
    );
    expect(counts).toEqual({
      cuidado: 3,
      día: 2,
      leer: 2,
      guerra: 2,
      que: 1,
      hoy: 1,
      ayuda: 3,
      teléfono: 4,
      emergencia: 4,
    });
  });

  it('scores plain Spanish easy and official Spanish hard', () => {
    expect(szigrisztPazos(['Son gratis. Puede llamar a cualquier hora.'])).toBeGreaterThan(80);
    expect(
      szigrisztPazos([
        'La administración de servicios de salud mental proporciona información confidencial sobre tratamientos especializados disponibles en establecimientos autorizados.',
      ]),
    ).toBeLessThan(40);
  });

  it('finds the Spanish page fairly easy (INFLESZ 65 or more), with the lines it lists', () => {
    expect(szigrisztPazos(pageWords())).toBeGreaterThanOrEqual(65);
  });

  it('lists every line that has a Spanish route once (a child being hurt in its own section, then 988 first), then the lines for thoughts of suicide that answer in English', () => {
    const child = spanishChildLines(PRACTICE.help);
    const lines = spanishLines(PRACTICE.help);
    expect(child.map((line) => line.id)).toEqual(
      (PRACTICE.help.situations['child-abuse'] ?? []).filter((id) => helpResource(PRACTICE.help, id).spanish),
    );
    expect(child[0]!.id).toBe('childhelp-hotline');
    expect(lines[0]!.id).toBe(PRACTICE.help.anyCrisis);
    const english = lines.filter((line) => !line.spanish);
    expect(english.map((line) => line.id)).toEqual(
      (PRACTICE.help.situations.suicide ?? []).filter((id) => !helpResource(PRACTICE.help, id).spanish),
    );
    expect(english.map((line) => line.id)).toContain('trevor-project');
    expect(lines.slice(-english.length)).toEqual(english);
    expect([...child, ...lines.filter((line) => line.spanish)].map((line) => line.id).sort()).toEqual(
      PRACTICE.help.resources
        .filter((resource) => resource.spanish)
        .map((resource) => resource.id)
        .sort(),
    );
  });

  it('opens with 911, then 988 (press 2 or text AYUDA) and the line for a child being hurt, reached in Spanish', () => {
    const now = spanishPageNow(PRACTICE.help);
    expect(now.map((line) => line.id)).toEqual(['emergency-911', '988-lifeline', 'childhelp-hotline']);
    expect(now[0]!.text).toBe(ES_COPY.now.danger);
    expect(ES_COPY.now.danger).toMatch(/malherido o en peligro/);
    expect(now.map((line) => line.contacts.map((contact) => spanishContactLabel(contact)))).toEqual([
      ['Llame al 911 y diga «Spanish» para pedir un intérprete'],
      ['Llame al 988 y marque 2', 'Envíe AYUDA al 988'],
      ['Llame al 1-800-422-4453 y pida un intérprete de español'],
    ]);
  });

  it('names a line in Spanish only where it has a Spanish name, else in English marked as English', () => {
    const names = Object.fromEntries(
      PRACTICE.help.resources.filter((line) => line.spanish).map((line) => [line.id, spanishNameOf(line)]),
    );
    expect(names['988-lifeline']).toEqual({
      name: 'Línea 988 de Prevención del Suicidio y Crisis',
      lang: 'es',
    });
    expect(names['domestic-violence-hotline']).toEqual({
      name: 'Línea Nacional contra la Violencia Doméstica',
      lang: 'es',
    });
    expect(names['crisis-text-line']).toEqual({ name: 'Crisis Text Line', lang: 'en' });
  });
});

describe('Spanish routes of the help lines', () => {
  const line = (id: string) => PRACTICE.help.resources.find((resource) => resource.id === id)!;
  const labels = (id: string) => line(id).spanish!.map((contact) => spanishContactLabel(contact));

  it('text AYUDA to 741741 for the Crisis Text Line, and call 988 and press 2 or text AYUDA to 988', () => {
    expect(labels('crisis-text-line')).toEqual(['Envíe AYUDA al 741741']);
    expect(line('crisis-text-line').spanish!.map(contactHref)).toEqual(['sms:741741?&body=AYUDA']);
    expect(labels('988-lifeline').slice(0, 2)).toEqual(['Llame al 988 y marque 2', 'Envíe AYUDA al 988']);
  });

  it('ask for an interpreter where a line has no Spanish menu, dialling its own number, and say «Spanish» at 911', () => {
    const interpreted = PRACTICE.help.resources.filter((resource) =>
      resource.spanish?.some((contact) => contact.kind === 'call' && /intérprete/.test(contact.then ?? '')),
    );
    expect(interpreted.map((resource) => resource.id)).toContain('childhelp-hotline');
    for (const { id } of interpreted) {
      expect(labels(id)[0]).toMatch(/^Llame al 1-8\d\d-\d{3}-\d{4} y pida un intérprete de español$/);
      const dialled = line(id)
        .contact.filter((contact) => contact.kind === 'call')
        .map(contactHref);
      expect(line(id).spanish!.map(contactHref)).toEqual(dialled);
    }
    expect(PRACTICE.help.emergency.spanish!.map((contact) => spanishContactLabel(contact))).toEqual([
      'Llame al 911 y diga «Spanish» para pedir un intérprete',
    ]);
  });

  it('dial the same number in Spanish as in English, and say where each Spanish route was confirmed', () => {
    for (const resource of [PRACTICE.help.emergency, ...PRACTICE.help.resources].filter((r) => r.spanish)) {
      const numbers = new Set(resource.contact.flatMap((c) => (c.kind === 'call' ? [c.tel] : [])));
      for (const contact of resource.spanish!) {
        if (contact.kind === 'call') expect(numbers, resource.id).toContain(contact.tel);
      }
      expect(resource.checked.note, resource.id).toMatch(/Spanish|Interpreters|interpreter/);
    }
  });

  it('writes the chat in Spanish as an address, not as a misspelt word', () => {
    const web = line('domestic-violence-hotline').spanish!.find((contact) => contact.kind === 'web')!;
    expect(spanishContactLabel(web)).toBe('Chat en español: espanol.thehotline.org');
  });
});
