/**
 * Real-user web vitals, kept as histograms per page kind: a visit's figure only moves one bucket's count
 * up by one and is then forgotten, and the 75th percentile is read from the counts. Each metric's buckets
 * include Google's thresholds as bounds, so whether the 75th percentile is good, needs improvement or is
 * poor is exact even though its value is a bucket's upper bound.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

const TIME_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 700, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000,
  5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
];
const CLS_BOUNDS = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 5];

interface VitalScale {
  /** Good up to this value, poor above the second (web.dev's thresholds). */
  thresholds: readonly [good: number, poor: number];
  /** Bucket upper bounds, ascending; a larger figure counts in the last. */
  bounds: readonly number[];
  unit: 'ms' | '';
}

export const VITALS: Record<VitalName, VitalScale> = {
  LCP: { thresholds: [2500, 4000], bounds: TIME_BOUNDS, unit: 'ms' },
  INP: { thresholds: [200, 500], bounds: TIME_BOUNDS, unit: 'ms' },
  CLS: { thresholds: [0.1, 0.25], bounds: CLS_BOUNDS, unit: '' },
  FCP: { thresholds: [1800, 3000], bounds: TIME_BOUNDS, unit: 'ms' },
  TTFB: { thresholds: [800, 1800], bounds: TIME_BOUNDS, unit: 'ms' },
};

/** The upper bound of the bucket a figure counts in. */
export function vitalBucket(name: VitalName, value: number): number {
  const { bounds } = VITALS[name];
  return bounds.find((bound) => value <= bound) ?? bounds.at(-1)!;
}

/**
 * The p-th percentile (0.75 for the 75th) of a histogram of bucket bound → count: the bound of the first
 * bucket at which the running count reaches p of the whole (the nearest-rank rule), or null when empty.
 */
export function histogramPercentile(histogram: ReadonlyMap<number, number>, p: number): number | null {
  const buckets = [...histogram].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = buckets.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(p * total));
  let seen = 0;
  for (const [bound, count] of buckets) {
    seen += count;
    if (seen >= rank) return bound;
  }
  return buckets.at(-1)![0];
}

export function vitalRating(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITALS[name].thresholds;
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
