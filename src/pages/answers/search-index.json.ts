import { getAnswers } from '@/lib/answers/answers';
import { buildSearchIndex } from '@/lib/answers/search-index';

/**
 * The published answers' search data for the explorer (src/lib/answers/search-index.ts): fetched on the visitor's first
 * search or filter, never with the page.
 */
export async function GET() {
  const index = buildSearchIndex(await getAnswers());
  return new Response(JSON.stringify(index), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
