/**
 * `npm run bench:content`: how the build grows with the content library. For each size it
 * copies the project into a temporary folder, adds N synthetic blog articles and N synthetic answers
 * (valid against src/content.config.ts, bodies of 600-900 words in the markup the real files use, the
 * real article images reused so image processing stays bounded), runs `astro build` there and prints
 * the build time, the pages, the size of dist/client and what the /answers listing weighs: its pages'
 * HTML (which must stay flat as the library grows), the explorer's code fetched on the first touch of
 * its controls, and the search index fetched with it. Size 0 is the real library alone. The copy is
 * deleted afterwards unless --keep is given. Figures also go to reports/bench-content.json.
 *
 * The site search (Pagefind) is measured too: the time the build spends indexing and the index's size,
 * and, in Chromium against the built site served with its precompressed files, the bytes the search
 * fetches when it is opened (its code, Pagefind's script and WebAssembly, the index's metadata and
 * filters) and then for each of a few searches (index chunks and the results' fragments).
 *
 * The copy starts with the project's image cache (node_modules/.astro/assets), as a developer's machine
 * or a CI with a cache would: encoding the real artwork into AVIF/WebP/JPEG from scratch takes about
 * five minutes here and does not grow with the library, so it would only blur what this measures.
 * --cold starts without it.
 *
 *   npm run bench:content                                  # three sizes: 0, 100 and 1,000 of each
 *   npm run bench:content -- --articles 100 --answers 1000 # one size
 *   npm run bench:content -- --sizes 50,500 --keep
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './helpers/chromium.ts';
import { parseHtml } from '../src/lib/built-pages.ts';
import { moduleGraph } from './helpers/module-graph.ts';
import { createProjectCopy } from './helpers/project-copy.ts';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HELP_SITUATIONS } from '../src/config/help-schema.ts';
import { FOLDERS, PRACTICE } from '#practice';
import { CONTENT_FOLDERS } from '../src/lib/content/content-folders.ts';
import { contentToday } from '../src/lib/content/clock.ts';
import { piecePath } from '../src/lib/content/collections.ts';
import { motifWord } from '../src/lib/art/motifs.ts';
import { drawnMotifs } from '../src/lib/content/artwork.ts';
import { ANSWER_CATEGORIES, BLOG_CATEGORIES } from '../src/lib/content/categories.ts';
import { seededRandom } from '../src/lib/seeded-random.ts';

const root = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    articles: { type: 'string' },
    answers: { type: 'string' },
    sizes: { type: 'string', default: '0,100,1000' },
    keep: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
  },
});

interface Size {
  articles: number;
  answers: number;
}

function sizesToRun(): Size[] {
  const sizes =
    values.articles || values.answers
      ? [{ articles: Number(values.articles ?? 0), answers: Number(values.answers ?? 0) }]
      : values.sizes.split(',').map((n) => ({ articles: Number(n), answers: Number(n) }));
  for (const size of sizes) {
    if (![size.articles, size.answers].every((n) => Number.isInteger(n) && n >= 0)) {
      throw new Error('sizes are whole numbers: --sizes 100,1000 or --articles 100 --answers 1000');
    }
  }
  return sizes;
}

// ---------------------------------------------------------------------------------------------------
// Synthetic text: sentences, headings and keywords of the real articles and answers, recombined by a
// seeded generator. The text reads (and compresses, which matters for the gzip figures) like the real
// library, and every run builds the same one, so runs compare.

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

interface Corpus {
  sentences: string[];
  headings: string[];
  keywords: string[];
}

/** Characters MDX would read as markup ({expressions}, <tags>), kept out of the recombined text. */
const MDX_UNSAFE = /[{}<>]/;

function splitFile(source: string): { frontmatter: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  return { frontmatter: match?.[1] ?? '', body: match?.[2] ?? source };
}

/** Prose sentences of a body: plain paragraphs only, links and emphasis reduced to their text. */
function proseSentences(body: string): string[] {
  const prose = body
    .split('\n')
    .filter((line) => /^[A-Z"]/.test(line) && !MDX_UNSAFE.test(line))
    .map((line) => line.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replaceAll('**', ''));
  return prose
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z"])/))
    .filter((sentence) => /[.!?]"?$/.test(sentence) && wordCount(sentence) >= 6 && wordCount(sentence) <= 45);
}

function readCorpus(dirs: string[]): Corpus {
  const corpus: Corpus = { sentences: [], headings: [], keywords: [] };
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mdx'))) {
      const { frontmatter, body } = splitFile(readFileSync(join(dir, file), 'utf8'));
      corpus.sentences.push(...proseSentences(body));
      for (const m of body.matchAll(/^##+ (.+)$/gm)) if (!MDX_UNSAFE.test(m[1]!)) corpus.headings.push(m[1]!);
      // Keyword lists are the frontmatter's only plain quoted list items ("  - 'enabling vs helping'").
      for (const m of frontmatter.matchAll(/^\s+- ['"](.+)['"]$/gm)) corpus.keywords.push(m[1]!);
    }
  }
  if (!corpus.keywords.length) corpus.keywords.push(...corpus.headings.map((h) => h.toLowerCase()));
  return corpus;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function paragraph(random: Random, corpus: Corpus, sentences = 3 + Math.floor(random() * 3)): string {
  return Array.from({ length: sentences }, () => pick(random, corpus.sentences)).join(' ');
}

/** A blog section in the real articles' markup: heading, paragraphs, and a list, quote or steps. */
function blogSection(random: Random, corpus: Corpus, link: string): string {
  const sentence = () => pick(random, corpus.sentences);
  const extras = [
    () => Array.from({ length: 4 }, () => `- **${pick(random, corpus.headings)}.** ${sentence()}`).join('\n'),
    () => `> ${sentence()}`,
    () => Array.from({ length: 4 }, (_, i) => `${i + 1}. ${sentence()}`).join('\n'),
    () => `${paragraph(random, corpus, 2)} You may also find [this related article](${link}) useful.`,
  ];
  return [
    `## ${pick(random, corpus.headings)}`,
    paragraph(random, corpus),
    pick(random, extras)(),
    paragraph(random, corpus),
  ].join('\n\n');
}

/** An answer section in the answers' light markup (src/lib/markdown/remark-answer-blocks.ts). */
function answerSection(random: Random, corpus: Corpus, link: string): string {
  const extras = [
    // A bold line over a list: a small heading over bullets.
    () =>
      [
        `**${pick(random, corpus.headings)}**`,
        '',
        ...Array.from({ length: 4 }, () => `- ${pick(random, corpus.sentences)}`),
      ].join('\n'),
    // A numbered block: boxed sub-sections whose first line is the heading.
    () =>
      Array.from(
        { length: 3 },
        (_, i) => `${i + 1}. ${pick(random, corpus.headings)}\n   ${paragraph(random, corpus, 2)}`,
      ).join('\n\n'),
    () => `${paragraph(random, corpus, 2)} Read more in [this related answer](${link}).`,
  ];
  return [
    `## ${pick(random, corpus.headings)}`,
    paragraph(random, corpus),
    pick(random, extras)(),
    paragraph(random, corpus),
  ].join('\n\n');
}

/** Sections until the body holds 600-900 words, then the closing invitation the real files end with. */
function body(random: Random, corpus: Corpus, section: () => string): string {
  const target = 600 + Math.floor(random() * 300);
  const parts = [paragraph(random, corpus), paragraph(random, corpus)];
  for (;;) {
    const next = section();
    const words = wordCount(parts.join(' '));
    if (words >= 600 && words + wordCount(next) > target) break;
    parts.push(next);
  }
  parts.push(
    `If this sounds familiar, book a free ${PRACTICE.consultationMinutes}-minute consultation through [our contact page](/contact).`,
  );
  return `${parts.join('\n\n')}\n`;
}

/**
 * Recombined sentences may speak of any situation the real library covers, and the content check asks a
 * piece to declare each one it mentions: the synthetic pieces declare them all.
 */
const HELP_LINE = `help: [${HELP_SITUATIONS.join(', ')}]`;

/**
 * Every synthetic piece was reviewed on the build's day: never after it (the content check refuses
 * that), and not due for months, so the build prints no review warning for thousands of pieces.
 */
const BENCH_REVIEWED = contentToday();

/** YAML single-quoted scalar. */
const yaml = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Text of at most `max` characters, cut at a word and closed with a full stop. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}.`;
}

function isoDate(random: Random, from = Date.UTC(2023, 0, 1), to = Date.UTC(2025, 5, 30)): string {
  return new Date(from + Math.floor(random() * (to - from))).toISOString().slice(0, 10);
}

interface Library {
  corpus: Corpus;
  clinicians: string[];
  /** The real article pictures, each with an alt text naming its drawn motif (as the check wants). */
  images: { file: string; alt: string }[];
  blogSlugs: string[];
  answerSlugs: string[];
}

function syntheticArticle(index: number, library: Library): string {
  const random = seededRandom(index * 7919 + 1);
  const { clinicians, corpus } = library;
  const link = piecePath('blog', pick(random, library.blogSlugs));
  const excerpt = paragraph(random, corpus, 2);
  const image = library.images[index % library.images.length]!;
  return [
    '---',
    `title: ${yaml(clip(`${pick(random, corpus.headings)} (sample article ${index})`, 90))}`,
    `excerpt: ${yaml(clip(excerpt, 250))}`,
    `author: ${yaml(clinicians[index % clinicians.length]!)}`,
    `reviewer: ${yaml(clinicians[(index + 1) % clinicians.length]!)}`,
    `reviewed: ${BENCH_REVIEWED}`,
    `published: ${isoDate(random)}`,
    `category: ${yaml(BLOG_CATEGORIES[index % BLOG_CATEGORIES.length]!)}`,
    `image: ${yaml(`../../assets/blog/${image.file}`)}`,
    `imageAlt: ${yaml(image.alt)}`,
    HELP_LINE,
    '---',
    '',
    body(random, corpus, () => blogSection(random, corpus, link)),
  ].join('\n');
}

function syntheticAnswer(index: number, library: Library): string {
  const random = seededRandom(index * 104729 + 3);
  const { clinicians, answerSlugs, corpus } = library;
  const published = isoDate(random);
  const updated = isoDate(random, Date.parse(published), Date.UTC(2025, 11, 31));
  const related = [...new Set([0, 1, 2].map((k) => answerSlugs[(index + k * 5) % answerSlugs.length]!))];
  return [
    '---',
    `title: ${yaml(clip(`${pick(random, corpus.headings)} (sample answer ${index})`, 100))}`,
    `tldr: ${yaml(clip(paragraph(random, corpus, 3), 590))}`,
    `practitionerTake: ${yaml(paragraph(random, corpus, 2))}`,
    'related:',
    ...related.flatMap((slug) => [
      `  - text: ${yaml(pick(random, corpus.headings))}`,
      `    answer: ${yaml(slug)}`,
    ]),
    `tier: ${(index % 4) + 1}`,
    `category: ${yaml(ANSWER_CATEGORIES[index % ANSWER_CATEGORIES.length]!)}`,
    'keywords:',
    ...Array.from({ length: 4 }, () => `  - ${yaml(pick(random, corpus.keywords))}`),
    `published: ${published}`,
    `updated: ${updated}`,
    `author: ${yaml(clinicians[index % clinicians.length]!)}`,
    `reviewer: ${yaml(clinicians[(index + 2) % clinicians.length]!)}`,
    `reviewed: ${BENCH_REVIEWED}`,
    HELP_LINE,
    '---',
    '',
    body(random, corpus, () =>
      answerSection(random, corpus, piecePath('answers', pick(random, answerSlugs))),
    ),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// The throwaway project.

const slugsIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''));

function createCopy(size: Size): string {
  const copy = createProjectCopy(root, { prefix: 'bench-content-', cold: values.cold });
  const blogDir = join(copy, CONTENT_FOLDERS.blog);
  const answersDir = join(copy, CONTENT_FOLDERS.answers);
  const library: Library = {
    corpus: readCorpus([blogDir, answersDir]),
    clinicians: PRACTICE.therapists.map((t) => t.id),
    images: readdirSync(join(copy, FOLDERS.assets, 'blog'))
      .filter((f) => f.endsWith('.jpg'))
      .map((file) => {
        const motifs = drawnMotifs(readFileSync(join(copy, FOLDERS.assets, 'blog', file))) ?? [];
        return { file, alt: `Benchmark artwork: ${motifs.map(motifWord).join(', ')}` };
      }),
    blogSlugs: slugsIn(blogDir),
    answerSlugs: slugsIn(answersDir),
  };
  if (!library.images.length || !library.answerSlugs.length || !library.blogSlugs.length) {
    throw new Error('the synthetic library needs at least one real article, answer and article image');
  }
  const name = (kind: string, i: number) => `bench-${kind}-${String(i).padStart(5, '0')}.mdx`;
  for (let i = 1; i <= size.articles; i += 1) {
    writeFileSync(join(blogDir, name('article', i)), syntheticArticle(i, library));
  }
  for (let i = 1; i <= size.answers; i += 1) {
    writeFileSync(join(answersDir, name('answer', i)), syntheticAnswer(i, library));
  }
  return copy;
}

/** The build's time, and its line on social cards ("77 drawn, 0 from cache, 24.8 s"; always drawn here). */
function build(copy: string): { seconds: number; cards: string } {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(copy, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    {
      cwd: copy,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`astro build failed in ${copy}:\n${output}`);
  }
  const cards = /social cards: (.*)/.exec(stripVTControlCharacters(result.stdout))?.[1] ?? 'none';
  return { seconds, cards };
}

// ---------------------------------------------------------------------------------------------------
// Measuring the output.

interface Bytes {
  raw: number;
  gzip: number;
  /** As `npm start` and the precompressed files serve it (measured where it matters: it is slow). */
  br?: number;
}

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;
const brotliSize = (content: Buffer) =>
  brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

/** Script files a page loads to run its islands: module scripts, island components and renderers. */
function pageScripts(html: string): string[] {
  const document = parseHtml(html);
  const urls = [
    ...document.querySelectorAll('script[src]').map((script) => script.getAttribute('src')),
    ...document
      .querySelectorAll('astro-island')
      .flatMap((island) =>
        ['component-url', 'renderer-url', 'before-hydration-url'].map((name) => island.getAttribute(name)),
      ),
  ].filter((url) => url !== undefined);
  return [...new Set(urls)].filter((url) => url.startsWith('/'));
}

/**
 * The scripts a page loads (scripts/helpers/module-graph.ts): the entries and their static imports load with the
 * page; dynamic imports (on the listing, Fuse.js for the "Did you mean" suggestions) and their own
 * imports only when the code asks. Also the JSON files the code names (the listing's keyword index).
 */
function chunkGraph(clientDir: string, entries: string[]) {
  const read = (url: string) => readFileSync(join(clientDir, url), 'utf8');
  const { withPage, onDemand } = moduleGraph(entries, read);
  const dataFiles = new Set<string>();
  for (const url of [...withPage, ...onDemand])
    for (const m of read(url).matchAll(/["'`](\/[^"'`\s]+\.json)["'`]/g)) dataFiles.add(m[1]!);
  return { staticFiles: [...withPage], dynamicFiles: [...onDemand], dataFiles: [...dataFiles] };
}

function sizeOf(clientDir: string, urls: string[], { brotli = false } = {}): Bytes {
  return urls.reduce<Bytes>(
    (sum, url) => {
      const content = readFileSync(join(clientDir, url));
      return {
        raw: sum.raw + content.length,
        gzip: sum.gzip + gzipSize(content),
        ...(brotli ? { br: (sum.br ?? 0) + brotliSize(content) } : {}),
      };
    },
    { raw: 0, gzip: 0 },
  );
}

function measure(copy: string) {
  const clientDir = join(copy, 'dist', 'client');
  const files = filesUnder(clientDir);
  const htmlFiles = files.filter((f) => f.endsWith('.html'));
  const html = sizeOf(
    clientDir,
    htmlFiles.map((f) => `/${f}`),
  );
  const total = files.reduce((sum, f) => sum + statSync(join(clientDir, f)).size, 0);
  const largest = htmlFiles
    .map((f) => ({ page: `/${f.replace(/(index)?\.html$/, '')}`, raw: statSync(join(clientDir, f)).size }))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, 3);
  const listingHtml = readFileSync(join(clientDir, 'answers.html'));
  // The answers listing comes in pages too (src/lib/answers/pagination.ts): the first carries the explorer.
  const listingPages = htmlFiles.filter((f) => f === 'answers.html' || /^answers\/page\/\d+\.html$/.test(f));
  const listingLargest = listingPages
    .map((f) => ({ page: `/${f.replace(/\.html$/, '')}`, ...sizeOf(clientDir, [`/${f}`], { brotli: true }) }))
    .reduce((a, b) => ((b.br ?? 0) > (a.br ?? 0) ? b : a));
  // The blog index comes in pages (src/lib/blog/pagination.ts): the heaviest one is what a visitor may get.
  const blogIndexPages = htmlFiles.filter((f) => f === 'blog.html' || /^blog\/page\/\d+\.html$/.test(f));
  const blogIndexLargest = blogIndexPages
    .map((f) => sizeOf(clientDir, [`/${f}`]))
    .reduce<Bytes>((a, b) => (b.raw > a.raw ? b : a), { raw: 0, gzip: 0 });
  const graph = chunkGraph(clientDir, pageScripts(listingHtml.toString('utf8')));
  const existingData = graph.dataFiles.filter((url) => files.includes(url.slice(1)));
  return {
    pages: htmlFiles.length,
    files: files.length,
    clientBytes: total,
    html,
    largestHtml: largest,
    blogIndex: { pages: blogIndexPages.length, largest: blogIndexLargest },
    answersListing: {
      html: { raw: listingHtml.length, gzip: gzipSize(listingHtml), br: brotliSize(listingHtml) },
      cards: parseHtml(listingHtml.toString('utf8')).querySelectorAll('article').length,
      pages: listingPages.length,
      largestPage: listingLargest,
      // The islands' serialised props (the explorer's search data) are part of that HTML.
      islandPropsRaw: [...listingHtml.toString('utf8').matchAll(/\sprops="([^"]*)"/g)].reduce(
        (sum, m) => sum + Buffer.byteLength(m[1]!),
        0,
      ),
      js: sizeOf(clientDir, graph.staticFiles, { brotli: true }),
      jsFiles: graph.staticFiles,
      jsOnDemand: sizeOf(clientDir, graph.dynamicFiles, { brotli: true }),
      jsOnDemandFiles: graph.dynamicFiles,
      data: sizeOf(clientDir, existingData, { brotli: true }),
      dataFiles: existingData,
    },
  };
}

/** Searches whose fetched bytes are measured, each in a fresh browser with the search just opened. */
const SEARCHES = ['boundaries', 'anxiety', 'insurance', 'teen phone'];

interface SearchFigures {
  indexMilliseconds: number;
  records: number;
  indexBytes: number;
  /**
   * Per search, each in a fresh browser that has just opened the search: the engine (the search's code,
   * Pagefind's script and WebAssembly, the filters; fetched once a visit) and the index (its metadata, the
   * chunks for the search's words and the first results' fragments), as served (brotli or as stored).
   */
  searches: { query: string; engineBytes: number; indexBytes: number; indexFiles: number }[];
  /** What the engine is made of, from the first search: path and bytes. */
  engineFiles: { path: string; bytes: number }[];
}

/** The index's parts; everything else the search fetches is its engine. */
const INDEX_FILE = /\.(pf_meta|pf_index|pf_fragment)$/;

async function measureSearch(copy: string): Promise<SearchFigures> {
  const clientDir = join(copy, 'dist', 'client');
  const indexed = JSON.parse(readFileSync(join(copy, 'dist', 'search-index.json'), 'utf8')) as {
    records: number;
    milliseconds: number;
  };
  const indexBytes = filesUnder(join(clientDir, 'pagefind'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .reduce((sum, f) => sum + statSync(join(clientDir, 'pagefind', f)).size, 0);
  const serve = sirv(clientDir, { brotli: true, gzip: true, extensions: ['html'] });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const searches: SearchFigures['searches'] = [];
    let engineFiles: SearchFigures['engineFiles'] = [];
    for (const query of SEARCHES) {
      const page = await browser.newPage();
      const fetched: Promise<{ url: string; bytes: number }>[] = [];
      // Counted as `npm start` serves them: scripts and JSON brotli-compressed (postbuild, which this
      // copy's build does not run, writes the .br files), Pagefind's index files as stored (gzip already).
      page.on('requestfinished', (request) => {
        const url = request.url();
        const path = new URL(url).pathname;
        if (/^\/(pagefind\/|search-words\.json|_astro\/(ui|fuse)[-.])/.test(path)) {
          const content = readFileSync(join(clientDir, path));
          const bytes = /\.(js|json)$/.test(path) ? brotliSize(content) : content.length;
          fetched.push(Promise.resolve({ url, bytes }));
        }
      });
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      const field = page.getByRole('searchbox', { name: 'Search the site' });
      await field.waitFor();
      await field.fill(query);
      await page
        .locator('dialog [role="status"]')
        .filter({ hasText: /result/ })
        .waitFor();
      await page.waitForLoadState('networkidle');
      const files = await Promise.all(fetched);
      const index = files.filter((file) => INDEX_FILE.test(file.url));
      if (!engineFiles.length) {
        engineFiles = files
          .filter((file) => !INDEX_FILE.test(file.url))
          .map((file) => ({ path: new URL(file.url).pathname, bytes: file.bytes }));
      }
      const sum = (list: typeof files) => list.reduce((total, file) => total + file.bytes, 0);
      searches.push({
        query,
        engineBytes: sum(files) - sum(index),
        indexBytes: sum(index),
        indexFiles: index.length,
      });
      await page.close();
    }
    return {
      indexMilliseconds: indexed.milliseconds,
      records: indexed.records,
      indexBytes,
      searches,
      engineFiles,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Report.

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const both = (b: Bytes) =>
  `${kB(b.raw)} raw, ${kB(b.gzip)} gzip${b.br === undefined ? '' : `, ${kB(b.br)} brotli`}`;

type Measured = ReturnType<typeof measure> & {
  size: Size;
  seconds: number;
  cards: string;
  search: SearchFigures;
};

function printResult(r: Measured) {
  const listing = r.answersListing;
  console.log(
    [
      `  build               ${r.seconds.toFixed(1)} s, ${r.pages} pages, ${((r.seconds * 1000) / r.pages).toFixed(0)} ms per page`,
      `  social cards        ${r.cards}`,
      `  dist/client         ${MB(r.clientBytes)} in ${r.files} files; HTML ${MB(r.html.raw)} raw, ${MB(r.html.gzip)} gzip`,
      `  largest pages       ${r.largestHtml.map((p) => `${p.page} ${kB(p.raw)}`).join(', ')}`,
      `  /blog index         ${r.blogIndex.pages} pages, the largest ${both(r.blogIndex.largest)}`,
      `  /answers HTML       ${both(listing.html)}, ${listing.cards} cards, of which island props ${kB(listing.islandPropsRaw)} raw`,
      `  listing pages       ${listing.pages}, the largest ${listing.largestPage.page}: ${both(listing.largestPage)}`,
      `  /answers JS         ${both(listing.js)} (${listing.jsFiles.length} files: the explorer and React, fetched on the first touch of its controls)`,
      `  /answers JS later   ${both(listing.jsOnDemand)} (${listing.jsOnDemandFiles.join(', ') || 'none'}; dynamic imports, loaded when needed)`,
      `  /answers data       ${both(listing.data)} (${listing.dataFiles.join(', ') || 'none'}; the search index, fetched with the explorer)`,
      `  site search index   ${r.search.records} records in ${(r.search.indexMilliseconds / 1000).toFixed(1)} s, ${MB(r.search.indexBytes)} in dist/client/pagefind`,
      `  search engine       ${r.search.engineFiles.map((f) => `${f.path} ${kB(f.bytes)}`).join(', ')}`,
      ...r.search.searches.map(
        (q) =>
          `  search "${q.query}"`.padEnd(22) +
          `index ${kB(q.indexBytes)} in ${q.indexFiles} files (metadata, chunks, fragments), engine ${kB(q.engineBytes)} (once a visit)`,
      ),
    ].join('\n'),
  );
}

function summaryTable(results: Measured[]): string {
  const rows = results.map((r) => [
    `${r.size.articles} + ${r.size.answers}`,
    String(r.pages),
    r.seconds.toFixed(1),
    ((r.seconds * 1000) / r.pages).toFixed(0),
    MB(r.clientBytes),
    `${MB(r.html.raw)} / ${MB(r.html.gzip)}`,
    `${r.blogIndex.pages} × ≤ ${kB(r.blogIndex.largest.gzip)}`,
    `${kB(r.answersListing.html.raw)} / ${kB(r.answersListing.html.br ?? 0)}`,
    `${r.answersListing.pages} × ≤ ${kB(r.answersListing.largestPage.br ?? 0)}`,
    `${kB(r.answersListing.js.raw)} / ${kB(r.answersListing.js.br ?? 0)}`,
    `${kB(r.answersListing.data.raw)} / ${kB(r.answersListing.data.br ?? 0)}`,
    `${(r.search.indexMilliseconds / 1000).toFixed(1)} s, ${MB(r.search.indexBytes)}`,
    kB(Math.max(...r.search.searches.map((q) => q.engineBytes))),
    `≤ ${kB(Math.max(...r.search.searches.map((q) => q.indexBytes)))}`,
  ]);
  const head = [
    'synthetic articles + answers',
    'pages',
    'build s',
    'ms/page',
    'dist/client',
    'HTML raw / gzip',
    '/blog index pages (gzip)',
    '/answers HTML raw / br',
    'listing pages (br)',
    'explorer JS raw / br (on touch)',
    'search index raw / br (on touch)',
    'site search index: time, size',
    'site search engine (fetched once)',
    'one search: index fetched',
  ];
  return [head, head.map((_, i) => (i === 0 ? '---' : '--:')), ...rows]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');
}

async function main() {
  const results: Measured[] = [];
  const started = performance.now();
  for (const size of sizesToRun()) {
    const cache = values.cold ? 'cold image cache' : "the project's image cache";
    console.log(
      `\n${size.articles} synthetic articles + ${size.answers} synthetic answers (plus the real ones; ${cache})`,
    );
    const copy = createCopy(size);
    try {
      const { seconds, cards } = build(copy);
      const result = { size, seconds, cards, ...measure(copy), search: await measureSearch(copy) };
      printResult(result);
      results.push(result);
    } finally {
      if (values.keep) console.log(`  kept: ${copy}`);
      else rmSync(copy, { recursive: true, force: true });
    }
  }
  console.log(`\n${summaryTable(results)}\n`);
  console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'bench-content.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written: ${relative(process.cwd(), join(root, 'reports', 'bench-content.json'))}`);
}

try {
  await main();
} catch (error) {
  console.error(`bench:content: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
