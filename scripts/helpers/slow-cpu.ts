/**
 * The audit's slow-CPU setting: Lighthouse's CPU slowdown raised so that a run on any machine sees what
 * its standard 4x slowdown sees on a machine of a chosen benchmark index (1,000 by default: a busy
 * two-core server, or what a mid-range phone's slowness comes to under that model). A fast development
 * machine then meets the long tasks a slow one meets.
 */

/** Lighthouse's default CPU slowdown, calibrated on a desktop-class machine. */
const DEFAULT_SLOWDOWN = 4;

/**
 * The slowdown that makes a machine of `index` behave as one of `target` under the default slowdown,
 * to one decimal; never below the default, so the setting only ever slows a run.
 */
export function slowdownFor(index: number, target: number): number {
  return Math.max(DEFAULT_SLOWDOWN, Math.round((DEFAULT_SLOWDOWN * index * 10) / target) / 10);
}

/** The benchmark index a run at `slowdown` behaves as, on a machine of `index`. */
export function effectiveIndex(index: number, slowdown: number): number {
  return Math.round((index * DEFAULT_SLOWDOWN) / slowdown);
}
