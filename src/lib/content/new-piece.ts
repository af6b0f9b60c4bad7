import { HELP_SITUATIONS } from '../../config/help-schema.ts';
import { PRACTICE } from '#practice';
import { ANSWER_CATEGORIES, ANSWER_TIERS, BLOG_CATEGORIES } from './categories.ts';

/** What `npm run new` starts: a blog article or an answer. */
export type PieceKind = 'article' | 'answer';

export const PIECE_COLLECTION = { article: 'blog', answer: 'answers' } as const;

/** The marker for what a writer still has to write; check:content refuses it outside drafts. */
const TODO = 'TODO';

/** A YAML single-quoted string, the way the content files write their text. */
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface NewPiece {
  kind: PieceKind;
  title: string;
  slug: string;
  author: string;
  reviewer: string;
  /** YYYY-MM-DD: the published (and, for answers, updated) date. */
  today: string;
  category?: string | undefined;
}

/** The reviewer when none is chosen: the founder, or when the founder writes, the next clinician. */
export function defaultReviewer(author: string): string {
  const other = PRACTICE.therapists.find((t) => t.isFounder && t.id !== author);
  return (other ?? PRACTICE.therapists.find((t) => t.id !== author)!).id;
}

export function categoriesFor(kind: PieceKind): readonly string[] {
  return kind === 'article' ? BLOG_CATEGORIES : ANSWER_CATEGORIES;
}

/**
 * The new file's text: every field the schema requires, filled in or marked TODO (in lengths the
 * schema accepts, so the draft builds and previews at once), comments naming the choices, and
 * `draft: true` so nothing goes public before the writer says so.
 */
export function newPieceSource(piece: NewPiece): string {
  const categories = categoriesFor(piece.kind);
  const category = piece.category ?? 'Mental Health';
  const people = `# ${PRACTICE.therapists.map((t) => t.id).join(', ')}`;
  const lines =
    piece.kind === 'article'
      ? [
          `title: ${quote(piece.title)}`,
          `excerpt: ${quote(`${TODO}: one or two sentences (40 to 260 characters) that tell a reader what they will take away.`)}`,
          `author: ${quote(piece.author)} ${people}`,
          `reviewer: ${quote(piece.reviewer)} # a clinician other than the author`,
          `reviewed: ${piece.today} # the day the reviewer read it; the page shows when the next review falls due`,
          `published: ${piece.today} # the day it goes public; a later day schedules it`,
          `category: ${quote(category)} # ${categories.join(', ')}`,
          `image: ${quote(`../../assets/blog/${piece.slug}.jpg`)} # a placeholder picture: replace the file with yours (1600 x 900)`,
          `imageAlt: ${quote(`${TODO}: what the picture shows, for readers who cannot see it`)}`,
          `help: [] # situations the text touches: ${HELP_SITUATIONS.join(', ')} (the page lists their help lines)`,
          'draft: true # delete this line when the piece is ready to publish',
        ]
      : [
          `title: ${quote(piece.title)}`,
          `tldr: ${quote(`${TODO}: the short answer in two to four sentences (40 to 600 characters), shown first in a box.`)}`,
          `practitionerTake: ${quote(`${TODO}: your own take, a few sentences in your voice, shown in a quote box.`)}`,
          "related: [] # links to other answers: [{ text: 'How to let go', answer: 'how-to-let-go' }]",
          `tier: 4 # ${Object.entries(ANSWER_TIERS)
            .map(([tier, { name }]) => `${tier} ${name}`)
            .join(', ')}`,
          `category: ${quote(category)} # ${categories.join(', ')}`,
          'keywords:',
          `  - ${quote(`${TODO}: a phrase people type into a search engine`)}`,
          `published: ${piece.today} # the day it goes public; a later day schedules it`,
          `updated: ${piece.today} # change it when you revise the answer`,
          `author: ${quote(piece.author)} ${people}`,
          `reviewer: ${quote(piece.reviewer)}`,
          `reviewed: ${piece.today} # the day the reviewer read it; the page shows when the next review falls due`,
          `help: [] # situations the text touches: ${HELP_SITUATIONS.join(', ')} (the page lists their help lines)`,
          'draft: true # delete this line when the piece is ready to publish',
        ];
  const body = [
    `${TODO}: the opening paragraph: who this is for and what they will find.`,
    '',
    `## ${TODO}: the first section's heading`,
    '',
    `${TODO}: write here. Sections start with ##, their parts with ###.`,
  ];
  return ['---', ...lines, '---', '', ...body, ''].join('\n');
}
