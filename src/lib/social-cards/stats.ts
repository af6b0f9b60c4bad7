/** What the card route did in this build, for the build's closing line and its check. */
import { join } from 'node:path';

export interface CardStats {
  cacheDir: string;
  drawn: number;
  fromCache: number;
  /** The title each page's card was drawn with, by page path, for the build's check. */
  titles: Map<string, string>;
  /** performance.now() of the first card asked for and of the last one finished, for the wall time. */
  first: number | undefined;
  last: number | undefined;
}

// The build's integration and the prerendered route are separate module instances in one process.
const STATS_KEY = Symbol.for('live-deeply.social-cards');

export function cardStats(): CardStats {
  const store = globalThis as { [STATS_KEY]?: CardStats };
  store[STATS_KEY] ??= {
    cacheDir: join(process.cwd(), 'node_modules', '.cache', 'social-cards'),
    drawn: 0,
    fromCache: 0,
    titles: new Map(),
    first: undefined,
    last: undefined,
  };
  return store[STATS_KEY];
}

export function resetCardStats(cacheDir: string): void {
  Object.assign(cardStats(), {
    cacheDir,
    drawn: 0,
    fromCache: 0,
    titles: new Map(),
    first: undefined,
    last: undefined,
  });
}
