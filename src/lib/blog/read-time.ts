/** Read time comes from the words at 200 a minute, never typed by a writer, so it cannot drift. */
const WORDS_PER_MINUTE = 200;

/** Words in a text as a reader reads it: runs between spaces that hold a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readTimeLabel(words: number): string {
  return `${readMinutes(words)} min read`;
}

/** schema.org's `timeRequired` for the same minutes, an ISO 8601 duration. */
export function readDuration(words: number): string {
  return `PT${readMinutes(words)}M`;
}
