/**
 * `npm run new -- article "Title"` and `npm run new -- answer "Question?"`: start a piece. Writes
 * practices/<name>/content/blog/<slug>.mdx or …/answers/<slug>.mdx with every field filled in or marked
 * TODO, today's date and `draft: true`; for an article also draws a placeholder picture into
 * the practice's assets/blog/<slug>.jpg (npm run artwork). Refuses a title whose slug is taken.
 *
 * The author (and the reviewer) are chosen from the practice's clinicians: asked for when run in a
 * terminal, otherwise given as --author <id> (and --reviewer <id>; by default the founder, or when the
 * founder writes, the next clinician). --category picks the category.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FOLDERS, PRACTICE } from '#practice';
import { contentToday } from '../src/lib/content/clock.ts';
import { CONTENT_COLLECTIONS } from '../src/lib/content/collections.ts';
import { CONTENT_FOLDERS } from '../src/lib/content/content-folders.ts';
import { readContent } from '../src/lib/content-check/check-content.ts';
import {
  PIECE_COLLECTION,
  categoriesFor,
  defaultReviewer,
  newPieceSource,
  type PieceKind,
} from '../src/lib/content/new-piece.ts';
import { slugify } from '../src/lib/slug.ts';

const root = join(import.meta.dirname, '..');
const USAGE =
  'Usage: npm run new -- article "Title" | answer "Question?" [--author id] [--reviewer id] [--category name]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    author: { type: 'string' },
    reviewer: { type: 'string' },
    category: { type: 'string' },
  },
});
const [kind, ...titleWords] = positionals;
const title = titleWords.join(' ').trim();
if ((kind !== 'article' && kind !== 'answer') || !title) fail(USAGE);

const clinicianIds = PRACTICE.therapists.map((t) => t.id);
const slug = slugify(title);
if (!slug) fail(`"${title}" has no letters or digits to make an address from; choose another title.`);
const collection = PIECE_COLLECTION[kind as PieceKind];
const existing = readContent(root);
const taken = existing.find((file) => file.collection === collection && file.id === slug);
if (taken) fail(`${taken.path} already has the address /${collection}/${slug}: choose another title.`);
const sameTitle = existing.find((file) => String(file.data?.title).toLowerCase() === title.toLowerCase());
if (sameTitle) fail(`${sameTitle.path} already has this title: choose another.`);

const interactive = stdin.isTTY && stdout.isTTY;
const prompt = interactive ? createInterface({ input: stdin, output: stdout }) : null;
// Lines typed ahead of a question wait in the iterator instead of being dropped.
const typedLines = prompt?.[Symbol.asyncIterator]();

async function ask(question: string): Promise<string> {
  prompt!.setPrompt(question);
  prompt!.prompt();
  const line = await typedLines!.next();
  if (line.done) fail('\nCancelled.');
  return String(line.value).trim();
}

/** A choice from a numbered list, asked in the terminal; Enter takes the suggestion. */
async function choose(question: string, choices: readonly string[], suggestion: string): Promise<string> {
  choices.forEach((choice, index) => console.log(`  ${index + 1}. ${choice}`));
  for (;;) {
    const answer = await ask(`${question} [${suggestion}]: `);
    if (!answer) return suggestion;
    const byNumber = choices[Number(answer) - 1];
    if (/^\d+$/.test(answer) && byNumber) return byNumber;
    if (choices.includes(answer)) return answer;
    console.log(`Type a number from 1 to ${choices.length}, or press Enter for ${suggestion}.`);
  }
}

function checkChoice(value: string, choices: readonly string[], flag: string): string {
  if (!choices.includes(value)) fail(`--${flag} "${value}" is not one of: ${choices.join(', ')}`);
  return value;
}

let author = values.author;
if (author) checkChoice(author, clinicianIds, 'author');
else if (interactive) author = await choose('Author', clinicianIds, clinicianIds[0]!);
else fail(`Who writes it? Add --author with one of: ${clinicianIds.join(', ')}`);

const reviewers = clinicianIds.filter((id) => id !== author);
let reviewer = values.reviewer;
if (reviewer) checkChoice(reviewer, reviewers, 'reviewer');
else if (interactive) reviewer = await choose('Reviewer', reviewers, defaultReviewer(author!));
else reviewer = defaultReviewer(author!);

const categories = categoriesFor(kind as PieceKind);
let category = values.category;
if (category) checkChoice(category, categories, 'category');
else if (interactive) category = await choose('Category', categories, 'Mental Health');
prompt?.close();

const dir = join(root, CONTENT_FOLDERS[collection]);
const path = join(dir, `${slug}.mdx`);
if (existsSync(path)) fail(`${path} already exists: choose another title.`);
mkdirSync(dir, { recursive: true });
const today = contentToday();
writeFileSync(
  path,
  newPieceSource({
    kind: kind as PieceKind,
    title,
    slug,
    author: author!,
    reviewer: reviewer!,
    today,
    category,
  }),
);

const relativePath = `${CONTENT_FOLDERS[collection]}/${slug}.mdx`;
console.log(`Created ${relativePath}, a draft dated ${today}.`);
if (kind === 'article') {
  const artwork = spawnSync(
    process.execPath,
    ['--experimental-strip-types', join(root, 'scripts', 'make-artwork.ts')],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (artwork.status !== 0) fail(`Drawing the placeholder picture failed:\n${artwork.stderr}`);
  console.log(`Placeholder picture: ${FOLDERS.assets}/blog/${slug}.jpg (replace it with yours, same name).`);
}
console.log(
  [
    'Next:',
    `  1. Fill in every TODO (npm run check:content lists those left, with their lines).`,
    `  2. Preview: npm run dev, then http://127.0.0.1:4321${CONTENT_COLLECTIONS[collection].route}/${slug}`,
    '  3. Publish: delete the draft: true line (a later published date schedules it). See docs/content.md.',
  ].join('\n'),
);
