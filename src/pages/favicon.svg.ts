import type { APIRoute } from 'astro';
import { PRACTICE } from '#practice';

/**
 * The favicon, drawn from the practice's colours so a practice that changes its theme changes its icon:
 * two overlapping discs, brand and accent, on paper. The PNG icons are drawn once by `npm run artwork`.
 */
export const GET: APIRoute = () => {
  const { brand, clay } = PRACTICE.theme.light;
  return new Response(
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#fbf8f3"/><circle cx="12.5" cy="16" r="8" fill="${brand}" opacity=".9"/><circle cx="19.5" cy="16" r="8" fill="${clay}" opacity=".75"/></svg>`,
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );
};
