import { describe, expect, it } from 'vitest';
import { FEES, WORKED_EXAMPLE, PRACTICE, SITE } from '#practice';
import { feesSchema } from '@/config/fees-schema';
import { estimatorClinicians } from '@/lib/fees/clinicians';
import { estimateCosts } from '@/lib/fees/estimate';
import { estimateFacts, estimateFigures, estimateSummary } from '@/lib/fees/summary';
import { priceRange, rateLines } from '@/lib/rates';
import { practiceJsonLd } from '@/lib/structured-data';

describe('fees configuration', () => {
  it("the worked example's fee is its clinician's rate for the session it names", () => {
    const { therapist, rate, session } = WORKED_EXAMPLE;
    expect(PRACTICE.therapists).toContain(therapist);
    expect(therapist.rates).toContain(rate);
    expect(rate.sessions).toContain(session);
  });

  it('refuses a procedure code whose source is not listed', () => {
    const broken = { ...FEES, procedureCodes: [{ ...FEES.procedureCodes[0]!, source: 'nowhere' }] };
    expect(feesSchema.safeParse(broken).success).toBe(false);
  });

  it('refuses a starting period the visitor is not offered', () => {
    const broken = { ...FEES, estimator: { ...FEES.estimator, periods: [3, 6], months: 12 } };
    expect(feesSchema.safeParse(broken).success).toBe(false);
  });

  it("offers the estimator every clinician's kinds of session, in cents, named as the rates lists name them", () => {
    const clinicians = estimatorClinicians(PRACTICE.therapists);
    expect(clinicians.map((c) => c.id)).toEqual(PRACTICE.therapists.map((t) => t.id));
    clinicians.forEach((clinician, index) => {
      const therapist = PRACTICE.therapists[index]!;
      expect(clinician.rates).toEqual(
        therapist.rates.map((rate, i) => ({ feeCents: rate.amount * 100, label: rateLines(therapist)[i] })),
      );
    });
  });
});

describe('priceRange', () => {
  it('spans the lowest and highest configured rate, in the clinic structured data', () => {
    const amounts = PRACTICE.therapists.flatMap((t) => t.rates.map((r) => r.amount));
    const range = `$${Math.min(...amounts)}-$${Math.max(...amounts)}`;
    expect(priceRange(PRACTICE.therapists)).toBe(range);
    expect(practiceJsonLd(PRACTICE, SITE).priceRange).toBe(range);
  });

  it('is one price when every rate is the same', () => {
    const one = PRACTICE.therapists.map((t) => ({
      ...t,
      rates: [{ amount: 150, minutes: 50, sessions: ['individual' as const] }],
    }));
    expect(priceRange(one)).toBe('$150');
  });
});

describe('the words of an estimate', () => {
  const input = {
    feeCents: 20_000,
    sessionsPerMonth: 1,
    months: 1,
    deductibleCents: 0,
    coinsurancePercent: 25,
    allowedCents: 16_000,
    outOfPocketMaxCents: null,
  };

  it('say one month and one session in the singular', () => {
    // $200 fee, $160 allowed, 25%: the plan pays back $120, the visitor keeps $80.
    expect(estimateSummary(estimateCosts(input))).toBe(
      'Over 1 month (1 session) you pay $200 at the sessions, your plan is expected to pay back $120, and your net cost is $80. A session costs you $80 now and $80 after the deductible.',
    );
    expect(estimateFigures(estimateCosts(input))[2].label).toBe('Over 1 month');
  });

  it('say the part above the allowed amount, what counted toward the deductible and when the maximum is reached', () => {
    const estimate = estimateCosts({
      ...input,
      sessionsPerMonth: 2,
      months: 3,
      deductibleCents: 30_000,
      outOfPocketMaxCents: 40_000,
    });
    expect(estimateFacts(estimate, true)).toEqual([
      "$40 of each $200 session is above your plan's allowed amount: it is always yours to pay, and it never counts toward your deductible or your out-of-pocket maximum ($240 over 3 months).",
      '$300 of what you pay counts toward your deductible, which is met in month 1.',
      'Your out-of-network out-of-pocket maximum is reached in month 3: after it your plan pays its whole allowed amount, and you still pay the $40 above it.',
    ]);
    const [now, after, period] = estimateFigures(estimate);
    expect([now.amount, after.amount, period.amount]).toEqual(['$200', '$80', '$640']);
    expect(after.note).toBe('A session once your deductible is met, in month 1.');
  });

  it('say the cost after the deductible even when the period ends before it is met', () => {
    const estimate = estimateCosts({ ...input, months: 3, deductibleCents: 100_000 });
    const [now, after] = estimateFigures(estimate);
    expect(now.amount).toBe('$200');
    expect(after).toEqual({
      label: 'After the deductible',
      amount: '$80',
      note: 'A session once your deductible is met, which is not within these 3 months.',
    });
  });
});
