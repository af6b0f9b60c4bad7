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

/** The quick-exit button and the note above it, for pieces read by someone whose screen may be watched. */
export const QUICK_EXIT_COPY = {
  button: 'Leave this page quickly',
  note: 'If someone might see your screen: the “Leave this page quickly” button, or the Escape key, swaps this page for a weather site and takes it off your Back button. Your browser history may still list this site; a private or incognito window leaves less behind.',
} as const;
