import { useEffect, useState } from 'react';
import { SEARCH_INDEX_PATH, readSearchIndex } from '@/lib/answers/search-index';
import type { SearchableAnswer } from '@/lib/answers/suggestions';

export type SearchIndexState =
  { state: 'loading' } | { state: 'ready'; answers: SearchableAnswer[] } | { state: 'failed' };

let request: Promise<SearchableAnswer[]> | null = null;

/** The index, fetched once per page; a failed fetch (offline, say) is tried again on the next mount. */
function fetchIndex(): Promise<SearchableAnswer[]> {
  request ??= fetch(SEARCH_INDEX_PATH)
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(response.statusText))))
    .then(readSearchIndex)
    .catch((error: unknown) => {
      request = null;
      throw error;
    });
  return request;
}

/**
 * Every answer's search data (src/lib/answers/search-index.ts), fetched when the explorer hydrates, that
 * is on the visitor's first search or filter, or at once on an address that carries filters.
 */
export function useSearchIndex(): SearchIndexState {
  const [index, setIndex] = useState<SearchIndexState>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    fetchIndex().then(
      (answers) => !cancelled && setIndex({ state: 'ready', answers }),
      () => !cancelled && setIndex({ state: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return index;
}
