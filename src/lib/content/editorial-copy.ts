/**
 * Notes every article and answer carries, said once here instead of in each file: the stories in the
 * library are composites, and a piece is general information, not advice about one person.
 */
export const EDITORIAL_COPY = {
  storiesHeading: 'About the stories here',
  stories:
    'The people in our stories are composites: each one is drawn from many families, couples and individuals, with names and details changed, so that no story describes a real client.',
  helpNow: 'Need help now?',
  helpNowLink: 'Crisis and safety lines',
} as const;

/**
 * The quick-exit button and the note of what it cannot hide, for pages read by someone whose screen may
 * be watched, a teen among them: written at a sixth-grade reading level. The note is folded into its
 * first line (`summary`) so the page's heading comes sooner on a phone.
 */
export const QUICK_EXIT_COPY = {
  button: 'Leave this page quickly',
  summary: 'Worried someone will see your screen?',
  note: [
    'The “Leave this page quickly” button, or the Esc key, swaps this page for a weather site at once. It also takes this page off your Back button.',
    'It cannot erase your history: your browser may still list this site. A private or incognito window leaves less behind. A phone or computer the person does not check is safer still.',
  ],
} as const;

/**
 * What a notice says of its legal review: who reviewed it and when (the practice's `noticeReviews`), or,
 * plainly, that it is a sample nobody has reviewed yet.
 */
export const NOTICE_REVIEW_COPY = {
  reviewed: 'Reviewed by',
  on: 'on',
  sample:
    'This notice is a sample, written for the practice and not yet reviewed by its lawyer. If anything in it matters to a decision you are making, ask us first.',
} as const;
