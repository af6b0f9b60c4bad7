/**
 * The estimate's rules as properties over any plan a visitor could type (fast-check draws them), not only
 * the hand-worked cases: what must hold whatever the figures.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateCosts, type EstimateInput } from '@/lib/fees/estimate';
import { readEstimateFields } from '@/lib/fees/estimate-form';

const cents = (max: number) => fc.integer({ min: 0, max });

/** Any input the form can produce: amounts under $1,000,000, coinsurance 0 to 100 (with decimals). */
const inputs: fc.Arbitrary<EstimateInput> = fc.record({
  feeCents: fc.integer({ min: 1, max: 200_000 }),
  sessionsPerMonth: fc.integer({ min: 1, max: 8 }),
  months: fc.integer({ min: 1, max: 12 }),
  deductibleCents: fc.oneof(cents(50_000), cents(99_999_999)),
  coinsurancePercent: fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
  allowedCents: fc.option(cents(400_000)),
  outOfPocketMaxCents: fc.option(fc.oneof(cents(100_000), cents(99_999_999))),
});

const RUNS = { numRuns: 400 };

const totalNet = (input: EstimateInput) => estimateCosts(input).total.netCents;

describe('estimateCosts, over any plan (fast-check)', () => {
  it('nothing is negative, fractional or NaN', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const estimate = estimateCosts(input);
        const amounts = [...estimate.sessions, ...estimate.months, estimate.total].flatMap((row) => [
          row.paidCents,
          row.reimbursedCents,
          row.netCents,
          row.toDeductibleCents,
          row.aboveAllowedCents,
        ]);
        amounts.push(estimate.countedCents, estimate.aboveAllowedCents, estimate.afterDeductibleNetCents);
        expect(amounts.filter((amount) => !Number.isInteger(amount) || amount < 0)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('the plan never pays more than its allowed amount or the fee, and paid = plan + net', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const estimate = estimateCosts(input);
        for (const row of [...estimate.sessions, ...estimate.months, estimate.total]) {
          expect(row.reimbursedCents + row.netCents).toBe(row.paidCents);
        }
        for (const session of estimate.sessions) {
          expect(session.paidCents).toBe(input.feeCents);
          expect(session.reimbursedCents).toBeLessThanOrEqual(input.feeCents);
          if (input.allowedCents !== null)
            expect(session.reimbursedCents).toBeLessThanOrEqual(input.allowedCents);
          // The part above the allowed amount is never paid back.
          expect(session.netCents).toBeGreaterThanOrEqual(session.aboveAllowedCents);
        }
        expect(estimate.total.toDeductibleCents).toBeLessThanOrEqual(input.deductibleCents);
      }),
      RUNS,
    );
  });

  it('more deductible or more coinsurance never costs less', () => {
    fc.assert(
      fc.property(
        inputs,
        cents(500_000),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (input, more, extra) => {
          const morePercent = Math.min(100, input.coinsurancePercent + extra);
          expect(
            totalNet({ ...input, deductibleCents: input.deductibleCents + more }),
          ).toBeGreaterThanOrEqual(totalNet(input));
          expect(totalNet({ ...input, coinsurancePercent: morePercent })).toBeGreaterThanOrEqual(
            totalNet(input),
          );
        },
      ),
      RUNS,
    );
  });

  it('the out-of-pocket maximum, once reached, stays reached, and the visitor never pays toward it past it', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const estimate = estimateCosts(input);
        const reached =
          input.outOfPocketMaxCents === 0 ? -1 : estimate.sessions.findIndex((s) => s.reachesOutOfPocketMax);
        if (input.outOfPocketMaxCents === null) expect(reached).toBe(-1);
        if (reached !== -1 || input.outOfPocketMaxCents === 0) {
          for (const session of estimate.sessions.slice(reached + 1)) {
            expect(session.reimbursedCents).toBe(estimate.countedCents);
            expect(session.reachesOutOfPocketMax).toBe(false);
          }
        }
        if (input.outOfPocketMaxCents !== null) {
          const towardMaximum = estimate.total.netCents - estimate.total.aboveAllowedCents;
          expect(towardMaximum).toBeLessThanOrEqual(input.outOfPocketMaxCents);
        }
      }),
      RUNS,
    );
  });
});

describe('readEstimateFields, over anything typed (fast-check)', () => {
  it('never throws, and whatever it accepts is an input in whole, non-negative cents', () => {
    const typed = fc.oneof(fc.string(), fc.stringMatching(/^\$?[\d,]{0,9}(\.\d{0,3})?%?$/));
    fc.assert(
      fc.property(typed, typed, typed, typed, (deductible, coinsurance, allowed, outOfPocketMax) => {
        const read = readEstimateFields(
          { deductible, coinsurance, allowed, outOfPocketMax },
          { feeCents: 16_500, sessionsPerMonth: 4, months: 12 },
        );
        if (!read.ok) return;
        const { deductibleCents, allowedCents, outOfPocketMaxCents, coinsurancePercent } = read.input;
        for (const amount of [deductibleCents, allowedCents ?? 0, outOfPocketMaxCents ?? 0]) {
          expect(Number.isInteger(amount) && amount >= 0 && amount < 100_000_000).toBe(true);
        }
        expect(coinsurancePercent === 0 || (coinsurancePercent >= 1 && coinsurancePercent <= 100)).toBe(true);
        if (outOfPocketMaxCents !== null) expect(outOfPocketMaxCents).toBeGreaterThanOrEqual(deductibleCents);
      }),
      RUNS,
    );
  });
});
