import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import HappeningNowBox from '@/components/help/HappeningNowBox.astro';
import HelpBox from '@/components/help/HelpBox.astro';
import { HELP_SITUATIONS, type HelpSituation } from '@/config/help-schema';
import { NATIONAL_HELP } from '@/config/help';
import { PRACTICE } from '#practice';
import { practiceSchema, validateConfig } from '@/config/schema';
import { happeningNowLines } from '@/lib/help/happening-now';
import { quickExitCalls, showsQuickExit } from '@/lib/help/quick-exit';
import { contactHref, contactLabel, helpLinesFor, spanishContactLabel } from '@/lib/help/help-lines';
import { readContentFile } from '@/lib/content-check/content-file';
import { situationLines } from '@/lib/content-check/rules/help';
import { lineNumbers } from '../practice.ts';

const ids = (situations: Parameters<typeof helpLinesFor>[1]) =>
  helpLinesFor(PRACTICE.help, situations).lines.map((line) => line.id);

/** The lines the practice lists for a situation, in its order. */
const listed = (situation: HelpSituation) => PRACTICE.help.situations[situation] ?? [];

describe('the help lines a page lists', () => {
  it('are the general crisis lines when the page declares no situation', () => {
    expect(ids([])).toEqual(PRACTICE.help.general);
    expect(ids([])[0]).toBe('988-lifeline');
    expect(helpLinesFor(PRACTICE.help, []).emergency.contact).toEqual([
      { kind: 'call', display: '911', tel: '911' },
    ]);
  });

  it("are each declared situation's lines, then 988 for any other crisis", () => {
    for (const situation of HELP_SITUATIONS.filter((each) => listed(each).length)) {
      expect(ids([situation])).toEqual([...new Set([...listed(situation), '988-lifeline'])]);
    }
    expect(ids(['domestic-violence'])[0]).toBe('domestic-violence-hotline');
    expect(ids(['perinatal'])).toEqual(['maternal-mental-health-hotline', '988-lifeline']);
  });

  it('list each line once, in the order the page declares its situations', () => {
    const lines = ids(['substance-use', 'overdose', 'suicide']);
    expect(lines.slice(0, 3)).toEqual(['samhsa-helpline', 'poison-help', '988-lifeline']);
    expect(lines).toEqual([...listed('substance-use'), ...listed('overdose'), ...listed('suicide')]);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('give the new readers their own lines: veterans, teens, a teen quitting vaping', () => {
    expect(ids(['veteran'])).toEqual(['veterans-crisis-line', '988-lifeline']);
    expect(ids(['teen'])).toEqual([
      'crisis-text-line',
      '988-lifeline',
      'trevor-project',
      'childhelp-hotline',
    ]);
    expect(ids(['quit-vaping'])).toEqual(['this-is-quitting', '988-lifeline']);
    expect(ids(['self-harm'])).toEqual(['988-lifeline', 'crisis-text-line']);
  });

  it('give a teen hurt by someone she dates, sexually abused, or without a safe home her own line first', () => {
    expect(ids(['dating-abuse'])).toEqual(['loveisrespect', 'domestic-violence-hotline', '988-lifeline']);
    expect(ids(['sexual-abuse'])).toEqual(['rainn-hotline', '988-lifeline']);
    expect(ids(['runaway'])).toEqual(['national-runaway-safeline', '988-lifeline']);
    const loveisrespect = helpLinesFor(PRACTICE.help, ['dating-abuse']).lines[0]!;
    expect(loveisrespect.contact.map(contactHref)).toEqual([
      'tel:+18663319474',
      'sms:22522?&body=LOVEIS',
      'https://www.loveisrespect.org/',
    ]);
  });

  it("never leave a reader about elder abuse in a care home without the practice's care-home lines", () => {
    // Adult Protective Services serves no one in a care home: the care homes' own lines do.
    if (!listed('elder-abuse').length) return;
    expect(ids(['elder-abuse'])).toEqual(expect.arrayContaining(listed('long-term-care')));
    expect(listed('long-term-care').length).toBeGreaterThan(0);
  });

  it('cover every situation nationally but those only a state answers, which a practice adds', () => {
    const national: Partial<Record<HelpSituation, readonly string[]>> = NATIONAL_HELP.situations;
    const stateOnly = HELP_SITUATIONS.filter((situation) => !national[situation]);
    expect(stateOnly).toEqual(['elder-abuse', 'long-term-care']);
    for (const situation of HELP_SITUATIONS.filter((each) => !stateOnly.includes(each)))
      expect(listed(situation).length, situation).toBeGreaterThan(0);
  });
});

describe('the quick exit', () => {
  it('follows from declaring partner violence or child abuse', () => {
    expect(showsQuickExit({ help: ['domestic-violence'] })).toBe(true);
    expect(showsQuickExit({ help: ['suicide', 'child-abuse'] })).toBe(true);
    expect(showsQuickExit({ help: ['suicide', 'substance-use'] })).toBe(false);
    expect(showsQuickExit({ help: [] })).toBe(false);
  });

  it('follows from a teen reader, whatever the piece declares', () => {
    expect(showsQuickExit({ help: ['teen', 'quit-vaping'], audience: 'teen' })).toBe(true);
    expect(showsQuickExit({ help: ['teen'], audience: 'adults' })).toBe(false);
    expect(quickExitCalls({ help: ['child-abuse'], audience: 'teen' })).toEqual([
      'it is written to a teen',
      'help declares child-abuse',
    ]);
  });

  it('can be added to any piece, and left off one only by writing quickExit: false', () => {
    expect(showsQuickExit({ help: [], quickExit: true })).toBe(true);
    expect(showsQuickExit({ help: ['domestic-violence'], quickExit: false })).toBe(false);
  });
});

describe('links to a help line', () => {
  it('dial with tel:, text with sms: and the keyword as the message body', () => {
    expect(contactHref({ kind: 'call', display: '1-800-799-7233', tel: '+18007997233' })).toBe(
      'tel:+18007997233',
    );
    const text = { kind: 'text', display: '741741', sms: '741741', keyword: 'HOME' } as const;
    expect(contactHref(text)).toBe('sms:741741?&body=HOME');
    expect(contactLabel(text)).toBe('Text HOME to 741741');
    expect(contactHref({ kind: 'text', display: '988', sms: '988' })).toBe('sms:988');
  });

  it('say the Spanish way in Spanish', () => {
    expect(spanishContactLabel({ kind: 'call', display: '988', tel: '988', then: 'marque 2' })).toBe(
      'Llame al 988 y marque 2',
    );
    expect(spanishContactLabel({ kind: 'text', display: '988', sms: '988', keyword: 'AYUDA' })).toBe(
      'Envíe AYUDA al 988',
    );
  });
});

describe('HelpBox', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });

  it('puts 911 first and alone, then the lines of the declared situations with working links', async () => {
    const html = await container.renderToString(HelpBox, { props: { situations: ['domestic-violence'] } });
    const links = [...html.matchAll(/href="((?:tel|sms):[^"]+)"/g)].map((match) => match[1]);
    expect(links[0]).toBe('tel:911');
    expect(links.filter((link) => link === 'tel:911')).toHaveLength(1);
    const { lines } = helpLinesFor(PRACTICE.help, ['domestic-violence']);
    const expected = lines.flatMap((line) =>
      line.contact.filter((contact) => contact.kind !== 'web').map((contact) => contactHref(contact)),
    );
    expect(links).toEqual(expect.arrayContaining(expected.map((href) => href.replace('&', '&amp;'))));
    const order = [...html.matchAll(/data-help-line="([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual(['emergency-911', ...lines.map((line) => line.id)]);
  });

  it('offers the Spanish line of a line that answers in Spanish, marked as Spanish', async () => {
    const html = await container.renderToString(HelpBox, { props: { situations: ['suicide'] } });
    const spanish = /data-help-spanish[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(spanish).toContain('En español:');
    expect(spanish).toMatch(/<a[^>]*href="tel:988"[^>]*lang="es"[^>]*>Llame al 988 y marque 2<\/a>/);
    expect(spanish).toMatch(/href="sms:988\?&amp;body=AYUDA"[^>]*lang="es"/);
  });

  it('answers a teen\'s "Will they tell my parents?" under each line, and an adult\'s box never asks it', async () => {
    const situations = ['child-abuse', 'runaway', 'teen'] as const;
    const teen = await container.renderToString(HelpBox, { props: { situations, variant: 'teen' } });
    const items = teen.split('data-help-line="').slice(1);
    const answered = items
      .filter((item) => item.includes('data-help-parents'))
      .map((item) => item.split('"')[0]);
    const { lines } = helpLinesFor(PRACTICE.help, situations);
    expect(answered).toEqual(lines.map((line) => line.id));
    for (const line of lines) expect(teen).toContain(line.teenParents!);
    expect(teen).toContain('They do not look for kids for their parents.');
    const adult = await container.renderToString(HelpBox, { props: { situations } });
    expect(adult).not.toContain('data-help-parents');
  });

  it('says beside 911 what cannot wait on the subject: bleeding after self-harm, pills on purpose, naloxone', async () => {
    const html = await container.renderToString(HelpBox, {
      props: { situations: ['self-harm', 'overdose'] },
    });
    const emergency = html.split('data-help-line="')[1]!;
    const notes = [...emergency.matchAll(/data-help-emergency-note[^>]*>\s*([^<]+?)\s*</g)].map(
      (match) => match[1],
    );
    expect(notes).toEqual([
      expect.stringMatching(/^Bleeding that spurts or soaks through/),
      'Took pills or poison on purpose?',
      expect.stringMatching(/^Someone will not wake up .*naloxone/),
    ]);
    const none = await container.renderToString(HelpBox, { props: { situations: ['perinatal'] } });
    expect(none).not.toContain('data-help-emergency-note');
  });

  it('shows the general crisis lines, under the contact heading on the contact pages', async () => {
    const html = await container.renderToString(HelpBox, { props: { variant: 'contact' } });
    expect(html).toContain('In crisis or in danger? Do not wait for us.');
    const general = helpLinesFor(PRACTICE.help, []);
    for (const line of [general.emergency, ...general.lines])
      for (const contact of line.contact)
        expect(html).toContain(`href="${contactHref(contact).replace('&', '&amp;')}"`);
  });
});

describe('the help configuration', () => {
  const broken = () => structuredClone(PRACTICE);

  it('names a situation that points at a help line that does not exist', () => {
    const practice = broken();
    practice.help.situations.overdose = ['poison-control'];
    expect(() => validateConfig('practice', practiceSchema, practice)).toThrow(
      /practice\.help\.situations\.overdose\.0: "poison-control" is not the id of a help resource/,
    );
  });

  it('refuses a number that cannot be dialled', () => {
    const practice = broken();
    const index = practice.help.resources.findIndex((resource) => resource.contact[0]!.kind === 'call');
    const call = practice.help.resources[index]!.contact[0]!;
    if (call.kind === 'call') call.tel = '1-800-799-7233';
    expect(() => validateConfig('practice', practiceSchema, practice)).toThrow(
      new RegExp(`practice\\.help\\.resources\\.${index}\\.contact\\.0\\.tel`),
    );
  });

  it('refuses a line reached in Spanish that does not say in Spanish what it is for', () => {
    const practice = broken();
    const index = practice.help.resources.findIndex((resource) => resource.spanish);
    delete practice.help.resources[index]!.spanishPurpose;
    expect(() => validateConfig('practice', practiceSchema, practice)).toThrow(
      new RegExp(`practice\\.help\\.resources\\.${index}\\.spanishPurpose`),
    );
  });

  it('lets a piece declare only the situations the practice lists lines for, and names any other', () => {
    const context = { root: '', today: '2026-01-01', routes: new Set<string>() };
    for (const situation of HELP_SITUATIONS) {
      const source = `---\ntitle: 'A piece'\nhelp: [${situation}]\n---\n\nA sentence.\n`;
      const file = readContentFile('practices/sample/content/answers/a-piece.mdx', 'answers', source);
      const messages = situationLines([file], context).map((problem) => problem.message);
      expect(messages, situation).toEqual(
        listed(situation).length
          ? []
          : [
              expect.stringMatching(
                new RegExp(`^help declares ${situation}, for which the practice lists no help line`),
              ),
            ],
      );
    }
  });

  it('says where and when every number was checked', () => {
    for (const resource of [PRACTICE.help.emergency, ...PRACTICE.help.resources]) {
      expect(resource.checked.source, resource.id).toMatch(/^https?:\/\//);
      expect(resource.checked.on, resource.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('where help numbers live', () => {
  it('no component, page or layout writes a help number: they all come from the configuration', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..', '..', 'src');
    const files = ['components', 'pages', 'layouts'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((file) => /\.(astro|tsx?)$/.test(file))
        .map((file) => join(root, dir, file)),
    );
    const numbers = [PRACTICE.help.emergency, ...PRACTICE.help.resources].flatMap(lineNumbers);
    const problems = files.flatMap((file) => {
      // Comments may name a number; code and markup may not.
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*|\{\/\*[\s\S]*?\*\/\}/g, '');
      return [
        ...(/\b(?:tel|sms):[+\d]/.test(code) ? [`${file}: writes a tel: or sms: link by hand`] : []),
        ...numbers
          .filter((number) => new RegExp(`(?<![\\w-])\\+?${number.replace('+', '\\+')}(?![\\w-])`).test(code))
          .map((number) => `${file}: writes ${number}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('"If this is happening now"', () => {
  const lines = (situations: Parameters<typeof happeningNowLines>[1]) =>
    happeningNowLines(PRACTICE.help, situations).map((line) => [line.id, line.contacts.map(contactHref)]);

  it('is three lines: 911, the line for the declared crisis, then 988 to talk', () => {
    expect(lines(['domestic-violence', 'substance-use'])).toEqual([
      ['emergency-911', ['tel:911']],
      ['domestic-violence-hotline', ['tel:+18007997233', 'sms:88788?&body=START']],
      ['988-lifeline', ['tel:988', 'sms:988']],
    ]);
  });

  it('lists each line once, in the order the piece declares its situations', () => {
    expect(lines(['suicide', 'self-harm', 'child-abuse']).map(([id]) => id)).toEqual([
      'emergency-911',
      '988-lifeline',
      'childhelp-hotline',
    ]);
  });

  it('says what to do for an overdose beside 911 where overdose is the subject', () => {
    const [first] = happeningNowLines(PRACTICE.help, ['overdose']);
    expect(first!.text).toMatch(/naloxone/);
    expect(lines(['overdose']).map(([id]) => id)).toEqual(['emergency-911', 'poison-help', '988-lifeline']);
  });

  it('asks a teen in her own words: danger and 988 first, then a line for home, and Poison Help only for a mistake', () => {
    const teen = happeningNowLines(PRACTICE.help, ['child-abuse', 'self-harm', 'suicide'], 'teen');
    const adult = happeningNowLines(PRACTICE.help, ['child-abuse', 'self-harm', 'suicide']);
    expect(teen.map((line) => line.id)).toEqual([
      PRACTICE.help.emergency.id,
      '988-lifeline',
      'childhelp-hotline',
      'poison-help',
    ]);
    expect(teen.map((line) => line.text)).toEqual([
      expect.stringMatching(/^Hurt badly or in danger right now\? Took pills on purpose\? Blood spurts/),
      'Thinking about dying or hurting yourself?',
      'Is someone at home hurting you?',
      expect.stringMatching(/^Took something by mistake, or not sure it is safe\?.*even if you feel fine/),
    ]);
    for (const line of teen) expect(adult.map((each) => each.text)).not.toContain(line.text);
    // Poison Help is a call, and its link comes from the configuration.
    const poison = PRACTICE.help.resources.find((resource) => resource.id === 'poison-help')!;
    expect(teen[3]!.contacts).toEqual(poison.contact.filter((contact) => contact.kind === 'call'));
  });

  it('is not shown on a piece that declares no crisis', () => {
    expect(lines(['perinatal', 'substance-use'])).toEqual([]);
  });

  it('renders as a labelled box with working links and no number of its own', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(HappeningNowBox, { props: { situations: ['suicide'] } });
    expect(html).toMatch(/<aside[^>]*aria-labelledby="happening-now-heading"/);
    expect(html).toContain('If this is happening now');
    expect([...html.matchAll(/<li/g)]).toHaveLength(3);
    expect(html).toContain('href="tel:911"');
    expect(html).toContain('href="tel:988"');
    expect(
      await container.renderToString(HappeningNowBox, { props: { situations: ['perinatal'] } }),
    ).not.toContain('<aside');
  });
});
