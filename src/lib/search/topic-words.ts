/**
 * The words of a text as a search's topic is matched: shared by the counting, which maps a search that
 * found nothing to a topic (src/lib/analytics/search-topics.ts), and the content check, which holds the
 * reviewed topics' words to this form (src/lib/content-check/rules/search-topics.ts).
 */

/** The words of a text as topics are matched: lower case, accents and apostrophes dropped, letters only. */
export function topicWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}
