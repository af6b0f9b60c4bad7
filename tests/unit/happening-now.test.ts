import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { describe, expect, it } from 'vitest';
import { CRISIS_SITUATIONS, HELP_SITUATIONS, type HelpSituation } from '@/config/help-schema';
import { PRACTICE } from '@/config/practice';
import { AUDIENCES, type Audience } from '@/lib/content/audience';
import { happeningNowLines, opensWithHappeningNow, overdoseIsSubject } from '@/lib/help/happening-now';

/**
 * The order of "If this is happening now", over every combination of situations the content schema
 * allows, for each reader: what a reader in danger meets first must not depend on which other topics a
 * piece also touches.
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

/** What the first line must say to this reader: naloxone, or hurt badly or in danger. */
const NALOXONE = /^Someone will not wake up .*naloxone/;
const DANGER: Record<Audience, string> = {
  adults: 'Is someone hurt badly or in danger right now?',
  teen: 'Hurt badly or in danger right now?',
};

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
  const overdoseFirst = has('overdose') && !has('suicide') && !has('self-harm');
  rule(
    overdoseFirst ? NALOXONE.test(first!.text) : first!.text === DANGER[audience],
    overdoseFirst ? 'naloxone first, overdose being the subject' : 'hurt badly or in danger first',
  );
  if (has('suicide') || has('self-harm')) rule(second?.id === LIFELINE, '988 second');
  rule(new Set(ids).size === ids.length, 'each line once');
  rule(lines.length <= (audience === 'teen' ? 4 : 3), 'no more lines than the box holds');
  const poison = lines.find((line) => line.id === POISON);
  if (poison) {
    rule(
      has('overdose') || (audience === 'teen' && has('self-harm')),
      'Poison Help only for something taken',
    );
    rule(
      /\b(?:swallow|took|taken|take)\w*\b/i.test(poison.text),
      'Poison Help asks about swallowing or taking',
    );
    rule(!/\bhurt/i.test(poison.text), 'Poison Help never asks about hurting yourself');
    rule(ids.indexOf(POISON) > ids.indexOf(LIFELINE) || !has('self-harm'), 'Poison Help after 988');
  }
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

  it('overdose is the subject only without suicide and self-harm', () => {
    expect(overdoseIsSubject(['substance-use', 'overdose'])).toBe(true);
    expect(overdoseIsSubject(['overdose', 'suicide'])).toBe(false);
    expect(overdoseIsSubject(['self-harm', 'overdose'])).toBe(false);
  });
});

describe('"If this is happening now" on the pieces as written', () => {
  const contentDir = join(import.meta.dirname, '..', '..', 'src', 'content');
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
          : first!.text === DANGER[piece.audience] && 'danger';
        return `${piece.file}: ${first!.id} ${got === expected ? 'as expected' : `says "${first!.text}"`}`;
      });
    expect(firstLines.length).toBeGreaterThan(0);
    expect(firstLines.filter((line) => !line.endsWith('as expected'))).toEqual([]);
  });

  it('the two teen pieces on dying and self-harm lead with danger now, then 988, and Poison Help only for swallowing', () => {
    for (const slug of ['when-you-think-about-dying', 'hurting-yourself-and-what-helps']) {
      const piece = pieces.find((each) => each.file === `answers/${slug}.mdx`)!;
      const lines = happeningNowLines(help, piece.help, piece.audience);
      expect(
        lines.map((line) => line.id),
        slug,
      ).toEqual([EMERGENCY, LIFELINE, POISON, 'crisis-text-line']);
      expect(lines[0]!.text, slug).toBe('Hurt badly or in danger right now?');
      expect(lines[2]!.text, slug).toMatch(/^Swallowed /);
    }
  });
});
