import { describe, expect, it } from 'vitest';
import type { HelpConfig } from '@/config/help-schema';
import { PRACTICE } from '#practice';
import { READING_GRADE_LIMITS } from '@/lib/content/audience';
import { helpBoxGradeRange, helpLineProblems } from '@/lib/content-check/rules/reading';
import { helpBoxWords } from '@/lib/help/help-box-words';
import { HELP_COPY } from '@/lib/help/help-copy';

/**
 * The help box at the bottom of a page reads at grade 5 or below like the box under the title: each
 * line's own words, and the box over every combination of situations, for each reader; a line written
 * above grade 5 is named by the content check with its grade.
 */
const help = PRACTICE.help;
const HARD =
  'Comprehensive multidisciplinary interventions, incorporating evidence-based psychotherapeutic modalities, ameliorate symptomatology.';

/** The practice's help lines with one line's words replaced. */
function withLine(id: string, change: Partial<HelpConfig['resources'][number]>): HelpConfig {
  const copy = structuredClone(help);
  const index = copy.resources.findIndex((resource) => resource.id === id);
  copy.resources[index] = { ...copy.resources[index]!, ...change };
  return copy;
}

describe('the help box at the bottom of a page', () => {
  it('reads at grade 5 or below in every line, as written', () => {
    expect(helpLineProblems(help, undefined, { boxes: false })).toEqual([]);
  });

  it.each(['article', 'teen', 'contact'] as const)(
    'reads at grade 5 or below for every combination of situations: the %s box',
    (variant) => {
      const { max, hardest } = helpBoxGradeRange(help, variant);
      expect(max, `hardest: [${hardest.join(', ')}]`).toBeLessThanOrEqual(READING_GRADE_LIMITS.helpBox);
    },
  );

  it('fails on a line whose description reads above grade 5, naming the line and its grade', () => {
    const problems = helpLineProblems(withLine('samhsa-helpline', { purpose: HARD }), (id) =>
      id === 'samhsa-helpline' ? 42 : 1,
    );
    expect(problems).toContainEqual({
      path: 'src/config/help.ts',
      line: 42,
      message: expect.stringMatching(/^the help line samhsa-helpline reads at grade \d+\.\d in its words/),
    });
    const grade = Number(/grade (\d+\.\d)/.exec(problems[0]!.message)![1]);
    expect(grade).toBeGreaterThan(READING_GRADE_LIMITS.helpBox);
    // The box that lists it reads too hard as well, and names the situations that bring it.
    expect(problems.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^the article help box reads at grade .*substance-use/),
    );
  });

  it("fails on a teen's words above grade 5 and on small print above it", () => {
    const lineOnly = { boxes: false };
    const teen = helpLineProblems(withLine('crisis-text-line', { teenParents: HARD }), undefined, lineOnly);
    expect(teen.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^the help line crisis-text-line reads at grade .* in a teen's words/),
    );
    const serves = helpLineProblems(withLine('poison-help', { serves: HARD }), undefined, lineOnly);
    expect(serves.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/^the help line poison-help reads at grade/),
    );
  });

  it('scores what the box shows: its heading, 911, what cannot wait, each line and the safety plan', () => {
    const words = helpBoxWords(help, ['self-harm'], 'article');
    expect(words.slice(0, 2)).toEqual([HELP_COPY.article.heading, HELP_COPY.article.intro]);
    expect(words).toContain(help.emergency.purpose);
    expect(words.some((text) => /spurts or soaks through/.test(text))).toBe(true);
    expect(words.some((text) => text.startsWith('Make a safety plan'))).toBe(true);
    const teen = helpBoxWords(help, ['teen'], 'teen');
    expect(teen).toContain('Will they tell my parents?');
  });
});
