import { PAGE_KINDS, type PageKind } from '../../src/lib/pages/registry.ts';
import { builtPages, type BuiltPage } from '../site/built-site';
import { allRoutes, routesOfKind } from './routes';

/** An address no page has: the error kind's page, as a visitor meets it. */
export const NOT_FOUND = '/no-such-page';

/**
 * One page of each kind of the page registry the practice has, since pages of a kind share their
 * template: the kind's first page, and for the error kind an unknown address. A kind the practice has no
 * page of (a profile, where nobody is the founder) has nothing to check.
 */
export function kindSamples(): Partial<Record<PageKind, string>> {
  const samples: Partial<Record<PageKind, string>> = {};
  for (const kind of PAGE_KINDS) {
    const route = kind === 'error' ? NOT_FOUND : routesOfKind(kind)[0];
    if (route) samples[kind] = route;
  }
  return samples;
}

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
export function contentSamples(): { longest: string; widestTable: string; longestTitle: string } {
  const routes = new Set(allRoutes());
  const pages = builtPages().filter((page) => routes.has(page.path));
  return {
    longest: largest(pages, (page) => words(page, 'main').length),
    widestTable: largest(pages, tableWidth),
    longestTitle: largest(pages, (page) => words(page, 'h1').length),
  };
}

/**
 * The pages the layout and interaction checks visit (zoom, text spacing, forced colours, reduced motion,
 * focus both ways), each once: one page of each kind, and the pages whose content is most likely to
 * break a layout, found in the build rather than named by hand.
 */
export function layoutSamples(): string[] {
  return [...new Set([...Object.values(kindSamples()), ...Object.values(contentSamples())])];
}
