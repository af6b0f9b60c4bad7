/**
 * Where consultations come from, without saying where any one sender came from. The practice knows who
 * wrote and when, so a message's origin is counted by kind of page only (the registry's kinds, plus
 * "other" and "outside"), by month only, and by randomized response: with probability ORIGIN_TRUTH the
 * true kind is recorded, otherwise a kind drawn uniformly from ORIGIN_KINDS. No recorded kind can be
 * believed (the store and its copies included: the truth was never written), yet over many messages the
 * true shares come back by debiasing (`estimateKinds`). Contact page views by origin are counted the same
 * way: the sender of a message viewed the contact page too.
 */
import { PAGE_KINDS, type PageKind } from '../pages/registry.ts';
import { FROM_OUTSIDE } from './wire.ts';

/** Every kind an origin can be recorded as; the random answer is drawn from all of them. */
export const ORIGIN_KINDS = [...PAGE_KINDS, 'other', FROM_OUTSIDE] as const;
export type OriginKind = PageKind | 'other' | typeof FROM_OUTSIDE;

/** The probability that the true kind is recorded (otherwise a uniformly random one). */
export const ORIGIN_TRUTH = 0.5;

/**
 * Kinds of origin are estimated only from this many messages (or contact page views) on: below it the
 * randomness outweighs what the counts say.
 */
export const ORIGIN_MIN_COUNT = 20;

/** The kind of the page a message or a contact page view came from (`pages`: registry path → kind). */
export function originKind(cameFrom: string, pages: ReadonlyMap<string, string>): OriginKind {
  if (cameFrom === FROM_OUTSIDE) return FROM_OUTSIDE;
  const kind = pages.get(cameFrom);
  return (ORIGIN_KINDS as readonly string[]).includes(kind ?? '') ? (kind as OriginKind) : 'other';
}

/**
 * The kind to record: the true one with probability ORIGIN_TRUTH, else one drawn uniformly from
 * ORIGIN_KINDS. `random` returns a number in [0, 1), as Math.random does (the server passes a
 * cryptographic one).
 */
export function randomizedKind(kind: OriginKind, random: () => number): OriginKind {
  if (random() < ORIGIN_TRUTH) return kind;
  return ORIGIN_KINDS[Math.min(ORIGIN_KINDS.length - 1, Math.floor(random() * ORIGIN_KINDS.length))]!;
}

/** A number in [0, 1) from the platform's cryptographic generator. */
export const secureRandom = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

/**
 * How many of the recorded came from each kind, estimated: a recorded count is ORIGIN_TRUTH of the true one
 * plus its share of the random answers, so the true one is (recorded − random share) / ORIGIN_TRUTH. An
 * estimate below 0 reads 0 and the others are scaled so that they add up to what was recorded; rounded.
 * Null with fewer than ORIGIN_MIN_COUNT recorded.
 */
export function estimateKinds(recorded: Readonly<Record<string, number>>): Record<string, number> | null {
  const total = Object.values(recorded).reduce((sum, n) => sum + n, 0);
  if (total < ORIGIN_MIN_COUNT) return null;
  const randomShare = (total * (1 - ORIGIN_TRUTH)) / ORIGIN_KINDS.length;
  const raw = ORIGIN_KINDS.map(
    (kind) => [kind, Math.max(0, ((recorded[kind] ?? 0) - randomShare) / ORIGIN_TRUTH)] as const,
  );
  const scale = total / raw.reduce((sum, [, n]) => sum + n, 0);
  return Object.fromEntries(
    raw
      .map(([kind, n]) => [kind, Math.round(n * scale)] as const)
      .filter(([, n]) => n > 0)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
  );
}
