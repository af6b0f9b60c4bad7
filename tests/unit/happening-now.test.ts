import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { CRISIS_SITUATIONS, HELP_SITUATIONS, type HelpSituation } from '@/config/help-schema';
import { BOX_WORDS } from '@/config/instructions';
import { FOLDERS, PRACTICE } from '#practice';
import { AUDIENCES, READING_GRADE_LIMITS, type Audience } from '@/lib/content/audience';
import { textGrade } from '@/lib/content-check/reading-grade';
import {
  NALOXONE_LINE,
  emergencyNotes,
  happeningNowHeading,
  happeningNowLines,
  lineWords,
  opensWithHappeningNow,
  overdoseIsSubject,
} from '@/lib/help/happening-now';
import { helpLinesFor } from '@/lib/help/help-lines';
import { ES_COPY } from '@/lib/es/es-copy';
import { PIECE_COPY } from '@/lib/es/piece-copy';
import { spanishHappeningNow } from '@/lib/es/piece-lines';

/**
 * The order of "If this is happening now", over every combination of situations the content schema
 * allows, for each reader: what a reader in danger meets first must not depend on which other topics a
 * piece also touches, and no box it can make reads above grade 5.
 */
const help = PRACTICE.help;
const EMERGENCY = help.emergency.id;
const LIFELINE = '988-lifeline';
const POISON = 'poison-help';

/** Every subset of the situations, in the schema's order. */
function* subsets(): Generator<HelpSituation[]> {
  for (let mask = 0; mask < 2 ** HELP_SITUATIONS.length; mask++) {
    yield HELP_SITUATIONS.filter((_, index) => mask & (2 ** index));
  }
}

/** What the first line must say to this reader: 911 (its links) before naloxone, or hurt badly or in danger. */
const NALOXONE = /^Someone will not wake up\b[^{]*\{contacts\}.*\bnaloxone\b/;
/** The bleeding a reader after self-harm must not wait ten minutes with. */
const BLEEDING = /spurts or soaks through.*Do not wait\./;
const PARTNER = 'domestic-violence-hotline';
const DANGER: Record<Audience, string> = {
  adults: 'Is someone hurt badly or in danger right now?',
  teen: 'Hurt badly or in danger right now?',
};

/** A box's reading grade, counted once per distinct box: thousands of combinations make a few dozen boxes. */
const grades = new Map<string, number>();
function gradeOf(blocks: string[]): number {
  const key = blocks.join('\n');
  if (!grades.has(key)) grades.set(key, textGrade(blocks) ?? 0);
  return grades.get(key)!;
}

/** Every broken rule for one combination and reader, as readable lines. */
function problems(situations: HelpSituation[], audience: Audience): string[] {
  const lines = happeningNowLines(help, situations, audience);
  const ids = lines.map((line) => line.id);
  const has = (situation: HelpSituation) => situations.includes(situation);
  const crisis = CRISIS_SITUATIONS.some(has);
  const found: string[] = [];
  const rule = (holds: boolean, what: string) => {
    if (!holds) found.push(what);
  };
  rule(lines.length > 0 === (crisis || audience === 'teen'), 'a box exactly on a crisis or teen piece');
  if (lines.length === 0) return found;
  const [first, second] = lines;
  rule(first!.id === EMERGENCY, '911 first');
  const toThink = has('suicide') || has('self-harm');
  const overdoseFirst = has('overdose') && !toThink;
  rule(
    overdoseFirst ? NALOXONE.test(first!.text) : first!.text.startsWith(DANGER[audience]),
    overdoseFirst ? 'naloxone first, overdose being the subject' : 'hurt badly or in danger first',
  );
  if (has('self-harm')) rule(BLEEDING.test(first!.text), 'bleeding that cannot wait, in the first line');
  if (toThink) rule(second?.id === LIFELINE, '988 second');
  const naloxone = lines.find((line) => line.id === NALOXONE_LINE);
  rule(
    !!naloxone === (has('overdose') && toThink),
    'a naloxone line where overdose is not the whole subject',
  );
  if (naloxone) {
    rule(NALOXONE.test(naloxone.text), 'the naloxone line asks for naloxone');
    rule(
      JSON.stringify(naloxone.contacts) === JSON.stringify(first!.contacts),
      'the naloxone line calls 911',
    );
  }
  if (audience === 'adults' && has('domestic-violence') && !toThink)
    rule(second?.id === PARTNER, 'the partner-violence line right after 911');
  rule(new Set(ids).size === ids.length, 'each line once');
  const size = (audience === 'teen' ? 4 : 3) + (naloxone ? 1 : 0);
  rule(lines.length <= size, 'no more lines than the box holds');
  const poison = lines.find((line) => line.id === POISON);
  if (poison) {
    rule(
      has('overdose') || (audience === 'teen' && has('self-harm')),
      'Poison Help only for something taken',
    );
    rule(
      /on purpose/.test(first!.text),
      'pills taken on purpose sent to 911 wherever Poison Help is offered',
    );
    rule(/by mistake/.test(poison.text), 'Poison Help for something taken by mistake or a question');
    rule(
      /\b(?:swallow|took|taken|take)\w*\b/i.test(poison.text),
      'Poison Help asks about swallowing or taking',
    );
    rule(!/\bhurt/i.test(poison.text), 'Poison Help never asks about hurting yourself');
    rule(ids.indexOf(POISON) > ids.indexOf(LIFELINE) || !has('self-harm'), 'Poison Help after 988');
  }
  rule(
    lines.every((line) => !/naloxone/.test(line.text) || NALOXONE.test(line.text)),
    'every line that asks for naloxone says to call 911 first',
  );
  const grade = gradeOf([happeningNowHeading(audience), ...lines.map(lineWords)]);
  rule(grade <= READING_GRADE_LIMITS.happeningNow, `read at grade 5 or below, not ${grade.toFixed(1)}`);
  rule(
    lines.every((line) => !/\d/.test(line.text)),
    'no number in the words: the links come from the configuration',
  );
  return found.map((what) => `${audience} [${situations.join(', ')}]: ${what}; got ${JSON.stringify(lines)}`);
}

describe('"If this is happening now": the order for every combination of situations', () => {
  it(`holds for all ${2 ** HELP_SITUATIONS.length} combinations, for each reader`, () => {
    const broken = AUDIENCES.flatMap((audience) => [...subsets()].flatMap((set) => problems(set, audience)));
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it('does not depend on the order a piece declares its situations in, for the first two lines', () => {
    const orders: HelpSituation[][] = [
      ['overdose', 'suicide', 'domestic-violence'],
      ['domestic-violence', 'suicide', 'overdose'],
      ['suicide', 'overdose', 'domestic-violence'],
    ];
    for (const audience of AUDIENCES) {
      const firstTwo = orders.map((order) =>
        happeningNowLines(help, order, audience)
          .slice(0, 2)
          .map((line) => [line.id, line.text]),
      );
      expect(new Set(firstTwo.map((each) => JSON.stringify(each))).size, audience).toBe(1);
    }
  });

  it('the Spanish box says what cannot wait exactly where the English box does, for each reader', () => {
    // The pieces in Spanish are written to a teen (tú), the Spanish page to adults (usted).
    const words = { teen: PIECE_COPY, adults: ES_COPY.now } as const;
    const register = { teen: 'esFamiliar', adults: 'es' } as const;
    const differ = AUDIENCES.flatMap((audience) =>
      [...subsets()].flatMap((situations) => {
        const english = happeningNowLines(help, situations, audience)[0]?.text ?? '';
        const [spanish] = spanishHappeningNow(help, situations, words[audience], audience);
        const says = {
          onPurpose: [/on purpose/.test(english), /a propósito/.test(spanish!.text)],
          bleeding: [BLEEDING.test(english), spanish!.text.includes(BOX_WORDS.bleeding[register[audience]])],
          naloxone: [/naloxone/.test(english), /naloxona/.test(spanish!.text)],
        };
        return Object.entries(says)
          .filter(([, [inEnglish, inSpanish]]) => inEnglish !== inSpanish)
          .map(([what]) => `${audience} [${situations.join(', ')}]: ${what}`);
      }),
    );
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it('overdose is the subject only without suicide and self-harm', () => {
    expect(overdoseIsSubject(['substance-use', 'overdose'])).toBe(true);
    expect(overdoseIsSubject(['overdose', 'suicide'])).toBe(false);
    expect(overdoseIsSubject(['self-harm', 'overdose'])).toBe(false);
  });
});

describe('"If this is happening now" on the pieces as written', () => {
  const contentDir = join(import.meta.dirname, '..', '..', FOLDERS.content);
  const pieces = (['blog', 'answers'] as const).flatMap((collection) =>
    readdirSync(join(contentDir, collection))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const { frontmatter } = parseFrontmatter(readFileSync(join(contentDir, collection, file), 'utf8'));
        return {
          file: `${collection}/${file}`,
          help: (frontmatter.help ?? []) as HelpSituation[],
          audience: (frontmatter.audience ?? 'adults') as Audience,
        };
      }),
  );

  it('every crisis or teen piece opens with 911; with naloxone only where overdose is its subject', () => {
    const firstLines = pieces
      .filter((piece) => opensWithHappeningNow(piece))
      .map((piece) => {
        const [first] = happeningNowLines(help, piece.help, piece.audience);
        const expected = overdoseIsSubject(piece.help) ? 'naloxone' : 'danger';
        const got = NALOXONE.test(first!.text)
          ? 'naloxone'
          : first!.text.startsWith(DANGER[piece.audience]) && 'danger';
        return `${piece.file}: ${first!.id} ${got === expected ? 'as expected' : `says "${first!.text}"`}`;
      });
    expect(firstLines.length).toBeGreaterThan(0);
    expect(firstLines.filter((line) => !line.endsWith('as expected'))).toEqual([]);
  });

  // Over the practice's own pieces: the sample has two (on dying, and on hurting yourself); a practice
  // with none has nothing here to hold, and the readers below hold the same order on its situations.
  it('every teen piece on dying or self-harm leads with danger now and pills on purpose, then 988, and Poison Help only for a mistake', () => {
    const onDying = pieces.filter(
      (piece) =>
        piece.audience === 'teen' && piece.help.some((each) => each === 'suicide' || each === 'self-harm'),
    );
    for (const piece of onDying) {
      const lines = happeningNowLines(help, piece.help, piece.audience);
      expect(
        lines.slice(0, 2).map((line) => line.id),
        piece.file,
      ).toEqual([EMERGENCY, LIFELINE]);
      expect(lines[0]!.text, piece.file).toMatch(
        /^Hurt badly or in danger right now\? Took pills on purpose\?/,
      );
      const poison = lines.find((line) => line.id === POISON);
      if (poison) expect(poison.text, piece.file).toMatch(/^Took something by mistake/);
      if (piece.help.includes('overdose'))
        expect(
          lines.findIndex((line) => line.id === NALOXONE_LINE),
          piece.file,
        ).toBe(2);
    }
  });
});

describe('five readers, and the first two lines each must see', () => {
  const firstTwo = (situations: HelpSituation[], audience: Audience = 'adults') =>
    happeningNowLines(help, situations, audience)
      .slice(0, 2)
      .map((line) => ({ id: line.id, text: line.text, calls: line.contacts.map((contact) => contact.kind) }));

  it('a teen who took pills on purpose: 911, which says pills taken on purpose are its own, then 988', () => {
    const [first, second] = firstTwo(['self-harm', 'suicide', 'overdose', 'teen'], 'teen');
    expect(first).toMatchObject({ id: EMERGENCY, text: expect.stringContaining('Took pills on purpose?') });
    expect(second).toMatchObject({ id: LIFELINE, calls: ['call', 'text'] });
    // Her piece on vaping and weed, where overdose is the subject, says the same.
    const [vaping] = firstTwo(['substance-use', 'overdose', 'quit-vaping', 'teen'], 'teen');
    expect(vaping!.text).toMatch(/took pills on purpose\? \{contacts\} now\. Then give naloxone/);
  });

  it('a pregnant woman hurt by her partner: 911, then the domestic violence hotline, in both boxes', () => {
    const situations: HelpSituation[] = ['perinatal', 'domestic-violence'];
    expect(firstTwo(situations).map((line) => line.id)).toEqual([EMERGENCY, PARTNER]);
    // Partner violence leads the help box too: all its lines, then the months around a birth, then 988.
    expect(helpLinesFor(help, situations).lines.map((line) => line.id)).toEqual([
      ...(help.situations['domestic-violence'] ?? []),
      'maternal-mental-health-hotline',
      LIFELINE,
    ]);
    expect(help.situations['domestic-violence']?.[0]).toBe(PARTNER);
  });

  it('a parent whose teen is not breathing after an overdose: 911 with naloxone, then Poison Help', () => {
    const [first, second] = firstTwo(['substance-use', 'overdose']);
    expect(first!.id).toBe(EMERGENCY);
    // 911 first, then naloxone, then stay: the order of SAMHSA's toolkit.
    expect(lineWords(happeningNowLines(help, ['substance-use', 'overdose'])[0]!)).toMatch(
      /^Someone will not wake up, is not breathing well, or took pills or poison on purpose\? Call 911 now\. Then give naloxone if you have it, and stay with them\.$/,
    );
    expect(second!.id).toBe(POISON);
    // On a piece on suicide and overdose, 911 and 988 still lead, and naloxone is in the same box.
    const lines = happeningNowLines(help, ['suicide', 'self-harm', 'substance-use', 'overdose']);
    expect(lines.slice(0, 3).map((line) => line.id)).toEqual([EMERGENCY, LIFELINE, NALOXONE_LINE]);
    expect(lines[2]!.contacts).toEqual(help.emergency.contact);
  });

  it('a reader bleeding heavily: 911 first, saying not to wait, then 988; and the help box says it beside 911', () => {
    const [first, second] = firstTwo(['self-harm']);
    expect(first!.id).toBe(EMERGENCY);
    expect(first!.text).toMatch(BLEEDING);
    expect(first!.text).toMatch(/faint, confused, or pale and cold/);
    expect(second!.id).toBe(LIFELINE);
    expect(emergencyNotes(['self-harm'])).toEqual([expect.stringMatching(BLEEDING)]);
    expect(emergencyNotes(['self-harm', 'teen'], 'teen')[0]).toMatch(BLEEDING);
  });

  it('a Spanish-speaking teen who hurt herself: 911 first, with bleeding and burns that cannot wait', () => {
    const [first, second] = spanishHappeningNow(help, ['self-harm', 'teen']);
    expect(first!.id).toBe(EMERGENCY);
    expect(first!.text).toMatch(
      /sangre sale a chorros o empapa la tela.*quemadura.*piel pálida y fría\? No esperes\.$/,
    );
    expect(first!.contacts).toEqual([expect.objectContaining({ tel: '911' })]);
    expect(second!.id).toBe(LIFELINE);
  });

  it('a Spanish-speaking teen who took pills on purpose: 911 first, and Poison Help only for a mistake', () => {
    const lines = spanishHappeningNow(help, ['suicide', 'self-harm', 'overdose', 'teen']);
    expect(lines[0]!.id).toBe(EMERGENCY);
    expect(lines[0]!.text).toMatch(
      /^¿Tienes una herida grave .*\? ¿Tomaste pastillas a propósito\? ¿La sangre/,
    );
    expect(lines[0]!.contacts).toEqual([expect.objectContaining({ tel: '911' })]);
    // As in English, 988 second, then 911 again with naloxone for someone not breathing well.
    expect(lines.slice(1, 3).map((line) => line.id)).toEqual([LIFELINE, NALOXONE_LINE]);
    expect(lines[2]!.text).toMatch(/naloxona/);
    expect(lines[2]!.contacts).toEqual([expect.objectContaining({ tel: '911' })]);
    const poison = lines.find((line) => line.id === POISON)!;
    expect(poison.text).toMatch(/por error/);
    expect(poison.text).not.toMatch(/propósito|daño/);
    // An adult on the Spanish page's words, where overdose is declared, hears the same in usted.
    const [adult] = spanishHappeningNow(help, ['overdose'], ES_COPY.now, 'adults');
    expect(adult!.text).toBe(BOX_WORDS.overdoseLead.es);
    expect(adult!.text).toMatch(/a propósito\? \{contacts\}\. Luego dele naloxona/);
  });

  it('a Spanish-speaking mother of an abused child: 911 with an interpreter, then Childhelp with one', () => {
    const [first, second] = spanishHappeningNow(help, ['child-abuse']);
    expect(first!.id).toBe(EMERGENCY);
    expect(first!.contacts).toEqual([
      expect.objectContaining({ tel: '911', then: expect.stringMatching(/Spanish/) }),
    ]);
    expect(second!.id).toBe('childhelp-hotline');
    expect(second!.contacts).toEqual([
      expect.objectContaining({ tel: '+18004224453', then: expect.stringMatching(/intérprete/) }),
    ]);
    // The English box her piece's twin shows leads the same way.
    expect(firstTwo(['child-abuse']).map((line) => line.id)).toEqual([EMERGENCY, 'childhelp-hotline']);
  });
});
