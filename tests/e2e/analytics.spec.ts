/**
 * The site's own counting, end to end, on a server of its own (scripts/start.ts with a fresh SQLite file
 * and a real SMTP server): a scripted visit of 15 page views from three kinds of referrer, two messages
 * started from two different pages (one through the form's code, one as the plain form post), a search
 * that finds nothing typed on three page views, and the browser's own web vitals. The store's counters
 * must hold exactly those figures, and `npm run report -- --json` and the digest the same with every
 * count under 5 withheld (five a referrer: the smallest count shown). Then
 * every table of the store and every log line is searched for what could tell this visitor apart: the
 * names, emails and texts of the messages, the browser's user agent and the client's address. None may
 * appear anywhere but in each message's own row.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/helpers/chromium.ts';
import { startSite, type SiteProcess } from '../../scripts/helpers/site-process.ts';
import { SITE } from '#practice';
import { countedPage } from '../../src/lib/analytics/counted-page.ts';
import { dayOf } from '../../src/lib/calendar/days.ts';
import { countFigures, type CountRow, type Figures } from '../../src/lib/analytics/figures.ts';
import { histogramPercentile, vitalBucket, type VitalName } from '../../src/lib/analytics/vitals.ts';
import { COUNT_ENDPOINT, type Beacon } from '../../src/lib/analytics/wire.ts';
import { LISTINGS } from '../../src/lib/pages/registry.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { copiedBeacons, copyBeacons } from '../integration/helpers/beacon-copies.ts';
import { createSmtpSink, type SmtpSink } from '../integration/helpers/smtp-sink.ts';
import { island, SUCCESS } from './contact-shared.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const registry = sitePages(ROOT);
const kinds = new Map(registry.map((page) => [page.path, page.kind]));
const entryOf = (file: string) => registry.find((page) => page.file === file)!;
const CONTACT = entryOf('contact.astro').path;
const SAFETY_PLAN = entryOf('safety-plan.astro').path;
const SENT = entryOf('contact/sent.astro').path;
const ANSWERS = LISTINGS.answers.path;
const article = registry.find((page) => page.kind === 'article')!.path;
const answer = registry.find((page) => page.kind === 'answer')!.path;
/** Plain pages to fill the visit with, besides the ones the journeys need: the finder's and the estimator's first. */
const TOOL_PAGES = [entryOf('therapists.astro').path, entryOf('fees.astro').path];
const others = registry
  .filter(
    (page) =>
      page.indexed &&
      ['home', 'page', 'profile', 'legal'].includes(page.kind) &&
      page.path !== CONTACT &&
      // The safety plan sends nothing at all, not even its page view (its own spec proves it).
      page.path !== SAFETY_PLAN,
  )
  .map((page) => page.path)
  .sort((a, b) => Number(TOOL_PAGES.includes(b)) - Number(TOOL_PAGES.includes(a)));

// What could tell this visitor apart, and so must appear nowhere but in each message's own row.
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/7.7.7 (counting test)';
const ADDRESS = '203.0.113.77';
const MESSAGES = [
  {
    name: 'Zephyrine Quillfeather',
    email: 'zephyrine.quillfeather@example.net',
    text: 'Marmalade lantern question',
  },
  {
    name: 'Oswin Brackenridge',
    email: 'oswin.brackenridge@example.net',
    text: 'Copperkettle evening request',
  },
];
const SEARCH = 'Zzqx Flurbington';
const REFERRERS = {
  search: 'https://www.google.com/',
  directory: 'https://www.psychologytoday.com/us/therapists/ga/atlanta',
  social: 'https://l.facebook.com/',
} as const;
const DIGEST_TO = 'figures@practice.example';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// The browser's own user agent, not a page's: the beacon a page sends as it unloads carries the browser's,
// and the headless shell's names it a crawler, which the endpoint does not count.
test.use({
  launchOptions: {
    ...(existsSync(TEST_CHROMIUM_PATH) ? { executablePath: TEST_CHROMIUM_PATH } : {}),
    args: [...CHROMIUM_FLAGS, `--user-agent=${USER_AGENT}`],
  },
});

let site: SiteProcess;
let smtp: SmtpSink;

test.beforeAll(async () => {
  smtp = await createSmtpSink();
  await smtp.start();
  site = await startSite({
    SMTP_URL: smtp.url,
    DIGEST_RECIPIENT: DIGEST_TO,
    TRUST_PROXY: '1',
    ANALYTICS_FLUSH_SECONDS: '0.2',
    CONTACT_POLL_SECONDS: '0.2',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.stop();
});

function report(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--experimental-strip-types', '--experimental-sqlite', '--no-warnings', 'scripts/report.ts', ...args],
    {
      cwd: ROOT,
      // The server's own settings: its store, and where its digest goes.
      env: {
        ...process.env,
        DATABASE_URL: `file:${join(site.dataDir, 'contact.sqlite')}`,
        DIGEST_RECIPIENT: DIGEST_TO,
      },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Every row of every table of the store, as text. */
function storeRows(): { table: string; text: string }[] {
  const db = new DatabaseSync(join(site.dataDir, 'contact.sqlite'), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    return tables.flatMap(({ name }) =>
      db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) => ({ table: name, text: JSON.stringify(row) })),
    );
  } finally {
    db.close();
  }
}

const countedViews = () =>
  storeRows()
    .filter((row) => row.table === 'analytics_counts' && row.text.includes('"metric":"view"'))
    .reduce((sum, row) => sum + Number(/"n":(\d+)/.exec(row.text)![1]), 0);

test('a scripted visit gives exactly its figures, and nothing kept tells the visitor apart', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: site.url,
    userAgent: USER_AGENT,
    // The server trusts one proxy (TRUST_PROXY=1): this is the client's address as it sees it.
    extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS },
  });
  // A copy of each beacon the pages send, for the figures the browser measured, read back at the end.
  await copyBeacons(context, COUNT_ENDPOINT);
  const page = await context.newPage();
  const views = new Map<string, number>();
  const viewed = (path: string) => views.set(path, (views.get(path) ?? 0) + 1);

  /** A page view arriving from another site; a key press fetches the web-vitals library. */
  async function land(path: string, from: keyof typeof REFERRERS) {
    await page.goto(path, { referer: REFERRERS[from], waitUntil: 'load' });
    viewed(path);
    // A visitor reads before acting: the page's largest paint is on record by then.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver(resolve).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    await page.keyboard.press('Shift');
    // Time for the library's buffered observers to report before the page is left.
    await page.waitForTimeout(250);
  }

  async function send(message: (typeof MESSAGES)[number], current: Page, script = false) {
    await current.getByLabel('Name', { exact: true }).fill(message.name);
    await current.getByLabel('Email', { exact: true }).fill(message.email);
    await current.getByLabel('Message', { exact: true }).fill(`${message.text}: do you see families?`);
    // Sent by the form's code: it hydrates on the first touch, and a press before that is a plain post.
    if (script) await expect(island(current)).not.toHaveAttribute('ssr', /.*/);
    await current.getByRole('button', { name: 'Send Message' }).click();
  }

  // The search that finds nothing, typed on three views of the answers listing.
  for (const from of ['search', 'directory', 'social'] as const) {
    await land(ANSWERS, from);
    await page.getByLabel('Search answers').fill(SEARCH);
    await expect(page.getByText('No answers found')).toBeVisible();
  }

  // The first message: from an answer, whose consultation button is pressed (and counted), sent as the
  // plain form post (the form's code never arrives). Where the button leads is not this visit's subject
  // (the booking pages are never counted, and send no referrer): its answer is held back, so the visitor,
  // still on the answer, goes on to the contact page by the header's link.
  await page.route(/\/_astro\/ContactForm\.[\w-]+\.js(\?.*)?$/, (route) => route.abort());
  const step = consultationStep('answer');
  await page.route(new RegExp(`${step.href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`), (route) =>
    route.fulfill({ status: 204 }),
  );
  await land(answer, 'directory');
  await page
    .getByRole('region', { name: 'Need Real Help With This?' })
    .getByRole('link', { name: step.label })
    .click();
  const contactLink = entryOf('contact.astro').header!.label;
  await page.locator('header').getByRole('link', { name: contactLink, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${CONTACT}$`));
  viewed(CONTACT);
  await send(MESSAGES[0]!, page);
  await expect(page).toHaveURL(new RegExp(`${SENT}$`));
  viewed(SENT);
  await page.unroute(/\/_astro\/ContactForm\.[\w-]+\.js(\?.*)?$/);

  // The second: from an article to the contact page by its link, sent by the form's code.
  await land(article, 'search');
  await page.locator('header').getByRole('link', { name: contactLink, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${CONTACT}$`));
  viewed(CONTACT);
  await send(MESSAGES[1]!, page, true);
  await expect(page.locator('#contact-form').getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

  // The rest of the fifteen views, five from each kind of referrer in all; where the page has the clinician
  // finder or the fee estimator, the visitor uses it (counted once a view, the answers left out).
  const remaining = { search: 5 - 2, directory: 5 - 2, social: 5 - 1 };
  const tools = { finder_use: 0, estimator_use: 0 };
  let next = 0;
  for (const [from, count] of Object.entries(remaining) as [keyof typeof REFERRERS, number][]) {
    for (let i = 0; i < count; i += 1) {
      await land(others[next++ % others.length]!, from);
      const finder = page.locator('astro-island[component-url*="TherapistFinder"]');
      const estimator = page.locator('astro-island[component-url*="FeeEstimator"]');
      // Each use is over when its answer shows (the island replays a press made before its code arrived,
      // a moment after it hydrates): leaving sooner would leave before the use happened.
      if (await finder.count()) {
        await finder.getByRole('radio', { checked: false }).first().check();
        await expect(finder.getByRole('status')).not.toBeEmpty({ timeout: 20_000 });
        tools.finder_use += 1;
      }
      if (await estimator.count()) {
        await estimator.getByRole('button', { name: /estimate/i }).click();
        await expect(estimator.locator('[aria-live]')).not.toBeEmpty({ timeout: 20_000 });
        tools.estimator_use += 1;
      }
    }
  }
  expect(tools.finder_use * tools.estimator_use).toBeGreaterThan(0);
  // The last page's beacon is sent by its own pagehide handler, here before the copies are read; the
  // context closes once the server has answered it, as closing it sooner cancels a beacon not yet gone.
  const lastAnswered = page.waitForResponse((response) => response.url().endsWith(COUNT_ENDPOINT));
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
  await lastAnswered;
  const beacons = (await copiedBeacons(page)).map((body) => JSON.parse(body) as Beacon);
  await page.goto('about:blank');
  await context.close();

  const total = [...views.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBe(15 + 3);
  await expect.poll(countedViews, { timeout: 15_000 }).toBe(total);

  // What the browser measured, bucketed as the server counts it.
  const histograms = new Map<string, Map<number, number>>();
  for (const sent of beacons) {
    const kind = kinds.get(countedPage(sent.p, kinds)) ?? 'other';
    for (const [name, value] of Object.entries(sent.v ?? {}) as [VitalName, number][]) {
      const histogram = histograms.get(`${kind} ${name}`) ?? new Map<number, number>();
      histograms.set(`${kind} ${name}`, histogram);
      const bucket = vitalBucket(name, value);
      histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
    }
  }
  expect(beacons).toHaveLength(total);
  expect(beacons.filter((sent) => sent.v?.LCP !== undefined).length).toBeGreaterThanOrEqual(10);
  const vitals: Record<string, Record<string, number>> = {};
  const samples: Record<string, Record<string, number>> = {};
  for (const [key, histogram] of histograms) {
    const [kind, name] = key.split(' ') as [string, string];
    (vitals[kind] ??= {})[name] = histogramPercentile(histogram, 0.75)!;
    (samples[kind] ??= {})[name] = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  }

  // The store's counters are exactly the visit's; the report, which travels, withholds what is small.
  const today = dayOf(Date.now(), SITE.timeZone);
  const counted = storeRows()
    .filter((row) => row.table === 'analytics_counts')
    .map((row) => JSON.parse(row.text) as CountRow);
  const input = { from: today, to: today, rows: counted, pages: kinds };
  const exact = countFigures({ ...input, replySeconds: [], promiseSeconds: 1 });
  expect(exact.views).toEqual(Object.fromEntries(views));
  expect(exact.referrers).toEqual({ search: 5, directory: 5, social: 5, website: 0, none: 0 });
  expect(exact.contact).toMatchObject({ views: 2, accepted: 2 });
  // Where each message came from is a kind of page, by month, randomized: two of them, whichever kinds.
  expect(Object.values(exact.contact.recordedKinds).reduce((sum, n) => sum + n, 0)).toBe(2);
  expect(Object.values(exact.contact.recordedViewKinds).reduce((sum, n) => sum + n, 0)).toBe(2);
  expect(exact.events).toEqual({ answer_cta_click: 1, ...tools, quick_exit: 0 });
  // Counted by topic: the words are no topic's, so "other", and they are nowhere (below).
  expect(exact.searchesWithoutResults).toEqual([{ topic: 'other', label: 'Other searches', count: 3 }]);
  expect(exact.vitals).toEqual(vitals);
  expect(exact.vitalsSamples).toEqual(samples);

  const figures = JSON.parse(report('--json')) as Figures;
  expect(figures.views.total).toBe(total);
  expect(figures.referrers.cells).toEqual({ search: 5, directory: 5, social: 5, website: 0, none: 0 });
  expect(figures.contact).toMatchObject({ views: null, accepted: null, share: null, kinds: null });
  expect(figures.replies.answered).toBe(0);
  const small = (value: unknown): boolean =>
    typeof value === 'number'
      ? value > 0 && value < 5
      : typeof value === 'object' && value !== null && Object.values(value).some(small);
  // (Searches are counted by their own rule, apart.)
  expect(
    small({
      ...figures,
      searchesWithoutResults: [],
      vitals: {},
      vitalsRating: {},
      replies: {},
      contact: { ...figures.contact, share: 0 },
    }),
  ).toBe(false);

  // The digest of this week, through the server's outbox to the SMTP server.
  report('--digest', '--from', today, '--to', today);
  await expect
    .poll(() => smtp.received.filter((mail) => mail.envelope.to.includes(DIGEST_TO)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const digest = smtp.received.find((mail) => mail.envelope.to.includes(DIGEST_TO))!.text;
  for (const line of [
    `- Page views: ${total} (week before: 0)`,
    '- Contact page views: fewer than 5 (week before: 0)',
    '- Messages sent through the form: fewer than 5 (week before: 0)',
    '- "Book a Private Consult" clicks: fewer than 5 (week before: 0)',
    '- Search engine: 5 (week before: 0)',
    '- Therapist directory: 5 (week before: 0)',
    '- Social media: 5 (week before: 0)',
  ]) {
    expect(digest).toContain(line);
  }
  // No page with fewer than 5 views is listed, and nothing says which pages led to the messages.
  expect(digest).not.toContain(article);
  expect(digest).not.toContain(answer);
  expect(digest).toContain('Fewer than 20 messages');
  expect(digest).not.toMatch(/: [1-4]( \(|$)/m);
  expect(digest).not.toMatch(/zzqx|flurbington/i);

  // Each message reached the practice with its "Mark as answered" link and without the page it came from.
  const emails = smtp.received.filter((mail) => MESSAGES.some((m) => mail.text.includes(m.text)));
  expect(emails).toHaveLength(2);
  for (const email of emails) {
    expect(email.text).toMatch(/\/functions\/v1\/answered\?t=/);
    expect(email.text).not.toContain(article);
    expect(email.text).not.toContain(answer);
  }

  // Nothing kept tells the visitor apart: not in any table (but each message's own row), not in the log.
  site.signal('SIGTERM');
  await site.exited;
  const own = (text: string) => MESSAGES.some((m) => text.includes(m.email));
  const rows = storeRows();
  expect(rows.filter((row) => row.table === 'contact_messages' && own(row.text))).toHaveLength(2);
  for (const row of rows.filter((r) => r.table === 'contact_messages' && own(r.text))) {
    for (const needle of [USER_AGENT, 'PrivacyProbe', ADDRESS, article, answer])
      expect(row.text).not.toContain(needle);
  }
  const needles = [
    ...MESSAGES.flatMap((m) => [m.name, m.email, m.text]),
    USER_AGENT,
    'PrivacyProbe',
    ADDRESS,
    ...SEARCH.split(' '),
    ...SEARCH.toLowerCase().split(' '),
  ];
  const elsewhere = rows.filter((row) => !(row.table === 'contact_messages' && own(row.text)));
  for (const needle of needles) {
    expect(
      elsewhere.filter((row) => row.text.includes(needle)).map((row) => row.table),
      needle,
    ).toEqual([]);
    expect(site.output().includes(needle), `the log holds ${needle}`).toBe(false);
  }
});

test('a browser sending Global Privacy Control or Do Not Track sends nothing', async ({ browser }) => {
  // The same page without either signal sends its beacon, so an empty list below means the signal worked.
  for (const [signal, beacons] of [
    ['none', 1],
    ['globalPrivacyControl', 0],
    ['doNotTrack', 0],
  ] as const) {
    const context = await browser.newContext();
    await context.addInitScript((which) => {
      if (which !== 'none') {
        Object.defineProperty(Navigator.prototype, which, {
          get: () => (which === 'doNotTrack' ? '1' : true),
        });
      }
      const sent: unknown[] = [];
      (window as unknown as { sentBeacons: unknown[] }).sentBeacons = sent;
      navigator.sendBeacon = (...args) => sent.push(args) > 0;
    }, signal);
    const page = await context.newPage();
    await page.goto('/about');
    await page.keyboard.press('Shift');
    await page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    const sent = await page.evaluate(() => (window as unknown as { sentBeacons: unknown[] }).sentBeacons);
    expect(sent, signal).toHaveLength(beacons);
    await context.close();
  }
});
