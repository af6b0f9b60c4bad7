/** Text as it opens a sentence: its first letter in capitals, the rest as written. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
