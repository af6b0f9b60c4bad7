/**
 * When to try a failed delivery again: the wait doubles with each attempt up to a ceiling, and a random
 * share of it (jitter) keeps instances that failed together from retrying together.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/** Delay before attempt `attempt + 1`, after `attempt` (1-based) failed: between half and all of the step. */
export function retryDelayMs(
  attempt: number,
  { baseMs, maxMs }: BackoffOptions,
  random = Math.random,
): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
