import type { EstimateInput } from './estimate.ts';

/** The estimator's typed fields, as the visitor wrote them. */
export interface EstimateFields {
  deductible: string;
  coinsurance: string;
  allowed: string;
  outOfPocketMax: string;
}

export type EstimateField = keyof EstimateFields;

type EstimateFieldErrors = Partial<Record<EstimateField, string>>;

/** The fields in the page's order: the first one wrong takes the focus. */
export const ESTIMATE_FIELDS: readonly EstimateField[] = [
  'deductible',
  'coinsurance',
  'allowed',
  'outOfPocketMax',
];

export type ReadFields =
  { ok: true; input: EstimateInput; allowedAboveFee: boolean } | { ok: false; errors: EstimateFieldErrors };

/** Amounts from this one up are a typo, not a plan: a clear message beats a page of absurd figures. */
const MAX_DOLLARS = 1_000_000;

type Parsed =
  | { value: number | null }
  | { error: 'negative' | 'format' | 'too-large' }
  | { error: 'fraction'; percent: number };

/** Dollars as people write them ("1000", "1,000", "$1,000.50") to cents; empty is null. */
function parseDollars(text: string): Parsed {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return { value: null };
  if (/^-\s*\$?\s*\d/.test(plain) || /^\$?-/.test(text.trim())) return { error: 'negative' };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { error: 'format' };
  const [whole, fraction = ''] = plain.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= MAX_DOLLARS * 100 ? { error: 'too-large' } : { value: cents };
}

/**
 * A percentage ("30", "30%", "12.5") to a number; empty is null. A number between 0 and 1 is a share
 * written as a fraction ("0.3" for 30%) far more often than a coinsurance under 1%, so it is asked
 * about rather than read.
 */
function parsePercent(text: string): Parsed {
  const plain = text.trim().replace(/%$/, '').trim();
  if (plain === '') return { value: null };
  if (/^-\s*[\d.]/.test(plain)) return { error: 'negative' };
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(plain)) return { error: 'format' };
  const value = Number(plain);
  if (value > 0 && value < 1) return { error: 'fraction', percent: Math.round(value * 10_000) / 100 };
  return value > 100 ? { error: 'too-large' } : { value };
}

const DOLLAR_MESSAGES = {
  negative: 'cannot be a negative amount.',
  format: 'Use digits only, such as 1000 or 1,000.50 (no letters).',
  'too-large': 'must be under $1,000,000.',
} as const;

function dollarsMessage(label: string, parsed: Parsed): string | undefined {
  if (!('error' in parsed) || parsed.error === 'fraction') return undefined;
  return parsed.error === 'format' ? DOLLAR_MESSAGES.format : `The ${label} ${DOLLAR_MESSAGES[parsed.error]}`;
}

function percentMessage(parsed: Parsed): string | undefined {
  if (!('error' in parsed)) return undefined;
  switch (parsed.error) {
    case 'fraction':
      return `Did you mean ${parsed.percent}%? Coinsurance is a percentage: enter ${parsed.percent} for ${parsed.percent}%.`;
    case 'negative':
      return 'Coinsurance cannot be negative: enter a number from 0 to 100.';
    case 'format':
      return 'Enter coinsurance as a number from 0 to 100, such as 30 (no letters).';
    case 'too-large':
      return 'Coinsurance cannot be over 100%: enter a number from 0 to 100.';
  }
}

/** What the deductible counts toward cannot be smaller than it: the visitor has mixed two plans' figures. */
const MAXIMUM_BELOW_DEDUCTIBLE =
  'This is less than the deductible still to meet, which counts toward it. Check that both are your out-of-network figures: the in-network maximum is usually lower.';

const valueOf = (parsed: Parsed) => ('value' in parsed ? parsed.value : null);

/**
 * Reads the typed fields into the estimate's input, or a message per field that is wrong. The deductible and
 * the coinsurance are required (0 is a real answer); the allowed amount and the out-of-pocket maximum are not.
 * An allowed amount above the fee is accepted, and flagged so the page can explain how it is counted.
 */
export function readEstimateFields(
  fields: EstimateFields,
  plan: { feeCents: number; sessionsPerMonth: number; months: number },
): ReadFields {
  const deductible = parseDollars(fields.deductible);
  const coinsurance = parsePercent(fields.coinsurance);
  const allowed = parseDollars(fields.allowed);
  const maximum = parseDollars(fields.outOfPocketMax);
  const deductibleCents = valueOf(deductible);
  const maximumCents = valueOf(maximum);

  const messages: Record<EstimateField, string | undefined> = {
    deductible:
      dollarsMessage('deductible', deductible) ??
      (deductibleCents === null
        ? 'Enter the out-of-network deductible still to meet, in dollars (0 if it is already met).'
        : undefined),
    coinsurance:
      percentMessage(coinsurance) ??
      (valueOf(coinsurance) === null
        ? 'Enter your coinsurance after the deductible, from 0 to 100.'
        : undefined),
    allowed: dollarsMessage('allowed amount', allowed),
    outOfPocketMax:
      dollarsMessage('out-of-pocket maximum', maximum) ??
      (maximumCents !== null && deductibleCents !== null && maximumCents < deductibleCents
        ? MAXIMUM_BELOW_DEDUCTIBLE
        : undefined),
  };
  const errors: EstimateFieldErrors = {};
  for (const field of ESTIMATE_FIELDS) {
    const message = messages[field];
    if (message !== undefined) errors[field] = message;
  }
  if (Object.keys(errors).length > 0 || deductibleCents === null) return { ok: false, errors };

  const allowedCents = valueOf(allowed);
  return {
    ok: true,
    allowedAboveFee: allowedCents !== null && allowedCents > plan.feeCents,
    input: {
      feeCents: plan.feeCents,
      sessionsPerMonth: plan.sessionsPerMonth,
      months: plan.months,
      deductibleCents,
      coinsurancePercent: valueOf(coinsurance) ?? 0,
      allowedCents,
      outOfPocketMaxCents: maximumCents,
    },
  };
}

// Whole dollars without ".00": "$3,076" reads faster, and keeps an estimate's table narrow enough for a phone.
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  trailingZeroDisplay: 'stripIfInteger',
});

/** Cents as dollars for people: "$1,155", "$56.50". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}
