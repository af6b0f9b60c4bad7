/** Read time comes from the words at 200 a minute, never typed by a writer, so it cannot drift. */
const WORDS_PER_MINUTE = 200;

/** Words a reader reads in a Markdown/MDX body: markup, link targets and code fences do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readTimeLabel(markdown: string): string {
  return `${readMinutes(countWords(markdown))} min read`;
}
