import type { ImageMetadata } from 'astro';
import type { HelpSituation } from '../../config/help-schema.ts';
import { piecePath } from '../content/collections.ts';

/**
 * What the teens' page's first-screen box answers: someone at home hurting her, hurting herself or
 * having taken something, thinking about dying (911 comes first by itself).
 */
export const TEENS_PAGE_SITUATIONS: readonly HelpSituation[] = ['child-abuse', 'self-harm', 'suicide'];

/**
 * What the teens' page's help box lists beyond the teen lines: a teen hurt by someone she dates, sexually
 * abused, or kicked out or thinking of running away meets her own line there first.
 */
export const TEENS_HELP_SITUATIONS: readonly HelpSituation[] = [
  'teen',
  'dating-abuse',
  'sexual-abuse',
  'runaway',
];

/** A piece written to a teen, as the teens' page lists it: one line, and its picture when it has one. */
export interface TeenPiece {
  href: string;
  title: string;
  summary: string;
  image?: { src: ImageMetadata; alt: string; slug: string; category: string } | undefined;
}

interface Entry {
  id: string;
  data: {
    title: string;
    audience: string;
    excerpt?: string;
    tldr?: string;
    image?: ImageMetadata;
    imageAlt?: string;
    category?: string;
  };
}

/** The first sentence of a summary: the teens' page gives each piece one line. */
function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return match ? match[0] : text.trim();
}

/** The pieces marked `audience: teen`, articles and answers together, in title order. */
export function teenPieces(posts: readonly Entry[], answers: readonly Entry[]): TeenPiece[] {
  const pieces = [
    ...posts.map((post) => ({
      entry: post,
      href: piecePath('blog', post.id),
      summary: post.data.excerpt ?? '',
    })),
    ...answers.map((answer) => ({
      entry: answer,
      href: piecePath('answers', answer.id),
      summary: answer.data.tldr ?? '',
    })),
  ];
  return pieces
    .filter(({ entry }) => entry.data.audience === 'teen')
    .map(({ entry, href, summary }) => ({
      href,
      title: entry.data.title,
      summary: firstSentence(summary),
      ...(entry.data.image
        ? {
            image: {
              src: entry.data.image,
              alt: entry.data.imageAlt ?? '',
              slug: entry.id,
              category: entry.data.category ?? '',
            },
          }
        : {}),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The teens' page's words, at a sixth-grade reading level (a test holds them to it). */
export const TEENS_COPY = {
  description:
    'Help for teens, written for you: people you can call or text any time, and short reads about hard things like self-harm, abuse at home and quitting vaping.',
  intro:
    'This page is for you, not your parents. If something is hard right now, you do not have to deal with it alone.',
  readHeading: 'Read something made for you',
  none: 'We are still writing these. Until they are here, the people above are ready to help you, any time.',
} as const;

/**
 * How a piece written to a teen ends, and how the teens' page ends: what she can do now, in her words,
 * instead of a consultation offer written to the parent who pays. At a sixth-grade reading level.
 */
export const TEEN_ENDING_COPY = {
  heading: 'What you can do now',
  now: 'Call or text one of the lines above. It is free, and you can do it tonight, on your own.',
  therapyHeading: 'Want a therapist?',
  ask: 'Ask a parent or another adult you trust to help you find one. A school counselor or your doctor can help too. You can say: “I have been having a hard time. Can you help me find someone to talk to?”',
  private:
    'At your first visit, ask the therapist what stays between you, and what they would have to tell an adult, like if someone is hurting you. They will tell you.',
  writeToUs: 'An adult can also write to us with you.',
  writeToUsLink: 'Write to us',
} as const;
