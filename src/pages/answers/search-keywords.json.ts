import { keywordIndex } from '@/lib/answers/answer-summary';
import { getAnswers } from '@/lib/answers/answers';

/**
 * The published answers' SEO keywords for the listing's "Did you mean" suggestions. They
 * stay out of the listing page, which only the rare search that finds nothing needs them for; the
 * explorer fetches this file then, together with Fuse.js.
 */
export async function GET() {
  const index = keywordIndex(await getAnswers());
  return new Response(JSON.stringify(index), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
