/**
 * Another practice adopts the site by writing its own practice module (docs/practice.md). This proves it
 * with practices/second, chosen by PRACTICE=second: in a copy of the project (so its build, caches and
 * output stay apart from the sample's; scripts/second-practice-build.ts, which npm run test:e2e
 * runs beside the sample's build), it passes the content check and builds; its output names the
 * second practice everywhere and the sample practice nowhere, and the site's own checks over its build
 * pass.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_RECORD, buildSecondPractice, runIn, type Run } from '../../scripts/second-practice-build.ts';
import { e2ePort } from '../../scripts/helpers/e2e-port.ts';
import { PRACTICE as SAMPLE } from '../../practices/sample/index.ts';
import { cliniciansCount } from '../../src/lib/practice-words.ts';
import { SAME_FOR_EVERY_PRACTICE } from '../practice.ts';
import type { PracticeConfig, SiteConfig } from '../../src/config/schema.ts';
import type { PageEntry } from '../../src/lib/pages/registry.ts';

const root = join(import.meta.dirname, '..', '..');
const SECOND = join(root, 'practices', 'second');
const CONTENT = join(SECOND, 'content');

/**
 * The copy's own checks over its build that do not apply there: the ones that start builds of their
 * own (which would only repeat the main suite's, at the cost of minutes) and this file itself.
 */
const NOT_RUN_IN_COPY = [
  // Build this practice already, whichever practice runs them: with every feature flag off, and with
  // synthetic pieces dated around a day.
  'tests/site/flags-off.test.ts',
  'tests/site/publication.test.ts',
  // Would copy the copy.
  'tests/site/second-practice.test.ts',
  // budgets.json holds the sample's pages as measured, with a few percent of headroom: a practice
  // measures its own pages and sets its own budgets.
  'tests/site/budgets.test.ts',
];

/**
 * The browser tests whose outcome depends on the practice, run against the second practice's own server
 * in Chromium: axe on every route in both themes with the layout and focus checks, the first screens on
 * a phone, the fees page with every way to it, the finder's journeys, the header, footer and in-page
 * jumps, the blog's index, the help boxes and quick exit of its own pieces, the keyboard's journeys, the
 * safety plan, the blocks drawn later, booking with two clinicians online, a proven request booked at
 * once and none taken from a phone alone, the site search over its own pieces and questions, the
 * contact form with its own topics and promise, the answers' listing and an answer's page, printing,
 * and the pictures of the first screen.
 */
const BROWSED = [
  'tests/e2e/accessibility.spec.ts',
  'tests/e2e/first-screen.spec.ts',
  'tests/e2e/fees.spec.ts',
  'tests/e2e/finder.spec.ts',
  'tests/e2e/layout.spec.ts',
  'tests/e2e/blog.spec.ts',
  'tests/e2e/help.spec.ts',
  'tests/e2e/keyboard.spec.ts',
  'tests/e2e/safety-plan.spec.ts',
  'tests/e2e/later-reading.spec.ts',
  'tests/e2e/booking.spec.ts',
  'tests/e2e/search.spec.ts',
  'tests/e2e/contact-form.spec.ts',
  'tests/e2e/answers-listing.spec.ts',
  'tests/e2e/print.spec.ts',
  'tests/e2e/above-the-fold.spec.ts',
  'tests/e2e/answers-page.spec.ts',
  'tests/e2e/pages.spec.ts',
];

let copy = '';
let client = '';
let practice: PracticeConfig;
let site: SiteConfig;
let registered: PageEntry[] = [];
let runs: Record<string, Run> = {};
/** Whether npm run test:e2e built the copy beside the sample's build, rather than this file. */
const prepared = process.env['SECOND_PRACTICE_COPY'];

const run = (name: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Run =>
  runIn(copy, runs, name, args, extraEnv);

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The failures a command names (Vitest's FAIL lines, Playwright's ✘ ones), then the end of its output. */
const tail = (output = '') => {
  const lines = stripVTControlCharacters(output).split('\n');
  return [...new Set(lines.filter((line) => / FAIL |✘/.test(line)))].concat(lines.slice(-60)).join('\n');
};

const read = (file: string) => readFileSync(join(client, file), 'utf8');

/** Pagefind keeps its index and each page's text gzipped; the text of every one of its files. */
function pagefindTexts(): { file: string; text: string }[] {
  return files(join(client, 'pagefind'))
    .filter((file) => /\.pf_(fragment|meta|index|filter)$/.test(file))
    .map((file) => ({
      file: `pagefind/${file}`,
      text: gunzipSync(readFileSync(join(client, 'pagefind', file))).toString('utf8'),
    }));
}

/**
 * Every text file of the output, and Pagefind's files decompressed. The social cards (PNG) are drawn
 * from the registry's titles and card lines, which the pages' head tags carry as text and are read here.
 */
function outputTexts(): { file: string; text: string }[] {
  const text = files(client)
    .filter((file) => /\.(html|xml|json|js|mjs|css|txt|svg|headers)$|(^|\/)_headers$/.test(file))
    .map((file) => ({ file, text: read(file) }));
  return [...text, ...pagefindTexts()];
}

/**
 * The sample practice's identifying facts, read from its configuration so none is spelled here: its
 * name, contacts and clinicians, its clinicians counted ("Four clinicians"), its consultation's length,
 * its colours, and its own words where the schema has neutral defaults (the home page's line, the
 * listings' words, the founder's introduction).
 */
function sampleFacts(): string[] {
  const facts = [
    SAMPLE.name,
    SAMPLE.shortName,
    SAMPLE.phone.display,
    SAMPLE.phone.tel,
    SAMPLE.address.street,
    SAMPLE.address.city,
    SAMPLE.email,
    SAMPLE.email.split('@')[1]!,
  ];
  for (const therapist of SAMPLE.therapists) {
    facts.push(
      therapist.name,
      therapist.email,
      therapist.phone.display,
      therapist.phone.tel,
      therapist.license.number,
    );
    // The short name running text uses ("Dr. <surname>"), the full name when the configuration gives none.
    facts.push(therapist.shortName);
  }
  // Its numbers as the pages say them, and its colours: the copy's are its own configuration's.
  facts.push(
    cliniciansCount(SAMPLE.therapists.length),
    `${SAMPLE.consultationMinutes}-minute`,
    `${SAMPLE.consultationMinutes} minutes`,
    ...Object.values(SAMPLE.theme).flatMap((palette) => Object.values(palette)),
  );
  // Its home page's line without the city ("<words> in"), so the same words before another city are found.
  facts.push(SAMPLE.homeHeading.replace(SAMPLE.address.city, '').trim());
  for (const words of Object.values(SAMPLE.listings))
    facts.push(words.heading, words.intro, words.description);
  for (const therapist of SAMPLE.therapists) {
    if (therapist.intro) facts.push(therapist.intro.heading, therapist.intro.text);
    if (therapist.intro?.quote) facts.push(therapist.intro.quote);
  }
  return [...new Set(facts)];
}

/** Whether a file says a fact; a colour in either case, as CSS and SVG may write it either way. */
const contains = (text: string, fact: string) =>
  fact.startsWith('#') ? text.toLowerCase().includes(fact.toLowerCase()) : text.includes(fact);

beforeAll(async () => {
  if (prepared && existsSync(join(prepared, BUILD_RECORD))) {
    copy = prepared;
    runs = JSON.parse(readFileSync(join(copy, BUILD_RECORD), 'utf8')) as Record<string, Run>;
  } else {
    ({ copy, runs } = buildSecondPractice());
  }
  client = join(copy, 'dist', 'client');
  if (runs['postbuild']?.status !== 0) return;
  // The second practice's configuration, and its registry as Node reads it under PRACTICE=second (this
  // process reads the practice it was started with).
  const load = async <T>(file: string): Promise<T> =>
    (await import(/* @vite-ignore */ pathToFileURL(join(copy, file)).href)) as T;
  ({ PRACTICE: practice, SITE: site } = await load<{ PRACTICE: PracticeConfig; SITE: SiteConfig }>(
    'practices/second/index.ts',
  ));
  const pages = run('registry', [
    '--experimental-strip-types',
    '--input-type=module',
    '--eval',
    "import { staticPages } from './src/lib/pages/registry.ts'; console.log(JSON.stringify(staticPages(process.cwd())));",
  ]);
  registered = JSON.parse(
    pages.output.split('\n').find((line) => line.startsWith('[')) ?? '[]',
  ) as PageEntry[];
}, 1_200_000);

afterAll(() => {
  console.log(
    `second practice: ${Object.entries(runs)
      .map(([name, r]) => `${name} ${r.wallS.toFixed(1)} s (CPU ${r.cpuS?.toFixed(1) ?? '?'} s)`)
      .join(', ')}`,
  );
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 60_000);

describe('a second practice built from the same code', () => {
  it('passes the content check and builds', () => {
    for (const name of ['content check', 'build', 'postbuild']) {
      expect(runs[name]?.status, `${name}:\n${tail(runs[name]?.output)}`).toBe(0);
    }
  });

  it('names the second practice on every page, and its phone and address on the contact page and in every footer', () => {
    const pages = files(client).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = read(file);
      expect(html, file).toContain(practice.name);
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      if (!/^(404|500)\.html$/.test(file)) {
        expect(footer, `${file} footer`).toContain(practice.phone.display);
        expect(footer, `${file} footer`).toContain(practice.address.street);
      }
    }
    const contact = read('contact.html');
    for (const fact of [
      practice.phone.display,
      `tel:${practice.phone.tel}`,
      practice.address.street,
      practice.email,
    ]) {
      expect(contact).toContain(fact);
    }
  });

  it('carries none of the sample practice’s facts in any output file', () => {
    const facts = sampleFacts();
    const found = outputTexts().flatMap(({ file, text }) =>
      facts.filter((fact) => contains(text, fact)).map((fact) => `${file}: ${fact}`),
    );
    expect(found).toEqual([]);
  });

  it('builds every page its registry lists, and no founder page', () => {
    const missing = registered
      .map((entry) => (entry.path === '/' ? 'index.html' : `${entry.path.slice(1)}.html`))
      .filter((file) => !existsSync(join(client, file)));
    expect(missing).toEqual([]);
    expect(registered.some((entry) => entry.kind === 'profile')).toBe(false);
    // Its analytics flag is off: no page sends the counting beacon.
    expect(site.features.analytics).toBe(false);
    for (const file of files(client).filter((f) => f.endsWith('.html'))) {
      expect(read(file), file).not.toMatch(/sendBeacon/);
    }
  });

  it('lists its pages and pieces in the sitemap under its own address', () => {
    const sitemap = files(client)
      .filter((file) => /^sitemap-\d+\.xml$/.test(file))
      .map(read)
      .join('\n');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location.startsWith(`${site.url}/`), location).toBe(true);
    const expected = [
      ...registered.filter((entry) => entry.indexed).map((entry) => entry.path),
      ...files(join(CONTENT, 'blog')).map((f) => `/blog/${f.replace(/\.mdx$/, '')}`),
      ...files(join(CONTENT, 'answers')).map((f) => `/answers/${f.replace(/\.mdx$/, '')}`),
    ];
    for (const path of expected) {
      expect(locations, path).toContain(`${site.url}${path === '/' ? '/' : path}`);
    }
  });

  it('names its practice and phone in the home page’s structured data', () => {
    const blocks = [
      ...read('index.html').matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ];
    const data = blocks.map((m) => m[1]!).join('\n');
    expect(data).toContain(JSON.stringify(practice.name));
    expect(data).toContain(practice.phone.tel);
  });

  it('indexes its own pieces for the site search', () => {
    const fragments = pagefindTexts()
      .filter(({ file }) => file.endsWith('.pf_fragment'))
      .map(({ text }) => text)
      .join('\n');
    for (const dir of ['blog', 'answers']) {
      for (const file of files(join(CONTENT, dir))) {
        const title = /^title: '(.+)'$/m.exec(readFileSync(join(CONTENT, dir, file), 'utf8'))![1]!;
        expect(fragments, file).toContain(title);
      }
    }
  });

  it('passes its own checks over its build', () => {
    const checks = run('site checks', [
      join(copy, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      'site',
      ...NOT_RUN_IN_COPY.flatMap((file) => ['--exclude', file]),
    ]);
    expect(checks.status, tail(checks.output)).toBe(0);
    // Every other file of the site checks ran there.
    const siteTests = readdirSync(join(root, 'tests', 'site')).filter((file) => file.endsWith('.test.ts'));
    const ran = /Test Files\s+(\d+) passed/.exec(stripVTControlCharacters(checks.output))?.[1];
    expect(Number(ran)).toBe(siteTests.length - NOT_RUN_IN_COPY.length);
  }, 900_000);

  it('passes the browser tests that read the practice, browsed on its own server', async () => {
    const port = await e2ePort();
    const browsed = run(
      'browser tests',
      // The desktop profile only: the phone's profile repeats the layout checks on a phone's screen, and
      // the sample's run already proves that code on every kind of page, at 18 s more here.
      [
        join(copy, 'node_modules', '@playwright', 'test', 'cli.js'),
        'test',
        ...BROWSED,
        '--grep-invert',
        SAME_FOR_EVERY_PRACTICE.tag,
        '--project',
        'desktop',
      ],
      { E2E_PORT: port },
    );
    expect(browsed.status, tail(browsed.output)).toBe(0);
    expect(stripVTControlCharacters(browsed.output)).toMatch(/\d+ passed/);
  }, 900_000);
});
