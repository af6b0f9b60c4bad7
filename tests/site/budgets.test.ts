import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_KINDS, type PageKind } from '../../src/lib/pages/registry.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { builtPages } from './built-site';
import { measurePage, type PageWeight } from './page-weight';

type Budget = Pick<PageWeight, 'html' | 'css' | 'js' | 'interactionJs' | 'largestImage'>;
interface BudgetFile {
  default: Budget;
  /** An entry applies to the pages that have all it names: the registry's kind, the exact path, a path pattern. */
  pages: Array<{ kind?: PageKind; path?: string; match?: string; budget: Partial<Budget> }>;
}

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'budgets.json'), 'utf8'),
) as BudgetFile;

const kinds = new Map(sitePages().map((entry) => [entry.path, entry.kind]));

function budgetFor(path: string): Budget {
  return budgets.pages
    .filter(
      (entry) =>
        (entry.kind === undefined || kinds.get(path) === entry.kind) &&
        (entry.path === undefined || entry.path === path) &&
        (entry.match === undefined || new RegExp(entry.match).test(path)),
    )
    .reduce<Budget>((budget, entry) => ({ ...budget, ...entry.budget }), { ...budgets.default });
}

describe('byte budgets (budgets.json)', () => {
  it('names only kinds and pages the page registry has', () => {
    for (const entry of budgets.pages) {
      if (entry.kind !== undefined) expect(PAGE_KINDS).toContain(entry.kind);
      if (entry.path !== undefined) expect([...kinds.keys()]).toContain(entry.path);
    }
  });

  for (const page of builtPages()) {
    it(`${page.path} stays within its budget`, () => {
      const weight = measurePage(page);
      const budget = budgetFor(page.path);
      const over = (Object.keys(budget) as Array<keyof Budget>)
        .filter((key) => weight[key] > budget[key])
        .map(
          (key) =>
            `${key}: ${weight[key]} bytes > ${budget[key]}${key === 'largestImage' ? ` (${weight.largestImageFile})` : ''}`,
        );
      expect(over).toEqual([]);
    });
  }
});
