import { collection, config, fields } from '@keystatic/core';
import { block } from '@keystatic/core/content-components';
import { z } from 'astro/zod';
import { HELP_SITUATIONS } from '../../../config/help-schema.ts';
import { INSTRUCTION_IDS, INSTRUCTIONS } from '../../../config/instructions.ts';
import { FOLDERS, PRACTICE } from '#practice';
import { ANSWER_TIERS } from '../categories.ts';
import { CONTENT_COLLECTIONS } from '../collections.ts';
import { CONTENT_FOLDERS } from '../content-folders.ts';
import { answerSchema, blogSchema, legalSchema } from '../schemas.ts';
import { deriveFields, humanize, storedAs, type FieldCopy, type FieldOverride } from './derive-fields.ts';

/*
 * The browser editor (Keystatic in local mode, served by `npm run dev` at /keystatic): the three content
 * collections with their fields derived from the content schemas (src/lib/content/schemas.ts). Only
 * what a schema cannot say is written here: labels, the fields made by hand (title and file name,
 * dates, the image, related answers, the blog's author) and the body.
 */

const CLINICIANS = Object.fromEntries(PRACTICE.therapists.map((t) => [t.id, t.name]));

const resourceNames = new Map(PRACTICE.help.resources.map((r) => [r.id, r.name]));

/** "Suicide: 988 Suicide & Crisis Lifeline, …": a situation with the help lines it brings to the page. */
const SITUATION_LABELS: Record<string, string> = Object.fromEntries(
  HELP_SITUATIONS.map((situation) => {
    const lines = (PRACTICE.help.situations[situation] ?? []).map((id) => resourceNames.get(id) ?? id);
    const listed = lines.length ? lines.join(', ') : "no help lines; list them in the practice's help first";
    return [situation, `${humanize(situation)}: ${listed}`];
  }),
);

const TIER_LABELS = Object.fromEntries(Object.entries(ANSWER_TIERS).map(([tier, { name }]) => [tier, name]));

/** Labels and hints for the writer, by field name; a field without one is labelled from its name. */
const COPY: Record<string, FieldCopy> = {
  excerpt: { description: 'One or two sentences shown in listings and search results.' },
  tldr: { label: 'Short answer', description: 'The answer in a few sentences, shown first on the page.' },
  practitionerTake: {
    label: "Practitioner's take",
    description: "The author's own short view, shown in a quote box credited to them.",
  },
  reviewer: { description: 'A clinician other than the author.', optionLabels: CLINICIANS },
  author: { optionLabels: CLINICIANS },
  tier: { optionLabels: TIER_LABELS },
  keywords: { description: 'What a reader might type into a search engine, one phrase per item.' },
  imageAlt: {
    label: 'Image description',
    description: 'What the picture shows, for people who cannot see it.',
  },
  draft: { description: 'A draft is previewed in the editor and the development server, never published.' },
  help: {
    label: 'Help situations',
    description:
      'The situations the piece touches: the help box lists their lines (the general crisis lines when none).',
    optionLabels: SITUATION_LABELS,
  },
  quickExitReason: {
    label: 'Why no quick exit',
    description: 'Only with "Leave it off": a sentence a reviewer can weigh.',
  },
  jointTherapy: {
    label: 'Joint therapy',
    description:
      'Couples or family sessions the piece is about or recommends: never offered as related reading on a piece about partner violence or child abuse.',
  },
  reviewMonths: {
    label: 'Review every (months)',
    description: 'Only to review sooner than usual: a year, or six months for a piece about a crisis.',
  },
  effectiveLabel: { label: 'Date label' },
  crisisLines: { label: 'Ends with the crisis lines' },
  lastChecked: { label: 'Last checked' },
};

/** A date stored as YYYY-MM-DD; a publication date in the future schedules the piece. */
const date =
  (label: string, description?: string): FieldOverride =>
  (required) =>
    fields.date({
      label,
      ...(description && { description }),
      // A new piece is dated today; the writer moves the date forward to schedule it.
      ...(required && { defaultValue: { kind: 'today' as const } }),
      validation: { isRequired: required },
    });

const PUBLISHED = date(
  'Published',
  'The day the piece goes public. A future date schedules it: it stays out of the site until then.',
);
const UPDATED = date('Updated', 'The day the piece was last revised; not before the publication date.');
const REVIEWED = date(
  'Reviewed',
  'The day the reviewer last read the piece; the page shows when the next review falls due.',
);

/** The quick exit's three choices, stored as the schema wants: nothing, true or false. */
const QUICK_EXIT_CHOICES = { '': undefined, show: true, hide: false } as const;

/**
 * "Leave this page quickly" follows from the piece (written to a teen, or about partner violence or
 * child abuse), so the editor stores nothing unless the writer chooses: a checkbox would write false on
 * every save, which the content check refuses where it changes nothing.
 */
const QUICK_EXIT: FieldOverride = () =>
  storedAs(
    fields.select({
      label: 'Quick exit',
      description:
        '"Leave this page quickly", for a reader who may be watched. It comes by itself on pieces written to a teen or about partner violence or child abuse.',
      options: [
        { value: '', label: 'As the piece calls for' },
        { value: 'show', label: 'Show it' },
        { value: 'hide', label: 'Leave it off (say why below)' },
      ],
      defaultValue: '',
    }),
    (value) => QUICK_EXIT_CHOICES[value as keyof typeof QUICK_EXIT_CHOICES],
    (value) => (value === true ? 'show' : value === false ? 'hide' : (value ?? '')),
  );

/** The title, which also names the file (the page's address): my-title.mdx → /answers/my-title. */
function title(max?: number) {
  return fields.slug({
    name: { label: 'Title', validation: { isRequired: true, length: { min: 1, ...(max && { max }) } } },
    slug: {
      label: 'Address',
      description: 'The last part of the page address and the file name; it cannot change once published.',
    },
  });
}

/**
 * The blocks a writer places in a body by one line: an emergency instruction (written once, in
 * src/config/instructions.ts) and a note of the practice's own (its configuration's `notes`). The editor
 * offers them by title and writes the same `<Instruction id="..." />` line a writer types by hand.
 */
const BODY_BLOCKS = {
  Instruction: block({
    label: 'Emergency instruction',
    description: 'What to do in an emergency, written once for every piece: choose which.',
    schema: {
      id: fields.select({
        label: 'Instruction',
        // Only the instructions this practice has written can be shown.
        options: INSTRUCTION_IDS.flatMap((id) => {
          const instruction = INSTRUCTIONS[id];
          return instruction ? [{ value: id, label: instruction.en.title }] : [];
        }),
        defaultValue: INSTRUCTION_IDS.find((id) => INSTRUCTIONS[id]) ?? INSTRUCTION_IDS[0],
      }),
    },
  }),
  // A practice without notes offers none.
  ...(Object.keys(PRACTICE.notes).length > 0 && {
    PracticeNote: block({
      label: "The practice's note",
      description: 'What the practice says of its own ways (its configuration): choose which.',
      schema: {
        id: fields.select({
          label: 'Note',
          options: Object.entries(PRACTICE.notes).map(([id, note]) => ({ value: id, label: note.title })),
          defaultValue: Object.keys(PRACTICE.notes)[0]!,
        }),
      },
    }),
  }),
};

/** The body in MDX, with pictures stored beside the collection's others in the practice's pictures' folder. */
const body = (collectionName: string) =>
  fields.mdx({
    label: 'Body',
    extension: 'mdx',
    options: {
      image: {
        directory: `${FOLDERS.assets}/${collectionName}`,
        publicPath: `../../assets/${collectionName}/`,
      },
    },
    components: BODY_BLOCKS,
  });

const BLOG_TITLE = title(90);
const ANSWER_TITLE = title(100);
const LEGAL_TITLE = title();

// The schemas take Astro's image and reference types as parameters; the editor's own fields stand in.
const blogShape = blogSchema(z.string());
const answerShape = answerSchema(z.string().min(1));

const blog = collection({
  label: 'Blog articles',
  path: `${CONTENT_FOLDERS.blog}/*`,
  slugField: 'title',
  entryLayout: 'content',
  format: { contentField: 'body' },
  previewUrl: `${CONTENT_COLLECTIONS.blog.route}/{slug}`,
  schema: {
    ...deriveFields(blogShape, COPY, {
      title: () => BLOG_TITLE,
      published: PUBLISHED,
      updated: UPDATED,
      reviewed: REVIEWED,
      quickExit: QUICK_EXIT,
      // An outside author (a name and a short bio) is written in the file itself: the editor offers
      // the practice's clinicians, who write nearly every piece.
      author: () =>
        fields.select({
          label: 'Author',
          options: PRACTICE.therapists.map((t) => ({ value: t.id, label: t.name })),
          defaultValue: PRACTICE.therapists[0]!.id,
        }),
      image: (required) =>
        fields.image({
          label: 'Image',
          description: 'The picture at the top of the article and on its social card (1600 x 900).',
          directory: `${FOLDERS.assets}/blog`,
          publicPath: '../../assets/blog/',
          validation: { isRequired: required },
        }),
    }),
    title: BLOG_TITLE,
    body: body('blog'),
  },
});

const answers = collection({
  label: 'Answers',
  path: `${CONTENT_FOLDERS.answers}/*`,
  slugField: 'title',
  entryLayout: 'content',
  format: { contentField: 'body' },
  previewUrl: `${CONTENT_COLLECTIONS.answers.route}/{slug}`,
  schema: {
    ...deriveFields(answerShape, COPY, {
      title: () => ANSWER_TITLE,
      published: PUBLISHED,
      updated: UPDATED,
      reviewed: REVIEWED,
      quickExit: QUICK_EXIT,
      related: () =>
        fields.array(
          fields.object({
            text: fields.text({ label: 'Link text', validation: { isRequired: true, length: { min: 1 } } }),
            answer: fields.relationship({
              label: 'Answer',
              collection: 'answers',
              validation: { isRequired: true },
            }),
          }),
          {
            label: 'Related answers',
            itemLabel: (props) => props.fields.text.value || 'New link',
          },
        ),
    }),
    title: ANSWER_TITLE,
    body: body('answers'),
  },
});

const legal = collection({
  label: 'Legal notices',
  path: `${CONTENT_FOLDERS.legal}/*`,
  slugField: 'title',
  entryLayout: 'content',
  format: { contentField: 'body' },
  schema: {
    ...deriveFields(legalSchema, COPY, {
      title: () => LEGAL_TITLE,
      effective: date('Effective', 'The date the notice takes effect or was last changed.'),
      firstEffective: date(
        'First effective',
        'A revised notice: the day it first took effect. Empty for a notice never revised.',
      ),
      lastChecked: date('Last checked', 'The day what the notice describes was last checked.'),
    }),
    title: LEGAL_TITLE,
    body: body('legal'),
  },
});

export const EDITOR_SCHEMAS = { blog: blogShape, answers: answerShape, legal: legalSchema } as const;

export const editorConfig = config({
  storage: { kind: 'local' },
  ui: { brand: { name: PRACTICE.shortName } },
  collections: { blog, answers, legal },
});
