/**
 * Social cards in the build: resets the card cache's counters when the build starts, and when it is
 * done prints how many cards were drawn or taken from the cache and fails the build, naming each page,
 * when a public page has no card of its own (src/lib/social-cards/check.ts).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cardStats, resetCardStats } from '../lib/social-cards/stats.ts';
import { checkSocialCards } from '../lib/social-cards/check.ts';

export function socialCards(siteUrl: string): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'social-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': () => {
        resetCardStats(join(root, 'node_modules', '.cache', 'social-cards'));
      },
      'astro:build:done': ({ dir, logger }) => {
        const stats = cardStats();
        const seconds = stats.first === undefined ? 0 : ((stats.last ?? stats.first) - stats.first) / 1000;
        logger.info(
          `social cards: ${stats.drawn} drawn, ${stats.fromCache} from cache, ${seconds.toFixed(1)} s`,
        );
        const problems = checkSocialCards(fileURLToPath(dir), siteUrl, stats.titles);
        if (problems.length > 0) {
          throw new Error(`Public pages without their own social card:\n  ${problems.join('\n  ')}`);
        }
      },
    },
  };
}
