import type { SiteInput } from '../../src/config/schema.ts';

/**
 * The site's settings as this practice sets them; every other one keeps its default (src/config/schema.ts,
 * siteSchema). The site's name is the practice's. A feature flag left out is on, and any flag can be
 * switched for one build with FEATURE_<NAME>=on or off (FEATURE_BLOG_SYSTEM=off).
 */
export const site = {
  deployment: { environment: 'sample', production: false, auditScore: 100 },
  // SITE_URL, when set, takes its place.
  url: 'https://livedeeply.example',
  timeZone: 'America/New_York',
} satisfies SiteInput;
