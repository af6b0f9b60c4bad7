/**
 * The words of a search that found nothing, as they are counted: lower case, accents and punctuation
 * dropped, any word holding a digit or an @ left out (a phone number, an address, a date of birth), at
 * most six words of at most 24 letters. The page normalises before anything leaves it, and the endpoint
 * normalises again, so what is stored is never more than this.
 */
const MAX_WORDS = 6;
const MAX_LETTERS = 24;

export function searchWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .split(/\s+/)
    .filter((word) => !/[\d@]/.test(word))
    .join(' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 1)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_LETTERS))
    .join(' ');
}
