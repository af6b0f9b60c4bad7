import { describe, expect, it } from 'vitest';
import { estimateCosts, type EstimateInput } from '../../src/lib/fees/estimate.ts';
import { formatCents, readEstimateFields } from '../../src/lib/fees/estimate-form.ts';

const base: EstimateInput = {
  feeCents: 16_500,
  sessionsPerMonth: 4,
  deductibleCents: 0,
  coinsurancePercent: 30,
  allowedCents: null,
  outOfPocketMaxCents: null,
  months: 3,
};

/** [paid, reimbursed, net] of each session, in cents: the shape the hand-worked cases are written in. */
const rows = (input: EstimateInput) =>
  estimateCosts(input).sessions.map((s) => [s.paidCents, s.reimbursedCents, s.netCents]);

describe('estimateCosts (hand-worked cases)', () => {
  it('a $165 fee, $1,000 deductible met mid-session in month 2, then 30% coinsurance', () => {
    // Six sessions go wholly to the deductible ($990); the seventh pays its last $10, then 30% of $155.
    const estimate = estimateCosts({ ...base, deductibleCents: 100_000 });
    expect(rows({ ...base, deductibleCents: 100_000 })).toEqual([
      ...Array(6).fill([16_500, 0, 16_500]),
      [16_500, 10_850, 5_650],
      ...Array(5).fill([16_500, 11_550, 4_950]),
    ]);
    expect(estimate.sessions[6]).toMatchObject({ month: 2, session: 3, meetsDeductible: true });
    expect(estimate.sessions.filter((s) => s.meetsDeductible)).toHaveLength(1);
    expect(estimate.deductibleMetInMonth).toBe(2);
    expect(estimate.total).toMatchObject({
      paidCents: 198_000,
      reimbursedCents: 68_600,
      netCents: 129_400,
      toDeductibleCents: 100_000,
    });
    // Month by month: four sessions of $165 go to the deductible in month 1, the last $340 in month 2.
    expect(estimate.months.map((m) => [m.toDeductibleCents, m.reimbursedCents, m.meetsDeductible])).toEqual([
      [66_000, 0, false],
      [34_000, 22_400, true],
      [0, 46_200, false],
    ]);
    expect(estimate.afterDeductibleNetCents).toBe(4_950);
  });

  it('an allowed amount below the fee: the difference is always the visitor’s', () => {
    // $195 fee, plan allows $120, no deductible, 20%: the plan pays 80% of $120 = $96; net $195 - $96.
    const input = {
      ...base,
      feeCents: 19_500,
      allowedCents: 12_000,
      coinsurancePercent: 20,
      sessionsPerMonth: 2,
    };
    const estimate = estimateCosts(input);
    expect(rows(input)).toEqual(Array(6).fill([19_500, 9_600, 9_900]));
    expect(estimate.aboveAllowedCents).toBe(7_500);
    expect(estimate.total).toEqual({
      paidCents: 117_000,
      reimbursedCents: 57_600,
      netCents: 59_400,
      toDeductibleCents: 0,
      aboveAllowedCents: 45_000,
    });
    // After the deductible (none here) a session costs the $75 above the allowed amount plus 20% of $120.
    expect(estimate.afterDeductibleNetCents).toBe(9_900);
  });

  it('the out-of-pocket maximum reached: from then on the plan pays the whole allowed amount', () => {
    // $500 deductible, 50%, $600 maximum: $165 + $165 + $165 + ($5 + $80) = $580, then $20 reaches it.
    const input = { ...base, deductibleCents: 50_000, coinsurancePercent: 50, outOfPocketMaxCents: 60_000 };
    const estimate = estimateCosts(input);
    expect(rows(input)).toEqual([
      [16_500, 0, 16_500],
      [16_500, 0, 16_500],
      [16_500, 0, 16_500],
      [16_500, 8_000, 8_500],
      [16_500, 14_500, 2_000],
      ...Array(7).fill([16_500, 16_500, 0]),
    ]);
    expect(estimate.deductibleMetInMonth).toBe(1);
    expect(estimate.outOfPocketMaxReachedInMonth).toBe(2);
    expect(estimate.sessions[4]).toMatchObject({ month: 2, session: 1, reachesOutOfPocketMax: true });
    expect(estimate.total.netCents).toBe(60_000);
  });

  it('0% coinsurance: after the deductible the plan pays the whole fee', () => {
    const input = { ...base, deductibleCents: 20_000, coinsurancePercent: 0 };
    expect(rows(input)).toEqual([
      [16_500, 0, 16_500],
      [16_500, 13_000, 3_500],
      ...Array(10).fill([16_500, 16_500, 0]),
    ]);
    expect(estimateCosts(input).total).toMatchObject({
      paidCents: 198_000,
      reimbursedCents: 178_000,
      netCents: 20_000,
    });
  });

  it('100% coinsurance: the plan pays nothing until the out-of-pocket maximum', () => {
    expect(estimateCosts({ ...base, coinsurancePercent: 100 }).total).toMatchObject({
      paidCents: 198_000,
      reimbursedCents: 0,
      netCents: 198_000,
    });
    const capped = { ...base, coinsurancePercent: 100, outOfPocketMaxCents: 30_000 };
    expect(rows(capped).slice(0, 3)).toEqual([
      [16_500, 0, 16_500],
      [16_500, 3_000, 13_500],
      [16_500, 16_500, 0],
    ]);
    expect(estimateCosts(capped).total.netCents).toBe(30_000);
  });

  it('no deductible: coinsurance from the first session, and the deductible is reported as already met', () => {
    const estimate = estimateCosts(base);
    expect(rows(base)).toEqual(Array(12).fill([16_500, 11_550, 4_950]));
    expect(estimate.deductibleMetInMonth).toBe(0);
    expect(estimate.sessions.some((s) => s.meetsDeductible)).toBe(false);
  });

  it('a deductible larger than three months of fees is not met, and nothing is reimbursed', () => {
    const estimate = estimateCosts({ ...base, deductibleCents: 500_000 });
    expect(estimate.deductibleMetInMonth).toBeNull();
    expect(estimate.total.reimbursedCents).toBe(0);
  });

  it('an allowed amount above the fee counts as the fee', () => {
    const estimate = estimateCosts({ ...base, allowedCents: 20_000 });
    expect(estimate.countedCents).toBe(16_500);
    expect(estimate.aboveAllowedCents).toBe(0);
    expect(estimate.sessions[0]!.reimbursedCents).toBe(11_550);
  });

  it('never a negative cost, a fraction of a cent or NaN', () => {
    for (const coinsurancePercent of [0, 12.5, 33.3, 100]) {
      for (const allowedCents of [null, 0, 9_999, 16_500, 99_999]) {
        const estimate = estimateCosts({
          ...base,
          coinsurancePercent,
          allowedCents,
          deductibleCents: 12_345,
        });
        for (const s of estimate.sessions) {
          for (const cents of [s.paidCents, s.reimbursedCents, s.netCents]) {
            expect(Number.isInteger(cents) && cents >= 0).toBe(true);
          }
          expect(s.netCents + s.reimbursedCents).toBe(s.paidCents);
        }
      }
    }
  });
});

describe('readEstimateFields', () => {
  const plan = { feeCents: 16_500, sessionsPerMonth: 4, months: 3 };
  const fields = { deductible: '1,000', coinsurance: '30%', allowed: '', outOfPocketMax: '' };

  it('reads dollars and percentages as people write them', () => {
    const read = readEstimateFields({ ...fields, deductible: '$1,000.50', allowed: '120' }, plan);
    expect(read).toEqual({
      ok: true,
      allowedAboveFee: false,
      input: {
        ...plan,
        deductibleCents: 100_050,
        coinsurancePercent: 30,
        allowedCents: 12_000,
        outOfPocketMaxCents: null,
      },
    });
  });

  it('gives each wrong field its own message, and no input', () => {
    const read = readEstimateFields(
      { deductible: '-5', coinsurance: '120', allowed: 'abc', outOfPocketMax: '1.234' },
      plan,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        deductible: 'The deductible cannot be a negative amount.',
        coinsurance: 'Coinsurance cannot be over 100%: enter a number from 0 to 100.',
        allowed: 'Use digits only, such as 1000 or 1,000.50 (no letters).',
        outOfPocketMax: 'Use digits only, such as 1000 or 1,000.50 (no letters).',
      },
    });
  });

  it('requires the deductible and the coinsurance (0 is an answer), not the optional fields', () => {
    const read = readEstimateFields({ ...fields, deductible: ' ', coinsurance: '' }, plan);
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual(['coinsurance', 'deductible']);
    expect(readEstimateFields({ ...fields, deductible: '0', coinsurance: '0' }, plan).ok).toBe(true);
  });

  it('rejects negative and lettered percentages and absurd amounts', () => {
    const errors = (patch: Partial<typeof fields>) => {
      const read = readEstimateFields({ ...fields, ...patch }, plan);
      return read.ok ? {} : read.errors;
    };
    expect(errors({ coinsurance: '-1' }).coinsurance).toMatch(/cannot be negative/);
    expect(errors({ coinsurance: 'thirty' }).coinsurance).toMatch(/no letters/);
    expect(errors({ deductible: '$-10' }).deductible).toMatch(/negative/);
    expect(errors({ outOfPocketMax: '2000000' }).outOfPocketMax).toMatch(/under \$1,000,000/);
  });

  it('asks "Did you mean 30%?" for a coinsurance written as a fraction, instead of reading 0.3%', () => {
    const errors = (coinsurance: string) => {
      const read = readEstimateFields({ ...fields, coinsurance }, plan);
      return read.ok ? undefined : read.errors.coinsurance;
    };
    expect(errors('0.3')).toBe('Did you mean 30%? Coinsurance is a percentage: enter 30 for 30%.');
    expect(errors('.25')).toMatch(/^Did you mean 25%\?/);
    expect(errors('0.125%')).toMatch(/^Did you mean 12\.5%\?/);
    expect(readEstimateFields({ ...fields, coinsurance: '1' }, plan).ok).toBe(true);
    expect(readEstimateFields({ ...fields, coinsurance: '0' }, plan).ok).toBe(true);
  });

  it('refuses a deductible left above the maximum left, with a message on the maximum and no figures', () => {
    const read = readEstimateFields({ ...fields, deductible: '2,000', outOfPocketMax: '1,500' }, plan);
    expect(read).toEqual({
      ok: false,
      errors: {
        outOfPocketMax: expect.stringMatching(/less than the deductible still to meet.*out-of-network/),
      },
    });
    expect(readEstimateFields({ ...fields, deductible: '1,500', outOfPocketMax: '1,500' }, plan).ok).toBe(
      true,
    );
  });

  it('accepts amounts under $1,000,000 as its message says, and refuses $1,000,000', () => {
    expect(readEstimateFields({ ...fields, deductible: '999,999.99' }, plan).ok).toBe(true);
    const read = readEstimateFields({ ...fields, deductible: '1,000,000' }, plan);
    expect(!read.ok && read.errors.deductible).toBe('The deductible must be under $1,000,000.');
  });

  it('accepts an allowed amount above the fee and flags it', () => {
    const read = readEstimateFields({ ...fields, allowed: '200' }, plan);
    expect(read.ok && read.allowedAboveFee).toBe(true);
  });
});

describe('formatCents', () => {
  it('writes dollars, with cents only when there are some', () => {
    expect(formatCents(129_400)).toBe('$1,294');
    expect(formatCents(5_650)).toBe('$56.50');
  });
});
