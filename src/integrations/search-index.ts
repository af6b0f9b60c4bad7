/**
 * The site search's index, written after `astro build` by Pagefind's Node API into dist/client/pagefind/.
 * Every public content page is indexed from its built HTML (its `<main>`, which carries
 * `data-pagefind-body`; parts marked `data-pagefind-ignore` such as help boxes and calls to action are
 * left out); each FAQ question is a record of its own at `/faq#id`, so a search lands on the question.
 * Listings, error pages, utility pages and noindex pages are not indexed (src/lib/search/search-rules.ts,
 * by the page registry's kinds).
 *
 * Beside the index it writes /search-words.json, the words a misspelt search is matched against for
 * "Did you mean" and the site's words a search that found nothing may be counted under
 * (src/lib/analytics/search-topics.ts; the server reads the file at start), and it deletes Pagefind's ready-made UI files (the site has its own search UI) and its worker.
 */
import { rolePath } from '../lib/pages/page-roles.ts';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import type { HTMLElement } from 'node-html-parser';
import { PRACTICE } from '#practice';
import { asksNoindex, parseHtml } from '../lib/built-pages.ts';
import { pagePath } from '../lib/pages/registry.ts';
import { sitePages } from '../lib/pages/site-pages.ts';
import { faqId, isSearchable, textOf, vocabulary } from '../lib/search/search-rules.ts';

/** Pagefind's own UI bundles and styles, and its worker (the site's search runs on the page). */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\.(js|css)$/;

/** Pages sent to Pagefind at once. */
const PARALLEL = 16;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Pages that do not say their kind (SearchMeta) are plain pages: about, services, a therapist, a notice.
 * The mark goes in as the first thing of the page's indexed <main>, written into the HTML Pagefind reads.
 */
function withDefaultKind(html: string, document: HTMLElement): string {
  if (document.querySelector('[data-pagefind-filter="kind"]')) return html;
  return html.replace(
    /(<main[^>]*data-pagefind-body[^>]*>)/,
    '$1<span hidden data-pagefind-ignore data-pagefind-meta="kind:Page" data-pagefind-filter="kind:Page"></span>',
  );
}

interface SearchIndexFigures {
  pages: number;
  records: number;
  words: number;
  milliseconds: number;
}

/** Every file under `dir` with its size, in path order. */
async function sizesUnder(dir: string): Promise<[string, number][]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.sort().map(async (file) => [file, (await stat(file)).size] as [string, number]));
}

/**
 * Pagefind's service can answer `writeFiles` before its last files are on disk, and `close()` kills it:
 * on a busy machine that once left pagefind-entry.json and a language's WebAssembly file empty, and the
 * site's search found nothing. Waits until the entry file names its languages, each language's files
 * are there, no file is empty and no size changed for a moment; fails the build if that never comes.
 */
export async function untilWritten(outputPath: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let previous = '';
  for (;;) {
    const sizes = await sizesUnder(outputPath);
    const size = new Map(sizes.map(([file, bytes]) => [relative(outputPath, file), bytes]));
    let complete = sizes.length > 0 && sizes.every(([, bytes]) => bytes > 0);
    if (complete) {
      try {
        const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
          languages: Record<string, { hash: string; wasm?: string }>;
        };
        const needed = Object.values(entry.languages).flatMap(({ hash, wasm }) => [
          `pagefind.${hash}.pf_meta`,
          ...(wasm ? [`wasm.${wasm}.pagefind`] : []),
        ]);
        complete = needed.length > 0 && needed.every((file) => (size.get(file) ?? 0) > 0);
      } catch {
        complete = false;
      }
    }
    const snapshot = JSON.stringify(sizes);
    if (complete && snapshot === previous) return;
    if (Date.now() > deadline) {
      const empty = sizes.filter(([, bytes]) => bytes === 0).map(([file]) => relative(outputPath, file));
      throw new Error(
        `Pagefind: the search index in ${outputPath} was not complete after ${timeoutMs / 1000} s` +
          (empty.length ? ` (empty: ${empty.join(', ')})` : ''),
      );
    }
    previous = snapshot;
    await sleep(250);
  }
}

/** Indexes the built site in `clientDir`; returns what it indexed and how long it took. */
async function writeSearchIndex(clientDir: string, root: string): Promise<SearchIndexFigures> {
  const entries = new Map(sitePages(root).map((entry) => [entry.path, entry]));
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const texts: { heading: string[]; body: string[] }[] = [];
  let pages = 0;
  const files = await htmlFiles(clientDir);
  // Pagefind parses the pages it is sent in parallel: a few in flight at once keep its threads busy.
  for (let start = 0; start < files.length; start += PARALLEL) {
    await Promise.all(
      files.slice(start, start + PARALLEL).map(async (file) => {
        const html = await readFile(join(clientDir, file), 'utf8');
        const document = parseHtml(html);
        const path = pagePath(file);
        if (!isSearchable(entries.get(path), asksNoindex(document))) return;
        const added = await index.addHTMLFile({ url: path, content: withDefaultKind(html, document) });
        if (added.errors.length) throw new Error(`Pagefind, ${path}: ${added.errors.join('; ')}`);
        const main = document.querySelector('main') ?? document;
        texts.push({ heading: main.querySelectorAll('h1, h2, h3').map(textOf), body: [textOf(main)] });
        pages += 1;
      }),
    );
  }
  for (const { question, answer } of PRACTICE.faq) {
    const added = await index.addCustomRecord({
      url: `${rolePath('faq')}#${faqId(question)}`,
      content: `${question} ${answer}`,
      language: 'en',
      meta: { title: question, kind: 'FAQ' },
      filters: { kind: ['FAQ'] },
    });
    if (added.errors.length) throw new Error(`Pagefind, FAQ "${question}": ${added.errors.join('; ')}`);
    texts.push({ heading: [question], body: [answer] });
  }
  const outputPath = join(clientDir, 'pagefind');
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await untilWritten(outputPath);
  await pagefind.close();
  for (const name of await readdir(outputPath)) {
    if (UNUSED_FILES.test(name)) await rm(join(outputPath, name));
  }
  const words = vocabulary(texts);
  await writeFile(join(clientDir, 'search-words.json'), JSON.stringify(words));
  return {
    pages,
    records: pages + PRACTICE.faq.length,
    words: words.length,
    milliseconds: Math.round(performance.now() - started),
  };
}

export function searchIndex(): AstroIntegration {
  let clientDir = '';
  let root = process.cwd();
  return {
    name: 'search-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ logger }) => {
        const figures = await writeSearchIndex(clientDir, root);
        // For `npm run bench:content`, beside the build (not served).
        await writeFile(join(clientDir, '..', 'search-index.json'), `${JSON.stringify(figures)}\n`);
        logger.info(
          `${figures.records} records (${figures.pages} pages, ${PRACTICE.faq.length} FAQ questions), ` +
            `${figures.words} suggestion words, in ${figures.milliseconds} ms`,
        );
      },
    },
  };
}
