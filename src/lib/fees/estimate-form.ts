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

export type ReadFields =
  { ok: true; input: EstimateInput; allowedAboveFee: boolean } | { ok: false; errors: EstimateFieldErrors };

/** Amounts above this are a typo, not a plan: a clear message beats a page of absurd figures. */
const MAX_DOLLARS = 1_000_000;

type Parsed = { value: number | null } | { error: 'negative' | 'format' | 'too-large' };

/** Dollars as people write them ("1000", "1,000", "$1,000.50") to cents; empty is null. */
function parseDollars(text: string): Parsed {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (plain === '') return { value: null };
  if (/^-\s*\$?\s*\d/.test(plain) || /^\$?-/.test(text.trim())) return { error: 'negative' };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return { error: 'format' };
  const [whole, fraction = ''] = plain.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_DOLLARS * 100 ? { error: 'too-large' } : { value: cents };
}

/** A percentage ("30", "30%", "12.5") to a number; empty is null. */
function parsePercent(text: string): Parsed {
  const plain = text.trim().replace(/%$/, '').trim();
  if (plain === '') return { value: null };
  if (/^-\s*\d/.test(plain)) return { error: 'negative' };
  if (!/^\d+(\.\d+)?$/.test(plain)) return { error: 'format' };
  const value = Number(plain);
  return value > 100 ? { error: 'too-large' } : { value };
}

const DOLLAR_MESSAGES = {
  negative: 'cannot be a negative amount.',
  format: 'Use digits only, such as 1000 or 1,000.50 (no letters).',
  'too-large': 'must be under $1,000,000.',
} as const;

function dollarsMessage(label: string, error: keyof typeof DOLLAR_MESSAGES): string {
  return error === 'format' ? DOLLAR_MESSAGES.format : `The ${label} ${DOLLAR_MESSAGES[error]}`;
}

const PERCENT_MESSAGES = {
  negative: 'Coinsurance cannot be negative: enter a number from 0 to 100.',
  format: 'Enter coinsurance as a number from 0 to 100, such as 30 (no letters).',
  'too-large': 'Coinsurance cannot be over 100%: enter a number from 0 to 100.',
} as const;

/**
 * Reads the typed fields into the estimate's input, or a message per field that is wrong. The deductible and
 * the coinsurance are required (0 is a real answer); the allowed amount and the out-of-pocket maximum are not.
 * An allowed amount above the fee is accepted, and flagged so the page can explain how it is counted.
 */
export function readEstimateFields(
  fields: EstimateFields,
  plan: { feeCents: number; sessionsPerMonth: number; months: number },
): ReadFields {
  const errors: EstimateFieldErrors = {};
  const deductible = parseDollars(fields.deductible);
  const coinsurance = parsePercent(fields.coinsurance);
  const allowed = parseDollars(fields.allowed);
  const maximum = parseDollars(fields.outOfPocketMax);

  if ('error' in deductible) errors.deductible = dollarsMessage('deductible', deductible.error);
  else if (deductible.value === null)
    errors.deductible = 'Enter the deductible still to meet, in dollars (0 if it is already met).';
  if ('error' in coinsurance) errors.coinsurance = PERCENT_MESSAGES[coinsurance.error];
  else if (coinsurance.value === null)
    errors.coinsurance = 'Enter your coinsurance after the deductible, from 0 to 100.';
  if ('error' in allowed) errors.allowed = dollarsMessage('allowed amount', allowed.error);
  if ('error' in maximum) errors.outOfPocketMax = dollarsMessage('out-of-pocket maximum', maximum.error);

  if (
    Object.keys(errors).length > 0 ||
    'error' in deductible ||
    'error' in coinsurance ||
    'error' in allowed ||
    'error' in maximum
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    allowedAboveFee: allowed.value !== null && allowed.value > plan.feeCents,
    input: {
      feeCents: plan.feeCents,
      sessionsPerMonth: plan.sessionsPerMonth,
      months: plan.months,
      deductibleCents: deductible.value ?? 0,
      coinsurancePercent: coinsurance.value ?? 0,
      allowedCents: allowed.value,
      outOfPocketMaxCents: maximum.value,
    },
  };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Cents as dollars for people: "$1,155.00". */
export function formatCents(cents: number): string {
  return USD.format(cents / 100);
}
