/** A piece written to a teen, as the teens' page lists it. */
export interface TeenPiece {
  href: string;
  title: string;
  summary: string;
}

interface Entry {
  id: string;
  data: { title: string; audience: string; excerpt?: string; tldr?: string };
}

/** The pieces marked `audience: teen`, articles and answers together, in title order. */
export function teenPieces(posts: readonly Entry[], answers: readonly Entry[]): TeenPiece[] {
  const pieces = [
    ...posts.map((post) => ({ entry: post, href: `/blog/${post.id}`, summary: post.data.excerpt ?? '' })),
    ...answers.map((answer) => ({
      entry: answer,
      href: `/answers/${answer.id}`,
      summary: answer.data.tldr ?? '',
    })),
  ];
  return pieces
    .filter(({ entry }) => entry.data.audience === 'teen')
    .map(({ entry, href, summary }) => ({ href, title: entry.data.title, summary }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The teens' page's words, at a sixth-grade reading level (a test holds them to it). */
export const TEENS_COPY = {
  title: 'For Teens',
  description:
    'Help for teens, written for you: people you can call or text any time, and short reads about hard things like self-harm, abuse at home and quitting vaping.',
  intro:
    'This page is for you, not your parents. If something is hard right now, you do not have to deal with it alone.',
  exit: 'Worried someone will see your screen? Use the button at the top to leave fast, or press Esc.',
  readHeading: 'Read something made for you',
  none: 'We are still writing these. Until they are here, the people above are ready to help you, any time.',
  therapy:
    'Want to talk to a therapist? Ask a parent or another adult you trust to call us with you. You can also write to us.',
} as const;
