/**
 * What the site search indexes and how its records are named: pure rules shared by the build step that
 * writes the Pagefind index (src/integrations/search-index.ts), the pages that mark their metadata and the
 * search UI that reads it.
 */
import { asksNoindex } from '../built-pages.ts';

/** The kinds a result can be, as the index stores them and the kind filter offers them. */
export const SEARCH_KINDS = ['Article', 'Answer', 'FAQ', 'Page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What the filter shows for each kind (plural, as in "Show only articles"). */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  Article: 'Articles',
  Answer: 'Answers',
  FAQ: 'FAQ',
  Page: 'Pages',
};

/** Results shown at first and added by "Show more results": each one fetches its page's fragment. */
export const SEARCH_PAGE_SIZE = 6;

/** Listings repeat the titles and summaries of the pieces they list; the pieces themselves are the results. */
const LISTING = /^\/(blog|answers)(\/page\/\d+)?$/;

/** Pages that are not content: the error pages and the search page itself. */
const NOT_CONTENT = new Set(['/404', '/500', '/search']);

/** Whether a built page belongs in the site search: public content pages only. */
export function isSearchable(path: string, html: string): boolean {
  return !LISTING.test(path) && !NOT_CONTENT.has(path) && !asksNoindex(html);
}

/**
 * A FAQ question's stable id, the fragment of its address (`/faq#do-you-take-insurance`): the words of
 * the question, so a link still works when questions are added or reordered.
 */
export function faqId(question: string): string {
  return question
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Words a misspelt search may have meant, for "Did you mean": the words of titles and headings, and of
 * body text those found on at least two pages, lower case, four letters or more, most frequent first.
 */
export function vocabulary(texts: { heading: string[]; body: string[] }[], limit = 4000): string[] {
  const pages = new Map<string, number>();
  const headingWords = new Set<string>();
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]{2,}[a-z]/g) ?? [];
  for (const { heading, body } of texts) {
    const seen = new Set<string>();
    for (const word of heading.flatMap(wordsOf)) {
      headingWords.add(word);
      seen.add(word);
    }
    for (const word of body.flatMap(wordsOf)) seen.add(word);
    for (const word of seen) pages.set(word, (pages.get(word) ?? 0) + 1);
  }
  return [...pages]
    .filter(([word, count]) => headingWords.has(word) || count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([word]) => word);
}

/** Text of an HTML fragment: tags dropped, the common entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#39|nbsp);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? ' ',
    )
    .replace(/\s+/g, ' ')
    .trim();
}
