import { DEFAULT_FILTERS, type AnswerFilters } from '@/lib/answers/filter-answers';
import { filtersFromSearch, sameFilters, searchWithFilters } from '@/lib/answers/filter-url';

/** What caused a change: typing in the search box, or a discrete choice (a button). */
type ChangeSource = 'typing' | 'choice';

export interface FilterStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnswerFilters;
  getServerSnapshot(): AnswerFilters;
  /**
   * Changes some filters, keeping the others as they are now: two choices replayed in one task (taps made
   * before the island hydrated) must not each start from the filters of the last render.
   */
  set(change: Partial<AnswerFilters>, source: ChangeSource): void;
}

/**
 * The explorer's filters, kept in step with the URL query (?q=&tier=&category=, so a filtered view can be
 * shared and the back button works) for useSyncExternalStore: the server render and hydration use the defaults (every card in the HTML),
 * then the client reads the address, and back/forward (popstate) restores earlier filters.
 *
 * History: a discrete choice adds an entry; a run of keystrokes adds one entry and then replaces it, so
 * Back leaves the search as a whole instead of undoing it letter by letter. The filters live here, not
 * in the URL alone: Safari refuses more than 100 history calls in 30 seconds, and typing must still
 * work when it does.
 */
export function createFilterStore(categories: readonly string[]): FilterStore {
  const inBrowser = typeof window !== 'undefined';
  let filters = inBrowser ? filtersFromSearch(window.location.search, categories) : DEFAULT_FILTERS;
  let lastSource: ChangeSource | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function writeAddress(next: AnswerFilters, replace: boolean) {
    const { pathname, search, hash } = window.location;
    const url = `${pathname}${searchWithFilters(search, next)}${hash}`;
    try {
      if (replace) window.history.replaceState(window.history.state, '', url);
      else window.history.pushState(null, '', url);
    } catch {
      // History throttled (see above): the view still follows the filters; only the address lags.
    }
  }

  const onPopState = () => {
    lastSource = null;
    const restored = filtersFromSearch(window.location.search, categories);
    if (sameFilters(restored, filters)) return;
    filters = restored;
    notify();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('popstate', onPopState);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
      };
    },
    getSnapshot: () => filters,
    getServerSnapshot: () => DEFAULT_FILTERS,
    set(change, source) {
      const next = { ...filters, ...change };
      if (sameFilters(next, filters)) return;
      writeAddress(next, source === 'typing' && lastSource === 'typing');
      lastSource = source;
      filters = next;
      notify();
    },
  };
}
