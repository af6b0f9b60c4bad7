/**
 * Small cells and origins, as rules: no withheld count can be worked back from what is shown, a table's
 * withheld counts have partners in their row and column, and a recorded origin cannot be believed while
 * many of them still tell the practice where consultations come from.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL, METRICS, buildFigures, type CountRow } from '@/lib/analytics/figures';
import {
  ORIGIN_KINDS,
  ORIGIN_MIN_COUNT,
  ORIGIN_TRUTH,
  estimateKinds,
  originKind,
  randomizedKind,
  type OriginKind,
} from '@/lib/analytics/origins';
import { SMALL_COUNT, protectCells, protectTable } from '@/lib/analytics/small-cells';
import { sitePages } from '@/lib/pages/site-pages';
import { digestText } from '@/server/analytics/digest-email';
import { htmlReport } from '@/server/analytics/report-html';
import { textReport } from '@/server/analytics/report-text';
import { seededRandom } from '../../src/lib/seeded-random.ts';

const pages = new Map(sitePages(join(import.meta.dirname, '..', '..')).map((page) => [page.path, page.kind]));

/** Mostly small counts, some zeros, a few large: where suppression has work to do. */
const count = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 4 }) },
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 5, max: 40 }) },
);
const group = fc.dictionary(fc.stringMatching(/^[a-h]$/), count, { minKeys: 1, maxKeys: 8 });

describe('small cells', () => {
  it('no suppressed cell can be recovered from the shown cells and totals by subtraction', () => {
    fc.assert(
      fc.property(group, (counts) => {
        const shown = protectCells(counts);
        const keys = Object.keys(counts);
        const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
        // Nothing shown is a small count: not a cell, not the rest, not the total.
        for (const n of [...Object.values(shown.cells), shown.rest, shown.total]) {
          if (n !== null) expect(n === 0 || n >= SMALL_COUNT).toBe(true);
        }
        const withheld = keys.filter((key) => shown.cells[key] === null);
        if (withheld.length === 0) return;
        if (keys.length === 1) {
          // A group of one is its own total: withheld, both are.
          expect(shown.total).toBeNull();
          return;
        }
        // The worst case: the total is known (from elsewhere, if not here), and so is every shown cell.
        const known = keys
          .filter((key) => shown.cells[key] !== null)
          .reduce((sum, key) => sum + shown.cells[key]!, 0);
        const left = total - known;
        if (shown.rest !== null) expect(shown.rest).toBe(left);
        // A withheld count is at least 1 where 0s are shown, at least 0 where every count is withheld.
        const least = shown.total === null ? 0 : 1;
        // Each withheld count can be anything from `least` to what the others leave: at least two values.
        expect(withheld.length).toBeGreaterThanOrEqual(2);
        expect(left - (withheld.length - 1) * least).toBeGreaterThan(least);
      }),
      { numRuns: 2000 },
    );
  });

  it('withholds the example that gave a count back: 6 in all, 5 on one page, 1 on the teen page', () => {
    expect(protectCells({ '/services': 5, '/teens': 1 })).toEqual({
      cells: { '/services': null, '/teens': null },
      rest: 6,
      total: 6,
    });
    // Five counts of 1 would each be 1 however they are grouped: the total goes too.
    expect(protectCells({ a: 1, b: 1, c: 1, d: 1, e: 1 }).total).toBeNull();
  });

  it('gives every withheld count of a table a withheld partner in its row and in its column, unless their total is under 5', () => {
    const table = fc.dictionary(
      fc.stringMatching(/^[a-d]$/),
      fc.dictionary(fc.stringMatching(/^[0-3]$/), count, { minKeys: 1, maxKeys: 4 }),
      { minKeys: 1, maxKeys: 4 },
    );
    fc.assert(
      fc.property(table, (input) => {
        const shown = protectTable(input);
        const rows = Object.keys(shown);
        const columns = Object.keys(shown[rows[0]!]!);
        const at = (row: string, column: string) => input[row]![column] ?? 0;
        for (const row of rows) {
          for (const column of columns) {
            const cell = shown[row]![column];
            if (cell !== null) {
              expect(cell === 0 || cell! >= SMALL_COUNT).toBe(true);
              continue;
            }
            // A 0 withheld beside others tells nothing when worked back.
            if (at(row, column) === 0) continue;
            // A row or column whose total is itself under 5 is withheld whole, its total with it.
            const small = (n: number) => n > 0 && n < SMALL_COUNT;
            const rowTotal = columns.reduce((sum, c) => sum + at(row, c), 0);
            const columnTotal = rows.reduce((sum, r) => sum + at(r, column), 0);
            const inRow = columns.filter((c) => shown[row]![c] === null);
            const inColumn = rows.filter((r) => shown[r]![column] === null);
            if (columns.length > 1 && !small(rowTotal)) expect(inRow.length).toBeGreaterThanOrEqual(2);
            if (rows.length > 1 && !small(columnTotal)) expect(inColumn.length).toBeGreaterThanOrEqual(2);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('where consultations come from', () => {
  it('records a page as its kind: a teen page and the fees page are both "page"', () => {
    expect(originKind('/teens', pages)).toBe('page');
    expect(originKind('/fees', pages)).toBe('page');
    expect(originKind('outside', pages)).toBe('outside');
    expect(originKind('/no-such-page', pages)).toBe('other');
  });

  it('records the true kind only by chance: no recorded kind can be believed', () => {
    const random = seededRandom(39);
    const draws = 24_000;
    let right = 0;
    const recorded = new Map<OriginKind, number>();
    for (let i = 0; i < draws; i += 1) {
      const kind = randomizedKind('page', random);
      if (kind === 'page') right += 1;
      recorded.set(kind, (recorded.get(kind) ?? 0) + 1);
    }
    // Right with ORIGIN_TRUTH plus its share of the random answers, and every other kind comes up too.
    const expected = ORIGIN_TRUTH + (1 - ORIGIN_TRUTH) / ORIGIN_KINDS.length;
    expect(Math.abs(right / draws - expected)).toBeLessThan(0.02);
    expect(expected).toBeLessThan(0.6);
    expect([...recorded.keys()].sort()).toEqual([...ORIGIN_KINDS].sort());
  });

  it('still tells the practice which kinds of pages lead to consultations, from enough messages', () => {
    const random = seededRandom(7);
    const truth = { answer: 120, page: 60, outside: 20 };
    const recorded: Record<string, number> = {};
    for (const [kind, n] of Object.entries(truth) as [OriginKind, number][]) {
      for (let i = 0; i < n; i += 1) {
        const shown = randomizedKind(kind, random);
        recorded[shown] = (recorded[shown] ?? 0) + 1;
      }
    }
    const estimates = estimateKinds(recorded)!;
    expect(Object.keys(estimates).slice(0, 2)).toEqual(['answer', 'page']);
    expect(Math.abs(estimates['answer']! - 120)).toBeLessThan(25);
    expect(estimateKinds({ answer: ORIGIN_MIN_COUNT - 1 })).toBeNull();
  });

  it('shows no page or kind of the messages of a week: 6 messages, 5 from the services page and 1 from the teen page', () => {
    const random = seededRandom(1);
    const cameFrom = ['/services', '/services', '/services', '/services', '/services', '/teens'];
    const rows: CountRow[] = cameFrom.flatMap((page, i) => [
      { day: `2026-11-${16 + (i % 5)}`, metric: METRICS.contactAccepted, key: ALL, n: 1 },
      {
        day: '2026-11-01',
        metric: METRICS.contactAcceptedKind,
        key: randomizedKind(originKind(page, pages), random),
        n: 1,
      },
      { day: `2026-11-${16 + (i % 5)}`, metric: METRICS.view, key: page, n: 1 },
    ]);
    const figures = buildFigures({
      from: '2026-11-16',
      to: '2026-11-22',
      rows,
      replySeconds: [],
      promiseSeconds: 8 * 3600,
      pages,
    });
    for (const output of [
      digestText(figures, figures),
      textReport(figures),
      htmlReport(figures, 'A practice'),
      JSON.stringify(figures),
    ]) {
      expect(output).not.toMatch(/\/teens|\/services|teen/i);
      expect(output).not.toMatch(/(: |>|")1(\)|<|,|$)/m);
    }
    expect(digestText(figures, figures)).toContain('- Messages sent through the form: 6');
    expect(digestText(figures, figures)).toContain(
      `Fewer than ${ORIGIN_MIN_COUNT} messages in November 2026`,
    );
    expect(figures.views).toEqual({ cells: {}, rest: 6, total: 6 });
  });
});
