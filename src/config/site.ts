import { parseSwitch, SWITCH_HINT } from './env.ts';
import { siteSchema, validateConfig, type SiteConfig } from './schema.ts';

/** A feature flag can be switched off for one build with FEATURE_<NAME>=off (e.g. FEATURE_BLOG_SYSTEM=off). */
function flag(name: string, fallback = true): boolean {
  const value = process.env[`FEATURE_${name}`];
  const parsed = parseSwitch(value);
  if (parsed === null) throw new Error(`FEATURE_${name} ${SWITCH_HINT}, not "${value}"`);
  return parsed ?? fallback;
}

const site = {
  siteName: 'Live Deeply Therapy Group',
  planTier: 'professional',
  version: '1.0.0',
  // Each flag really switches its feature at build time (FEATURE_<NAME>=off for one build).
  features: {
    blogSystem: flag('BLOG_SYSTEM'),
    contactForms: flag('CONTACT_FORMS'),
    schemaMarkup: flag('SCHEMA_MARKUP'),
    imageOptimization: flag('IMAGE_OPTIMIZATION'),
    staticSeoFiles: flag('STATIC_SEO_FILES'),
    performanceTracking: flag('PERFORMANCE_TRACKING'),
    // The site's own daily counters (src/client/beacon.ts); off, or with performanceTracking off, pages send nothing.
    analytics: flag('ANALYTICS'),
  },
  attribution: {
    label: 'Website by Sites for Therapists',
    url: 'https://sites-for-therapists.example',
  },
  deployment: { environment: 'sample', production: false, auditScore: 100 },
  url: (process.env.SITE_URL || 'https://livedeeply.example').replace(/\/$/, ''),
  locale: 'en-US',
  timeZone: 'America/New_York',
  themeColor: '#1f5f5b',
} satisfies SiteConfig;

export const SITE: SiteConfig = validateConfig('site', siteSchema, site);
