import { useEffect, useState } from 'react';
import { suggestAnswers, type SearchableAnswer } from '@/lib/answers/suggestions';

/** Typing pauses this long before Fuse.js runs, so a fast typist does not see suggestions flicker. */
const DELAY_MS = 150;

/**
 * "Did you mean" answers, looked for only while `active` (the listing's exact filter found nothing for a
 * non-empty search), among every answer of the search index, SEO keywords included. Fuse.js is downloaded the
 * first time that happens.
 */
export function useSuggestions(
  answers: readonly SearchableAnswer[],
  query: string,
  active: boolean,
): SearchableAnswer[] {
  const [found, setFound] = useState<{ query: string; items: SearchableAnswer[] } | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      suggestAnswers(answers, query)
        .catch(() => [] as SearchableAnswer[]) // Fuse.js failed to load: the no-match state stands without them
        .then((items) => {
          if (!cancelled) setFound({ query, items });
        });
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [answers, query, active]);

  return active && found?.query === query ? found.items : [];
}
