import { getCollection } from 'astro:content';
import { buildSearchIndex } from '@/lib/answers/search-index';

/**
 * The answers explorer's search data (src/lib/answers/search-index.ts): fetched on the visitor's first
 * search or filter, never with the page.
 */
export async function GET() {
  const index = buildSearchIndex(await getCollection('answers'));
  return new Response(JSON.stringify(index), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
