import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piecePath } from '../../src/lib/content/collections.ts';
import { mdxFile } from '../integration/helpers/content-sync';
import {
  buildSmallLibrary,
  smallLibraryEnv,
  SMALL_CONTENT_FOLDERS as FOLDERS,
  SMALL_PRACTICE,
  type SmallBuild,
} from './small-library-build';

/*
 * Drafts and scheduled pieces, through a real build of the second practice's small library with a few
 * pieces added and a fixed clock (SITE_NOW): the build's day is January 2, 2031; two pieces are dated
 * that day and two the day after. The library's own content is all older, so it is published. Which day
 * publishes a piece is tests/unit/publication.test.ts's; this build shows that every place a piece
 * appears follows it.
 */
const DAY_BEFORE = '2031-01-01';
const THE_DAY = '2031-01-02';
const DAY_AFTER = '2031-01-03';

/** Two of the library's clinicians, as author and reviewer. */
const [AUTHOR, REVIEWER] = SMALL_PRACTICE.therapists;

/** An article of the library, whose picture and alt text (as written beside it) the added articles borrow. */
const BORROWED = (() => {
  const folder = join(import.meta.dirname, '..', '..', FOLDERS.blog);
  const source = readFileSync(
    join(
      folder,
      readdirSync(folder).find((name) => name.endsWith('.mdx'))!,
    ),
    'utf8',
  );
  const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(source)![1]!;
  return { image: field('image'), imageAlt: field('imageAlt') };
})();

const article = (title: string, published: string, extra: Record<string, string> = {}) =>
  mdxFile({
    title: `'${title}'`,
    excerpt: "'An excerpt long enough for the schema, about worry and what to do with it.'",
    author: `'${AUTHOR!.id}'`,
    reviewer: `'${REVIEWER!.id}'`,
    reviewed: '2025-01-01',
    published,
    category: "'Anxiety'",
    ...BORROWED,
    ...extra,
  });

const answer = (title: string, published: string, extra: Record<string, string> = {}) =>
  mdxFile({
    title: `'${title}'`,
    tldr: "'A summary comfortably longer than forty characters, as the schema wants it.'",
    practitionerTake: "'A take.'",
    tier: '4',
    category: "'Parenting'",
    keywords: "['worry']",
    published,
    updated: published,
    author: `'${AUTHOR!.id}'`,
    reviewer: `'${REVIEWER!.id}'`,
    reviewed: '2025-01-01',
    ...extra,
  });

const FIXTURES: Record<string, string> = {
  'blog/a-draft-article.mdx': article('A draft article', '2025-01-01', { draft: 'true' }),
  'blog/a-scheduled-article.mdx': article('A scheduled article', DAY_AFTER),
  'blog/a-new-article.mdx': article('A new article', THE_DAY),
  'blog/the-newest-article.mdx': article('The newest article', DAY_BEFORE),
  'answers/a-draft-answer.mdx': answer('A draft answer', '2025-01-01', { draft: 'true' }),
  'answers/a-scheduled-answer.mdx': answer('A scheduled answer', DAY_AFTER),
  'answers/a-new-answer.mdx': answer('A new answer', THE_DAY),
  'answers/the-newest-answer.mdx': answer('The newest answer', DAY_BEFORE, {
    related:
      "[{ text: 'Soon', answer: 'a-scheduled-answer' }, { text: 'Today', answer: 'a-new-answer' }, { text: 'Never', answer: 'a-draft-answer' }]",
  }),
};

let build: SmallBuild;
const read = (file: string) => readFileSync(join(build.client, file), 'utf8');
const has = (file: string) => existsSync(join(build.client, file));
/** The answers the explorer's search index lists (the slug is each row's first item). */
const searchIndexSlugs = () =>
  (JSON.parse(read('answers/search-index.json')) as { answers: [string, ...unknown[]][] }).answers.map(
    ([slug]) => slug,
  );
const sitemap = () =>
  readdirSync(build.client)
    .filter((file) => /^sitemap-\d+\.xml$/.test(file))
    .map((file) => read(file))
    .join('\n');

beforeAll(() => {
  build = buildSmallLibrary('publication-', {
    env: { SITE_NOW: THE_DAY },
    prepare: (copy) => {
      for (const [file, source] of Object.entries(FIXTURES)) {
        const [collection, name] = file.split('/') as ['blog' | 'answers', string];
        writeFileSync(join(copy, FOLDERS[collection], name), source);
      }
    },
  });
}, 620_000);

afterAll(() => rmSync(build.copy, { recursive: true, force: true }), 60_000);

describe('a production build', () => {
  it('builds', () => {
    expect(build.status, build.output.slice(-2000)).toBe(0);
  });

  it('leaves drafts out of the pages, the sitemap, the feed, the blog, the answers listing and its search', () => {
    expect(has('blog/a-draft-article.html')).toBe(false);
    expect(has('answers/a-draft-answer.html')).toBe(false);
    expect(sitemap()).not.toMatch(/a-draft-(article|answer)/);
    expect(read('rss.xml')).not.toContain('A draft article');
    expect(read('blog.html')).not.toContain('a-draft-article');
    expect(read('answers.html')).not.toContain('a-draft-answer');
    expect(searchIndexSlugs()).not.toContain('a-draft-answer');
    // Related links never lead to a draft.
    expect(read('answers/the-newest-answer.html')).not.toContain('/answers/a-draft-answer');
  });

  it('leaves a piece out until its day, and puts it everywhere on the first build of that day', () => {
    const places = (article: string, answer: string, title: string) => ({
      articlePage: has(`blog/${article}.html`),
      answerPage: has(`answers/${answer}.html`),
      sitemap:
        sitemap().includes(piecePath('blog', article)) && sitemap().includes(piecePath('answers', answer)),
      feed: read('rss.xml').includes(title),
      blogIndex: read('blog.html').includes(piecePath('blog', article)),
      relatedArticles: read('blog/the-newest-article.html').includes(piecePath('blog', article)),
      answersListing: read('answers.html').includes(piecePath('answers', answer)),
      answersSearch: searchIndexSlugs().includes(answer),
      relatedAnswers: read('answers/the-newest-answer.html').includes(piecePath('answers', answer)),
    });
    const dayAfter = places('a-scheduled-article', 'a-scheduled-answer', 'A scheduled article');
    const theDay = places('a-new-article', 'a-new-answer', 'A new article');
    expect(
      Object.values(dayAfter).every((found) => !found),
      JSON.stringify(dayAfter),
    ).toBe(true);
    expect(Object.values(theDay).every(Boolean), JSON.stringify(theDay)).toBe(true);
  });

  it('marks no published page as a preview', () => {
    expect(read('blog/a-new-article.html')).not.toContain('this preview');
    expect(read('answers/the-newest-answer.html')).not.toContain('this preview');
  });
});

describe('npm run dev', () => {
  it('builds drafts and scheduled pieces, marked as such, and lists neither', async () => {
    const port = await getPort();
    const astro = join(build.copy, 'node_modules', 'astro', 'bin', 'astro.mjs');
    const server = spawn(process.execPath, [astro, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: build.copy,
      env: smallLibraryEnv({ SITE_NOW: THE_DAY }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let log = '';
    server.stdout.on('data', (chunk) => (log += chunk));
    server.stderr.on('data', (chunk) => (log += chunk));
    const page = async (path: string) => {
      // The first request waits for Vite to bundle the dependencies; a request caught by its re-run hangs.
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, html: await response.text() };
    };
    try {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const ready = await page('/').then(
          ({ status }) => status === 200,
          () => false,
        );
        if (ready) break;
        if (Date.now() > deadline) throw new Error(`astro dev did not start within 90 s:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const draft = await page('/blog/a-draft-article');
      expect(draft.status).toBe(200);
      expect(draft.html).toMatch(/<strong>Draft<\/strong>/);
      const draftAnswer = await page('/answers/a-draft-answer');
      expect(draftAnswer.html).toMatch(/<strong>Draft<\/strong>/);
      const scheduled = await page('/answers/a-scheduled-answer');
      expect(scheduled.status).toBe(200);
      expect(scheduled.html).toMatch(/<strong>Scheduled<\/strong>/);
      expect(scheduled.html).toContain('January 3, 2031');
      const blog = await page('/blog');
      expect(blog.html).not.toContain('/blog/a-draft-article');
      expect(blog.html).not.toContain('/blog/a-scheduled-article');
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  }, 150_000);
});
