/**
 * A text's slug: lowercase ASCII words joined by single hyphens, accents dropped and apostrophes removed
 * ("Enabling vs. Caring: What's the Difference?" gives enabling-vs-caring-whats-the-difference). A new
 * piece's file name and address, and a FAQ question's id, are made with it.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
