import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import TeenPieceList from '@/components/teens/TeenPieceList.astro';
import { PRACTICE } from '#practice';
import { HELP_COPY } from '@/lib/help/help-copy';
import { teenBoxWords } from '@/lib/help/teen-boxes';
import { textGrade } from '@/lib/content-check/reading-grade';
import { READING_GRADE_LIMITS } from '@/lib/content/audience';
import { TEEN_ENDING_COPY, TEENS_COPY, TEENS_PAGE_SITUATIONS, teenPieces } from '@/lib/teens/teen-pieces';

const entry = (
  id: string,
  title: string,
  audience: string,
  summary: { excerpt?: string; tldr?: string },
) => ({
  id,
  data: { title, audience, ...summary },
});

describe('the teens page', () => {
  it('gathers the articles and answers written to a teen, in title order', () => {
    const posts = [entry('for-parents', 'For parents', 'adults', { excerpt: 'x' })];
    const answers = [
      entry('when-you-want-to-quit-vaping', 'Wanting to quit vaping', 'teen', { tldr: 'You can quit.' }),
      entry('when-someone-at-home-hurts-you', 'When someone at home hurts you', 'teen', {
        tldr: 'It is not your fault. You do not have to keep it secret.',
      }),
    ];
    expect(teenPieces(posts, answers)).toEqual([
      {
        href: '/answers/when-you-want-to-quit-vaping',
        title: 'Wanting to quit vaping',
        summary: 'You can quit.',
      },
      {
        href: '/answers/when-someone-at-home-hurts-you',
        title: 'When someone at home hurts you',
        summary: 'It is not your fault.',
      },
    ]);
  });

  it('says so in a sentence when there is no teen piece yet, and lists them when there are', async () => {
    const container = await AstroContainer.create();
    const empty = await container.renderToString(TeenPieceList, { props: { pieces: [] } });
    expect(empty).toContain(TEENS_COPY.none);
    const listed = await container.renderToString(TeenPieceList, {
      props: { pieces: [{ href: '/answers/a', title: 'A piece', summary: 'Short.' }] },
    });
    expect(listed).toContain('href="/answers/a"');
    expect(listed).not.toContain(TEENS_COPY.none);
  });

  it('is written at grade 6 or below, and so is the ending a teen piece closes with', () => {
    const copy = [
      ...Object.values(TEENS_COPY).filter((text) => text !== TEENS_COPY.description),
      HELP_COPY.teen.intro,
    ];
    expect(textGrade(copy)).toBeLessThanOrEqual(READING_GRADE_LIMITS.teen);
    expect(textGrade(Object.values(TEEN_ENDING_COPY))).toBeLessThanOrEqual(READING_GRADE_LIMITS.teen);
  });

  it("opens with boxes in a teen's words, at grade 6 or below, every line with its teen purpose", () => {
    const boxes = teenBoxWords(PRACTICE.help, [...TEENS_PAGE_SITUATIONS, 'teen']);
    expect(boxes.missing).toEqual([]);
    expect(textGrade(boxes.blocks)).toBeLessThanOrEqual(READING_GRADE_LIMITS.teen);
  });
});
