import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './built-site';
import { measurePage, type PageWeight } from './page-weight';

type Budget = Pick<PageWeight, 'html' | 'css' | 'js' | 'interactionJs' | 'largestImage'>;
interface BudgetFile {
  default: Budget;
  pages: Array<{ match: string; budget: Partial<Budget> }>;
}

const budgets = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'budgets.json'), 'utf8'),
) as BudgetFile;

function budgetFor(path: string): Budget {
  return budgets.pages
    .filter((entry) => new RegExp(entry.match).test(path))
    .reduce<Budget>((budget, entry) => ({ ...budget, ...entry.budget }), { ...budgets.default });
}

describe('byte budgets (budgets.json)', () => {
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
