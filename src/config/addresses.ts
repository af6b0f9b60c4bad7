/**
 * The addresses of the pages that code in a browser bundle links to (a clinician's card, the fee
 * estimator, the libraries, the search box): written once here, so src/config/pages.ts, which names
 * every page, and those modules read the same words, and a renamed page is one edit (the notices' are
 * their file names, which a unit test holds to the registry). Nothing else is imported with them.
 */
export const ADDRESSES = {
  therapists: '/therapists',
  fees: '/fees',
  blog: '/blog',
  answers: '/answers',
  contact: '/contact',
  faq: '/faq',
  spanish: '/es',
  search: '/search',
  terms: '/terms',
  goodFaithEstimate: '/good-faith-estimate',
} as const;
