import { describe, expect, it } from 'vitest';
import { relatedAnswerLinks } from '@/lib/answers/related-answers';
import { getRelatedArticles } from '@/lib/blog/related';
import { readContent } from '@/lib/content-check/check-content';
import { parseCalendarDate } from '@/lib/content/calendar-date';
import { quickExitSituations } from '@/lib/help/quick-exit';
import { projectRoot } from '../integration/helpers/content-sync';

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The project's articles and answers as their pages read them: drafts left out. */
const files = readContent(projectRoot, { body: false }).filter(
  (file) => file.collection !== 'legal' && file.data && file.data['draft'] !== true,
);

const pieces = (collection: string) =>
  files
    .filter((file) => file.collection === collection)
    .map((file) => {
      const published = parseCalendarDate(String(file.data!['published']));
      return {
        id: file.id,
        data: {
          category: String(file.data!['category']),
          published: 'date' in published ? published.date : new Date(0),
          help: list(file.data!['help']),
          jointTherapy: list(file.data!['jointTherapy']),
          related: (Array.isArray(file.data!['related']) ? file.data!['related'] : []) as {
            answer: string;
          }[],
        },
      };
    });

const declaresAbuse = (piece: { data: { help: string[] } }) =>
  quickExitSituations(piece.data.help).length > 0;

describe('related reading under a piece on partner violence or child abuse', () => {
  const articles = pieces('blog');
  const answers = pieces('answers');

  it('is walked over real pieces of both kinds', () => {
    expect(articles.filter(declaresAbuse).length).toBeGreaterThan(0);
    expect(answers.filter(declaresAbuse).length).toBeGreaterThan(0);
    // Without pieces about joint therapy the walk below would prove nothing.
    expect(articles.filter((piece) => piece.data.jointTherapy.length > 0).length).toBeGreaterThan(0);
  });

  it('never lists an article about couples or family therapy', () => {
    const offered = articles.filter(declaresAbuse).flatMap((piece) =>
      getRelatedArticles(piece, articles)
        .filter((related) => related.data.jointTherapy.length > 0)
        .map((related) => `${piece.id} -> ${related.id} (${related.data.jointTherapy.join(', ')})`),
    );
    expect(offered).toEqual([]);
  });

  it('never lists an answer about couples or family therapy', () => {
    const byId = new Map(answers.map((answer) => [answer.id, answer]));
    const offered = answers.filter(declaresAbuse).flatMap((piece) =>
      piece.data.related
        .map((link) => byId.get(link.answer))
        .filter((related) => related !== undefined && related.data.jointTherapy.length > 0)
        .map((related) => `${piece.id} -> ${related!.id}`),
    );
    expect(offered).toEqual([]);
  });

  it('still follows the related-reading rule: at most two, same category, never the piece itself', () => {
    for (const piece of articles.filter(declaresAbuse)) {
      const related = getRelatedArticles(piece, articles);
      expect(related.length).toBeLessThanOrEqual(2);
      for (const each of related) {
        expect(each.id).not.toBe(piece.id);
        expect(each.data.category).toBe(piece.data.category);
      }
    }
  });
});

describe('related reading over the real content', () => {
  const articles = pieces('blog');
  const answers = pieces('answers');
  const byId = new Map(answers.map((answer) => [answer.id, answer.data]));
  const ids = new Set(byId.keys());
  const shown = (answer: (typeof answers)[number]) =>
    relatedAnswerLinks(
      answer.id,
      answer.data.related.map((link, index) => ({ text: String(index), answer: { id: link.answer } })),
      byId,
      ids,
    ).map((link) => byId.get(link.href.replace('/answers/', ''))!);

  it("keeps each piece's category, under articles and answers alike", () => {
    const crossed = [
      ...articles.flatMap((piece) =>
        getRelatedArticles(piece, articles)
          .filter((related) => related.data.category !== piece.data.category)
          .map((related) => `${piece.id} -> ${related.id}`),
      ),
      ...answers.flatMap((piece) =>
        shown(piece)
          .filter((related) => related.category !== piece.data.category)
          .map((related) => `${piece.id} -> ${related.category}`),
      ),
    ];
    expect(crossed).toEqual([]);
  });

  it('shows every curated answer link it keeps, so no file promises a link its page drops', () => {
    for (const answer of answers) expect(shown(answer)).toHaveLength(answer.data.related.length);
  });
});
