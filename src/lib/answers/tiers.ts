import { ANSWER_TIERS, type AnswerTier } from '../content/categories.ts';

/** Tiers 1 to 4, in the order of their tabs on the answers listing. */
export const TIERS = [1, 2, 3, 4] as const satisfies readonly AnswerTier[];

export function isTier(value: unknown): value is AnswerTier {
  return typeof value === 'number' && (TIERS as readonly number[]).includes(value);
}

/** The collection's schema keeps tier within 1 to 4; this narrows the number for TypeScript. */
export function toTier(value: number): AnswerTier {
  if (!isTier(value)) throw new Error(`Answer tier must be 1 to 4, got ${value}`);
  return value;
}

/** Badge and count label: "Client Magnets", "Authority Builders", "Viral Content", "Evergreen". */
export function tierName(tier: AnswerTier): string {
  return ANSWER_TIERS[tier].name;
}

/** Tab label: "Client Magnets", "Authority", "Viral", "Evergreen". */
export function tierTabLabel(tier: AnswerTier): string {
  return ANSWER_TIERS[tier].tab;
}

/**
 * Badge colours per tier, used by the listing's cards (React) and the answer page (Astro). Every pair
 * passes WCAG AA for small text (clay on clay-soft 4.7:1, the others 6:1 or more).
 */
const BADGE_CLASSES: Record<AnswerTier, string> = {
  1: 'bg-clay-soft text-clay',
  2: 'bg-mist text-brand-deep',
  3: 'bg-sand text-ink ring-1 ring-line ring-inset',
  4: 'bg-brand text-paper',
};

export function tierBadgeClass(tier: AnswerTier): string {
  return `inline-flex items-center rounded-full px-3 py-0.5 text-sm font-semibold ${BADGE_CLASSES[tier]}`;
}

export interface TierCounts {
  total: number;
  byTier: Record<AnswerTier, number>;
}

/** The listing's counts: all answers and each tier's. */
export function countAnswersByTier(answers: readonly { tier: AnswerTier }[]): TierCounts {
  const byTier: Record<AnswerTier, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const answer of answers) byTier[answer.tier] += 1;
  return { total: answers.length, byTier };
}
