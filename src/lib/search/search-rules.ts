/**
 * What the site search indexes and how its records are named: pure rules shared by the build step that
 * writes the Pagefind index (src/integrations/search-index.ts), the pages that mark their metadata and the
 * search UI that reads it. Nothing here loads the HTML parser: the FAQ island imports faqId.
 */
import type { HTMLElement } from 'node-html-parser';
import type { PageEntry, PageKind } from '../pages/registry.ts';
import { slugify } from '../slug.ts';

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

/**
 * The kinds of page (src/lib/pages/registry.ts) the search indexes: content. Listings repeat the titles
 * and summaries of the pieces they list, whose own pages are the results; placeholders, utility pages
 * (the search page among them) and error pages are not content.
 */
const SEARCHED_KINDS: readonly PageKind[] = ['home', 'page', 'profile', 'legal', 'article', 'answer'];

/**
 * Whether a built page belongs in the site search: an indexed content page of the registry only, and
 * never one whose HTML asks search engines to leave it out (`noindex`, src/lib/built-pages.ts).
 */
export function isSearchable(entry: PageEntry | undefined, noindex: boolean): boolean {
  return !!entry && entry.indexed && SEARCHED_KINDS.includes(entry.kind) && !noindex;
}

/**
 * A FAQ question's stable id, the fragment of its address (`/faq#do-you-take-insurance`): the words of
 * the question, so a link still works when questions are added or reordered.
 */
export function faqId(question: string): string {
  return slugify(question);
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

/** Elements whose content is no reader's text. */
const NOT_TEXT = new Set(['script', 'style', 'svg']);

/** The text of a parsed element (src/lib/built-pages.ts): scripts, styles and drawings left out, entities decoded. */
export function textOf(element: HTMLElement): string {
  const parts: string[] = [];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.text);
      else if (child.nodeType === 1 && !NOT_TEXT.has((child as HTMLElement).rawTagName?.toLowerCase()))
        walk(child as HTMLElement);
    }
  };
  walk(element);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
