import { describe, expect, it } from 'vitest';
import { FEES, WORKED_EXAMPLE } from '@/config/fees';
import { feesSchema } from '@/config/fees-schema';
import { PRACTICE } from '@/config/practice';
import { SITE } from '@/config/site';
import { estimatorClinicians } from '@/lib/fees/clinicians';
import { estimateCosts } from '@/lib/fees/estimate';
import { estimateSummary } from '@/lib/fees/summary';
import { priceRange } from '@/lib/rates';
import { practiceJsonLd } from '@/lib/structured-data';

describe('fees configuration', () => {
  it('the worked example is a $165 session from the configured rates', () => {
    expect(WORKED_EXAMPLE.rate.amount).toBe(165);
    expect(WORKED_EXAMPLE.deductible).toBe(1000);
    expect(WORKED_EXAMPLE.coinsurancePercent).toBe(30);
  });

  it('refuses a procedure code whose source is not listed', () => {
    const broken = { ...FEES, procedureCodes: [{ ...FEES.procedureCodes[0]!, source: 'nowhere' }] };
    expect(feesSchema.safeParse(broken).success).toBe(false);
  });

  it('offers the estimator every clinician and rate, in cents', () => {
    const clinicians = estimatorClinicians(PRACTICE.therapists);
    expect(clinicians.map((c) => c.id)).toEqual(PRACTICE.therapists.map((t) => t.id));
    expect(clinicians[0]!.rates[0]).toEqual({ minutes: 50, feeCents: 38_500, label: '50 minutes, $385' });
  });
});

describe('priceRange', () => {
  it('spans the lowest and highest configured rate, in the clinic structured data', () => {
    expect(priceRange(PRACTICE.therapists)).toBe('$165-$465');
    expect(practiceJsonLd(PRACTICE, SITE).priceRange).toBe('$165-$465');
  });

  it('is one price when every rate is the same', () => {
    const one = PRACTICE.therapists.map((t) => ({ ...t, rates: [{ amount: 150, minutes: 50 }] }));
    expect(priceRange(one)).toBe('$150');
  });
});

describe('estimateSummary', () => {
  it('says the worked example in words', () => {
    const estimate = estimateCosts({
      feeCents: 16_500,
      sessionsPerMonth: 4,
      months: 3,
      deductibleCents: 100_000,
      coinsurancePercent: 30,
      allowedCents: null,
      outOfPocketMaxCents: null,
    });
    expect(estimateSummary(estimate, 3)).toBe(
      'Over 3 months (12 sessions) you pay $1,980.00 at the sessions, your plan is expected to pay back $686.00, and your net cost is $1,294.00. The deductible is met in month 2.',
    );
  });
});
