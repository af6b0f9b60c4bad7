import { useEffect, useState } from 'react';
import { KEYWORD_INDEX_PATH, type AnswerSummary, type KeywordIndex } from '@/lib/answers/answer-summary';
import { suggestAnswers, withKeywords } from '@/lib/answers/suggestions';

/** Typing pauses this long before Fuse.js runs, so a fast typist does not see suggestions flicker. */
const DELAY_MS = 150;

let keywordIndex: Promise<KeywordIndex> | null = null;

/** The keywords, fetched once. Without them (offline, say) the suggestions search the other fields. */
function loadKeywordIndex(): Promise<KeywordIndex> {
  keywordIndex ??= fetch(KEYWORD_INDEX_PATH)
    .then((response) => (response.ok ? (response.json() as Promise<KeywordIndex>) : Promise.reject()))
    .catch(() => {
      keywordIndex = null; // try again on the next search
      return {};
    });
  return keywordIndex;
}

/**
 * PRODUCT.md section 6: "Did you mean" answers, looked for only while `active` (the spec's rule found
 * nothing for a non-empty search). Fuse.js and the keywords are downloaded the first time that happens.
 */
export function useSuggestions(
  answers: readonly AnswerSummary[],
  query: string,
  active: boolean,
): AnswerSummary[] {
  const [found, setFound] = useState<{ query: string; items: AnswerSummary[] } | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      loadKeywordIndex()
        .then((index) => suggestAnswers(withKeywords(answers, index), query))
        .catch(() => [] as AnswerSummary[]) // Fuse.js failed to load: the no-match state stands without them
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
