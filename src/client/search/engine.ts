/**
 * The site search's engine: Pagefind's browser API over the index the build writes to /pagefind/
 * (src/integrations/search-index.ts), and "Did you mean" for a search that finds nothing. Everything here
 * is fetched on the first search, never with a page.
 */

/** A result as the UI shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: text with the matched words in <mark>. */
  excerpt: string;
  kind: string;
  category: string | undefined;
  /** yyyy-mm-dd, for articles and answers. */
  date: string | undefined;
}

export interface SearchFilters {
  kind?: string | undefined;
  category?: string | undefined;
}

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

interface PagefindResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindResult[] } | null>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

/** Kept out of Vite's reach: Pagefind's script is written by the build after Vite has finished. */
const PAGEFIND_URL = '/pagefind/pagefind.js';

/** Words the index knows, for "Did you mean" (written beside the index by the build). */
const WORDS_URL = '/search-words.json';

let engine: Promise<PagefindApi> | undefined;

function pagefind(): Promise<PagefindApi> {
  engine ??= (async () => {
    const api = (await import(/* @vite-ignore */ PAGEFIND_URL)) as PagefindApi;
    // The main thread, not a worker: one script fewer to fetch (11 kB), and a search is a few milliseconds.
    await api.options({ noWorker: true, excerptLength: 24 });
    await api.init();
    return api;
  })();
  engine.catch(() => {
    engine = undefined; // a failed fetch is tried again by the next search
  });
  return engine;
}

/** Starts fetching the engine (the reader has opened search and is about to type). */
export function warmUp(): void {
  void pagefind().catch(() => undefined);
}

/** Every result of a search, in Pagefind's order; their details are fetched by `details`. */
export async function search(query: string, filters: SearchFilters): Promise<PagefindResult[]> {
  const api = await pagefind();
  const chosen: Record<string, string> = {};
  if (filters.kind) chosen.kind = filters.kind;
  if (filters.category) chosen.category = filters.category;
  const found = await api.search(query, { filters: chosen });
  return found?.results ?? [];
}

export async function details(results: PagefindResult[]): Promise<SearchHit[]> {
  const data = await Promise.all(results.map((result) => result.data()));
  return data.map(({ url, excerpt, meta }) => ({
    url,
    excerpt,
    title: meta.title ?? url,
    kind: meta.kind ?? 'Page',
    category: meta.category,
    date: meta.date,
  }));
}

/** The values each filter can take, with how many records have them. */
export async function filterValues(): Promise<Record<string, Record<string, number>>> {
  return (await pagefind()).filters();
}

let words: Promise<string[]> | undefined;

/** The site's words (the build's list), fetched once: "Did you mean" and a failed search's topic use them. */
export function siteWords(): Promise<string[]> {
  words ??= fetch(WORDS_URL).then((response) => {
    if (!response.ok) throw new Error(`${WORDS_URL}: ${response.status}`);
    return response.json() as Promise<string[]>;
  });
  words.catch(() => {
    words = undefined;
  });
  return words;
}

/**
 * The search with each word that the index does not know replaced by the closest word it does ("anxeity"
 * becomes "anxiety"), or null when there is nothing closer. Fuse.js and the word list are fetched the
 * first time a search finds nothing.
 */
export async function correctedQuery(query: string): Promise<string | null> {
  const [list, { default: Fuse }] = await Promise.all([siteWords(), import('fuse.js/basic')]);
  const known = new Set(list);
  const fuse = new Fuse(list, { threshold: 0.4, includeScore: true });
  let changed = false;
  const corrected = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (word.length < 4 || known.has(word)) return word;
      const [best] = fuse.search(word, { limit: 1 });
      if (!best || best.item === word) return word;
      changed = true;
      return best.item;
    });
  return changed ? corrected.join(' ') : null;
}
