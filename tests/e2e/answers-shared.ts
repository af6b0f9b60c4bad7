/**
 * What the answers specs share: the answers as the content folder holds them, and the listing's controls
 * as a visitor finds them (by role and accessible name).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { expect, type Page } from '@playwright/test';
import { axeViolations, WCAG_TAGS } from './a11y/axe';
import { filterAnswers, type AnswerFilters } from '../../src/lib/answers/filter-answers.ts';
import { answerSummaries, type AnswerEntryLike } from '../../src/lib/answers/answer-summary.ts';
import { ANSWERS_PAGE_SIZE as PAGE_SIZE } from '../../src/lib/answers/pagination.ts';
import { CONTENT_FOLDERS } from '../../src/lib/content/content-folders.ts';
import { resolvePerson, type Person } from '../../src/lib/people.ts';

export { PAGE_SIZE };

/** The answers as the content folder holds them, in listing order: the expectations follow the content. */
const answersDir = join(import.meta.dirname, '..', '..', CONTENT_FOLDERS.answers);
export const ANSWERS = answerSummaries(
  readdirSync(answersDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const { frontmatter } = parseFrontmatter(readFileSync(join(answersDir, file), 'utf8'));
      const published = new Date(String(frontmatter.published));
      return { id: file.replace(/\.mdx$/, ''), data: { ...frontmatter, published } } as AnswerEntryLike;
    }),
);
export const TOTAL = ANSWERS.length;

/** An answer's file: its frontmatter and its body. */
export const answerFile = (slug: string) =>
  parseFrontmatter(readFileSync(join(answersDir, `${slug}.mdx`), 'utf8'));

/** An answer's author and reviewer, as its file names them: the clinicians its page credits. */
export function answerPeople(slug: string): { author: Person; reviewer: Person } {
  const { frontmatter } = answerFile(slug);
  return {
    author: resolvePerson(frontmatter.author as string),
    reviewer: resolvePerson(frontmatter.reviewer as string),
  };
}
/** An answer's dates as its file gives them (YYYY-MM-DD): the days its page must show. */
export function answerDates(slug: string): { published: string; updated: string | undefined } {
  const { frontmatter } = answerFile(slug);
  const day = (value: unknown) => (value ? new Date(String(value)).toISOString().slice(0, 10) : undefined);
  return { published: day(frontmatter.published)!, updated: day(frontmatter.updated) };
}

/** The cards of /answers before any filter: its first page. */
export const FIRST_PAGE = Math.min(TOTAL, PAGE_SIZE);
export const expected = (filters: Partial<AnswerFilters>) =>
  filterAnswers(ANSWERS, { query: '', tier: null, category: null, ...filters });

// The cards a visitor sees: the island hides (with `hidden`) the server-rendered cards that do not match.
export const cards = (page: Page) => page.locator('main article').filter({ visible: true });
export const resultLine = (page: Page) => page.getByRole('status');
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search answers' });
export const tierButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tier' }).getByRole('button', { name, exact: true });
export const topicButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Topic' }).getByRole('button', { name, exact: true });

const explorer = (page: Page) => page.locator('astro-island[component-url*="AnswersExplorer"]');

/** Waits until the explorer has hydrated (Astro drops the island's `ssr` attribute then). */
export async function hydrated(page: Page) {
  await expect(explorer(page)).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Opens the listing. The explorer hydrates on the first touch of its controls, or at once when the
 * address carries filters; a test that acts on the controls does not wait for it.
 */
export async function openListing(page: Page, query = '') {
  await page.goto(`/answers${query}`);
  if (query) await hydrated(page);
}

/** Scripts of React and the islands, the code a reader who only reads never fetches. */
export const islandCode = (urls: string[]) =>
  urls.filter((url) => /\/_astro\/(AnswersExplorer|client|react|jsx-runtime)[.-]/.test(url));

/** "Read Full Answer" with the card's title in its accessible name. */
export const readFullAnswer = (title: string) =>
  new RegExp(`^Read Full Answer\\W*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, [], { tags: WCAG_TAGS })).toEqual([]);
}
