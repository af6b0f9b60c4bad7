/**
 * What a search that found nothing is counted as: one id from a fixed, public vocabulary, never its words.
 * The vocabulary is the reviewed topics (src/config/search-topics.ts) and the words of the site's own
 * pages (the build's /search-words.json, which the search page fetches and the server reads at start):
 * a reviewed topic one of whose words the search holds; else, when every word of the search is a word
 * of the site, the longest of them as `site:<word>`; else "other". A name, a street, an email or any
 * phrase outside the vocabulary can only ever be "other". The page maps before anything leaves it; the
 * endpoint takes ids from this vocabulary only (`knownTopic`).
 */
import { SEARCH_TOPICS } from '../../config/search-topics.ts';
import { topicWords } from '../search/topic-words.ts';

/** A search whose words are in no topic and not all the site's. */
export const OTHER_TOPIC = 'other';
/** The prefix of a topic that is one word of the site's own pages. */
export const SITE_TOPIC = 'site:';

const TOPIC_PHRASES = SEARCH_TOPICS.map((topic) => ({
  id: topic.id,
  phrases: topic.words.map((phrase) => phrase.split(' ')),
}));

const holds = (words: readonly string[], phrase: readonly string[]) =>
  words.some((_, start) => phrase.every((word, i) => words[start + i] === word));

/** The topic id a search is counted under. */
export function searchTopic(query: string, siteWords: ReadonlySet<string>): string {
  const words = topicWords(query);
  for (const { id, phrases } of TOPIC_PHRASES) {
    if (phrases.some((phrase) => holds(words, phrase))) return id;
  }
  const meaningful = words.filter((word) => word.length > 2);
  if (meaningful.length > 0 && meaningful.every((word) => siteWords.has(word))) {
    const [longest] = [...meaningful].sort((a, b) => b.length - a.length || a.localeCompare(b));
    return `${SITE_TOPIC}${longest}`;
  }
  return OTHER_TOPIC;
}

const TOPIC_IDS = new Set(SEARCH_TOPICS.map((topic) => topic.id));

/** An id as the endpoint counts it: one of the vocabulary's, or "other". */
export function knownTopic(id: string, siteWords: ReadonlySet<string>): string {
  if (TOPIC_IDS.has(id)) return id;
  if (id.startsWith(SITE_TOPIC) && siteWords.has(id.slice(SITE_TOPIC.length))) return id;
  return OTHER_TOPIC;
}

/** A topic's label for the report and the digest. */
export function topicLabel(id: string): string {
  if (id.startsWith(SITE_TOPIC)) return `“${id.slice(SITE_TOPIC.length)}” (a word of the site’s pages)`;
  return SEARCH_TOPICS.find((topic) => topic.id === id)?.label ?? 'Other searches';
}
