// Dynamic so a switched-off feature builds no file: getStaticPaths may return no page, a plain route not.
import type { APIRoute } from 'astro';
import { SITE } from '#practice';

// /robots.txt, built while the static SEO files are switched on. Assets stay crawlable (unlike
// AstroWind's, which hides /_astro/ and with it the CSS and images).
export function getStaticPaths() {
  return SITE.features.staticSeoFiles ? [{ params: { robots: 'robots' } }] : [];
}

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${SITE.url}/sitemap-index.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
