import { builtPages, type BuiltPage } from '../site/built-site';
import { allRoutes } from './routes';

/**
 * The pages the layout and interaction checks visit (zoom, text spacing, forced colours, reduced motion,
 * focus both ways): one page of each kind, since pages of a kind share their template, and the pages
 * whose content is most likely to break a layout, found in the build rather than named by hand.
 */
const KIND_SAMPLES = {
  home: '/',
  page: '/about',
  profile: '/dr-miriam-hale',
  article: '/blog/panic-is-not-danger',
  answer: '/answers/how-to-let-go',
  listing: '/answers',
  legal: '/privacy',
  placeholder: '/intake',
  utility: '/thank-you',
  error: '/no-such-page',
} as const;

const words = (page: BuiltPage, selector: string) =>
  (page.document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The page for which `measure` is largest (the first in address order on a tie). */
function largest(pages: BuiltPage[], measure: (page: BuiltPage) => number): string {
  let best = pages[0]!;
  for (const page of pages) if (measure(page) > measure(best)) best = page;
  return best.path;
}

/** The most cells in one row of any table of the page, then the table's text length to break a tie. */
function tableWidth(page: BuiltPage): number {
  let widest = 0;
  for (const table of page.document.querySelectorAll('main table')) {
    const cells = Math.max(
      0,
      ...table.querySelectorAll('tr').map((row) => row.querySelectorAll('th, td').length),
    );
    widest = Math.max(widest, cells * 100_000 + table.textContent.length);
  }
  return widest;
}

/**
 * The longest page to read (the most text in main: a long article or answer), the page with the widest
 * table and the page with the longest title (level-1 heading), among the routes the tests visit.
 */
function contentSamples(): { longest: string; widestTable: string; longestTitle: string } {
  const routes = new Set(allRoutes());
  const pages = builtPages().filter((page) => routes.has(page.path));
  return {
    longest: largest(pages, (page) => words(page, 'main').length),
    widestTable: largest(pages, tableWidth),
    longestTitle: largest(pages, (page) => words(page, 'h1').length),
  };
}

/** Every route the layout and interaction checks visit, each once. */
export function layoutSamples(): string[] {
  const content = contentSamples();
  return [...new Set([...Object.values(KIND_SAMPLES), ...Object.values(content)])];
}
