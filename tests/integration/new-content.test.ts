import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLDERS, PRACTICE } from '#practice';
import { checkContent, formatProblem, readContent } from '@/lib/content-check/check-content';
import { CONTENT_FOLDERS } from '@/lib/content/content-folders';
import { slugify } from '@/lib/slug';
import { astroBin, createProjectCopy, projectRoot } from './helpers/content-sync';
import { ASSOCIATE, LEAD, literal } from '../practice.ts';

let copy = '';

/** `npm run new -- ...` in the copy, as a writer runs it (stdin is no terminal unless `typed` is given). */
function runNew(args: string[], typed?: string) {
  const command = [process.execPath, '--experimental-strip-types', 'scripts/new-content.ts', ...args];
  // `script` gives the command a terminal, so it asks its questions; the typed lines answer them.
  const [file, argv] = typed
    ? ['script', ['-qec', command.map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' '), '/dev/null']]
    : [command[0]!, command.slice(1)];
  const result = spawnSync(file, argv, {
    cwd: copy,
    encoding: 'utf8',
    input: typed ?? '',
    env: { ...process.env, SITE_NOW: '2025-06-01' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

/** Where the chosen practice keeps its pieces and their pictures, from the project's root. */
const article = (slug: string) => `${CONTENT_FOLDERS.blog}/${slug}.mdx`;
const picture = (slug: string) => `${FOLDERS.assets}/blog/${slug}.jpg`;

/**
 * An answer of the practice's library whose title makes another address than its own, so a title can
 * take its address without its title, and its title without its address.
 */
const EXISTING = (() => {
  const answer = readContent(projectRoot, { body: false }).find(
    (file) => file.collection === 'answers' && slugify(String(file.data?.['title'])) !== file.id,
  );
  if (!answer) throw new Error('these tests need an answer whose title is not its address');
  return { path: answer.path, id: answer.id, title: String(answer.data?.['title']) };
})();

const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const problems = () => checkContent(copy).map(formatProblem);

beforeAll(() => {
  copy = createProjectCopy('new-content-');
  cpSync(join(projectRoot, 'scripts'), join(copy, 'scripts'), { recursive: true });
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

// Each test runs `npm run new` as a process (an article's also draws its picture in another) and then the
// content check over the whole library: 4.4 s quiet, and past 20 s once in a fresh clone with the unit
// phase's type check and a CPU hog beside it, so the limit is the one the answer's test already had.
describe('npm run new', { timeout: 60_000 }, () => {
  it('starts an article: named by its title, every field filled in or marked, a picture, a draft', () => {
    const { status, output } = runNew(['article', 'Feeling Stuck: What Helps?', '--author', ASSOCIATE.id]);
    expect(status, output).toBe(0);
    const path = article('feeling-stuck-what-helps');
    expect(output).toContain(`Created ${path}, a draft dated 2025-06-01.`);
    const text = read(path);
    expect(text).toMatch(/^title: 'Feeling Stuck: What Helps\?'$/m);
    expect(text).toMatch(/^excerpt: 'TODO: /m);
    expect(text).toMatch(new RegExp(`^author: '${ASSOCIATE.id}'`, 'm'));
    expect(text).toMatch(new RegExp(`^reviewer: '${LEAD.id}'`, 'm'));
    expect(text).toMatch(/^reviewed: 2025-06-01\b/m);
    expect(text).toMatch(/^published: 2025-06-01\b/m);
    // The picture as the article names it, from beside it.
    const image = relative(CONTENT_FOLDERS.blog, picture('feeling-stuck-what-helps'));
    expect(text).toMatch(new RegExp(`^image: '${literal(image)}'`, 'm'));
    expect(text).toMatch(/^imageAlt: 'TODO: /m);
    expect(text).toMatch(/^draft: true\b/m);
    expect(existsSync(join(copy, picture('feeling-stuck-what-helps')))).toBe(true);
    // A draft may keep its TODOs; everything else about it is already right.
    expect(problems()).toEqual([]);
  });

  it('once the draft line goes, the content check lists every TODO left, with its line', () => {
    const path = article('feeling-stuck-what-helps');
    const draft = read(path);
    writeFileSync(join(copy, path), draft.replace(/^draft: true.*\n/m, ''));
    try {
      expect(problems()).toEqual([
        `${path}:3: excerpt still says TODO`,
        `${path}:10: imageAlt still says TODO`,
        `${path}:14: the text still says TODO here`,
        `${path}:16: the text still says TODO here`,
        `${path}:18: the text still says TODO here`,
      ]);
    } finally {
      writeFileSync(join(copy, path), draft);
    }
  });

  it('starts an answer, and Astro loads both new files as they are', () => {
    const { status, output } = runNew([
      'answer',
      'Is it normal to argue before the wedding?',
      '--author',
      ASSOCIATE.id,
      '--category',
      'Relationships',
    ]);
    expect(status, output).toBe(0);
    const text = read(`${CONTENT_FOLDERS.answers}/is-it-normal-to-argue-before-the-wedding.mdx`);
    expect(text).toMatch(/^category: 'Relationships'/m);
    expect(text).toMatch(/^published: 2025-06-01\b/m);
    expect(text).toMatch(/^updated: 2025-06-01\b/m);
    expect(text).toMatch(/^draft: true\b/m);
    expect(problems()).toEqual([]);
    const sync = spawnSync(process.execPath, [astroBin, 'sync'], { cwd: copy, encoding: 'utf8' });
    expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);
  });

  it('refuses a title whose address or title is taken', () => {
    const again = runNew(['article', 'feeling stuck - what helps', '--author', ASSOCIATE.id]);
    expect(again.status).toBe(1);
    expect(again.output).toContain(
      `${article('feeling-stuck-what-helps')} already has the address /blog/feeling-stuck-what-helps: choose another title.`,
    );
    // Another title with the address of an existing answer; and an existing title, in other capitals.
    const address = runNew(['answer', EXISTING.id.replaceAll('-', ' '), '--author', ASSOCIATE.id]);
    expect(address.status).toBe(1);
    expect(address.output).toContain(`${EXISTING.path} already has the address`);
    const title = runNew(['answer', EXISTING.title.toLowerCase(), '--author', ASSOCIATE.id]);
    expect(title.status).toBe(1);
    expect(title.output).toContain(`${EXISTING.path} already has this title: choose another.`);
  });

  it('without a terminal, asks for --author and names the clinicians', () => {
    const { status, output } = runNew(['article', 'Another piece']);
    expect(status).toBe(1);
    expect(output).toContain(
      `Who writes it? Add --author with one of: ${PRACTICE.therapists.map((t) => t.id).join(', ')}`,
    );
    expect(existsSync(join(copy, article('another-piece')))).toBe(false);
  });

  it.runIf(existsSync('/usr/bin/script'))('in a terminal, offers the clinicians to choose from', () => {
    // Author: the last clinician offered; reviewer: Enter (the suggestion: the founder, or in a practice
    // of peers the first clinician besides the author); category: 3 (Mental Health).
    const number = PRACTICE.therapists.length;
    const last = PRACTICE.therapists.at(-1)!;
    const suggested =
      PRACTICE.therapists.find((t) => t.isFounder) ?? PRACTICE.therapists.find((t) => t !== last)!;
    const { status, output } = runNew(['article', 'Asked in a terminal'], `${number}\n\n3\n`);
    expect(status, output).toBe(0);
    expect(output).toContain(`${number}. ${last.id}`);
    const text = read(article('asked-in-a-terminal'));
    expect(text).toMatch(new RegExp(`^author: '${last.id}'`, 'm'));
    expect(text).toMatch(new RegExp(`^reviewer: '${suggested.id}'`, 'm'));
    expect(text).toMatch(/^category: 'Mental Health'/m);
  });
});
