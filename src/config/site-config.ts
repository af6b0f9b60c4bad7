/**
 * Turns a practice's site settings (practices/<name>/site.ts) into the site configuration: the schema's
 * defaults filled in, the practice's name as the site's, each feature flag as the environment switches
 * it for one build, and SITE_URL in place of the address when it is set.
 */
import { parseSwitch, SWITCH_HINT } from './env.ts';
import {
  FEATURE_FLAGS,
  siteSchema,
  validateConfig,
  type FeatureFlag,
  type SiteConfig,
  type SiteInput,
} from './schema.ts';

/** FEATURE_BLOG_SYSTEM for blogSystem. */
export const featureVariable = (flag: FeatureFlag) =>
  `FEATURE_${flag.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;

/**
 * The environment the settings are read from. The browser editor's page takes the practice's module with
 * it, where there is no environment: there every setting keeps the practice's own value.
 */
const ENV: Record<string, string | undefined> = globalThis.process?.env ?? {};

/** A feature flag can be switched for one build with FEATURE_<NAME>=on or off (e.g. FEATURE_BLOG_SYSTEM=off). */
function flag(name: FeatureFlag, fallback: boolean): boolean {
  const variable = featureVariable(name);
  const value = ENV[variable];
  const parsed = parseSwitch(value);
  if (parsed === null) throw new Error(`${variable} ${SWITCH_HINT}, not "${value}"`);
  return parsed ?? fallback;
}

/** The site's settings for a practice, its name the practice's. */
export function defineSite(input: SiteInput, practice: { name: string }): SiteConfig {
  const features = Object.fromEntries(
    FEATURE_FLAGS.map((name) => [name, flag(name, input.features?.[name] ?? true)]),
  );
  return validateConfig('site', siteSchema, {
    ...input,
    siteName: practice.name,
    features,
    url: (ENV['SITE_URL'] || input.url).replace(/\/$/, ''),
  });
}
