/**
 * The content folders. src/content.config.ts loads them and `npm run check:content` reads them; `route`
 * is where a collection's pieces get their pages (/blog/<file name>), null for the notices, which
 * each have their own page.
 */
export const CONTENT_COLLECTIONS = {
  blog: { base: 'src/content/blog', route: '/blog' },
  answers: { base: 'src/content/answers', route: '/answers' },
  legal: { base: 'src/content/legal', route: null },
} as const;

export type CollectionName = keyof typeof CONTENT_COLLECTIONS;
