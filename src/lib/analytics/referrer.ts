/**
 * Where a visit came from, as a category only: the beacon works it out from the referrer in the page and
 * sends the category, never the address. The lists name the sites that send this kind of practice its
 * visitors and no more, because every page carries them; a practice listed on a directory not named here
 * adds its name to the directory line (its visits count as "website" until then).
 */
export const REFERRER_CATEGORIES = ['search', 'directory', 'social', 'website', 'none'] as const;
export type ReferrerCategory = (typeof REFERRER_CATEGORIES)[number];

/** Name, then any country or generic domain: google.co.uk, search.brave.com, l.facebook.com. */
const host = (names: string) => new RegExp(`(^|\\.)(${names})(\\.[a-z]{2,3}){1,2}$`);

const CATEGORIES: [ReferrerCategory, RegExp][] = [
  ['search', host('google|bing|duckduckgo|yahoo|ecosia|startpage|brave|kagi')],
  // Therapist directories and care locators.
  [
    'directory',
    host(
      'psychologytoday|therapyden|goodtherapy|openpathcollective|zencare|inclusivetherapists|mentalhealthmatch|growtherapy|helloalma|headway|zocdoc|theravive|therapytribe|networktherapy|therapyroute|findtreatment',
    ),
  ],
  [
    'social',
    host(
      'facebook|fb|instagram|t|twitter|x|linkedin|lnkd|pinterest|reddit|tiktok|youtube|youtu|threads|bsky|nextdoor',
    ),
  ],
];

/** The category of a referrer's host name ('' when there is no referrer). */
export function referrerCategory(hostname: string): ReferrerCategory {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name ? (CATEGORIES.find(([, pattern]) => pattern.test(name))?.[0] ?? 'website') : 'none';
}
