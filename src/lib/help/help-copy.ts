/** The words around the help lines: one calm box on articles and answers, a plainer warning on the contact pages. */
export const HELP_COPY = {
  article: {
    heading: 'If you need help now',
    intro:
      'We are not a crisis service, and our messages are not watched around the clock. If you or someone you love is in danger or in crisis, these can help today:',
  },
  teen: {
    heading: 'Reach someone now',
    intro: 'These are free. You can reach them on your own, day or night. Texting is fine.',
  },
  contact: {
    heading: 'In crisis or in danger? Do not wait for us.',
    intro:
      'This website and our messages are not watched around the clock. If you or someone you love might be in danger right now, reach one of these at any hour:',
  },
} as const;

export type HelpBoxVariant = keyof typeof HELP_COPY;
