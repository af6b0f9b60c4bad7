/**
 * The addresses of the pages that code in a browser bundle links to (a clinician's card, the fee
 * estimator, the libraries): written once here, so src/config/pages.ts, which names every page, and
 * those modules read the same words, and a renamed page is one edit. Nothing else is imported with them.
 */
export const ADDRESSES = {
  therapists: '/therapists',
  fees: '/fees',
  blog: '/blog',
  answers: '/answers',
} as const;
