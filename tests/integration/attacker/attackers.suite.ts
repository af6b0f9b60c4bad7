/**
 * The counting, played by the attackers it must withstand, against the real server (scripts/start.ts on
 * the build) and its real store: what they send is never counted or shown, and what they look for is
 * never found in the store (every table, every column), the server's log, `npm run report` (terminal,
 * --json, --html) or the digest email.
 *
 * - The searcher types a distinctive name into every search box of a real browser (the search page, the
 *   header's search, the answers' search) three times a day for three days. The first day goes through
 *   the browser and the server; the next two replay the beacons the browser sent through the same
 *   endpoint and counter with the counter's clock on those days.
 * - The inflater posts beacons without a browser's headers, as a crawler with a browser's headers, with
 *   one event twenty times, and as a flood of made-up keys.
 * - The injector puts text, HTML and the name into every field of a beacon and its headers.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../../scripts/helpers/chromium.ts';
import { SEARCH_TOPICS } from '../../../src/config/search-topics.ts';
import { SITE } from '#practice';
import { addDays, dayOf } from '../../../src/lib/calendar/days.ts';
import { METRICS } from '../../../src/lib/analytics/figures.ts';
import { OTHER_TOPIC, SITE_TOPIC } from '../../../src/lib/analytics/search-topics.ts';
import { COUNT_ENDPOINT } from '../../../src/lib/analytics/wire.ts';
import { LISTINGS } from '../../../src/lib/pages/registry.ts';
import { sitePages } from '../../../src/lib/pages/site-pages.ts';
import { createAnalyticsStore } from '../../../src/server/analytics/analytics-store.ts';
import {
  beaconResponse,
  createBeaconHandler,
  fetchBeacon,
} from '../../../src/server/analytics/beacon-handler.ts';
import { createCounter } from '../../../src/server/analytics/counter.ts';
import type { SqlDriver } from '../../../src/server/http/database/sql-driver.ts';
import type { Backend } from '../helpers/backends.ts';
import { copiedBeacons, copyBeacons } from '../helpers/beacon-copies.ts';
import { createSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { waitUntil } from '../helpers/wait.ts';
import { ROOT, startSite, type SiteProcess } from '../server/helpers/site-process.ts';

const NAME = 'Zebulon Quartermaine hiv';
/**
 * A browser's user agent: the headless shell's own names it a crawler. Given on the command line, not per
 * page, since the beacons a page sends as it unloads carry the browser's own.
 */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DIGEST_TO = 'figures@practice.example';
/** Rows a day may add (ANALYTICS_DAY_COUNTERS), small so the flood is cheap. */
const DAY_CAP = 120;

const registry = sitePages(ROOT);
const pages = new Map(registry.map((page) => [page.path, page.kind]));
const siteWords = new Set(
  JSON.parse(readFileSync(join(ROOT, 'dist', 'client', 'search-words.json'), 'utf8')) as string[],
);
const vocabulary = (topic: string) =>
  topic === OTHER_TOPIC ||
  SEARCH_TOPICS.some(({ id }) => id === topic) ||
  (topic.startsWith(SITE_TOPIC) && siteWords.has(topic.slice(SITE_TOPIC.length)));

/** The name in every form a store could keep it: its words, and common hashes of its spellings. */
const NEEDLES = (() => {
  const spellings = [NAME, NAME.toLowerCase(), 'zebulon quartermaine', 'Zebulon Quartermaine'];
  const hashes = spellings.flatMap((text) =>
    ['md5', 'sha1', 'sha256'].flatMap((algorithm) => {
      const hex = createHash(algorithm).update(text).digest('hex');
      return [hex, hex.slice(0, 32), createHash(algorithm).update(text).digest('base64url').slice(0, 22)];
    }),
  );
  return ['zebulon', 'quartermaine', ...hashes];
})();
/** What the injector sends besides the name. */
const INJECTED = ['<script', '<img src=x', 'onerror=', 'evil.example', 'Injected/6.6'];

const lower = (text: string) => text.toLowerCase();
const found = (text: string, needles: readonly string[]) =>
  needles.filter((needle) => lower(text).includes(lower(needle)));

export function defineAttackerSuite(makeBackend: () => Backend) {
  describe(`the attackers (${makeBackend().name})`, () => {
    let backend: Backend;
    let site: SiteProcess;
    let smtp: SmtpSink;
    let inspect: SqlDriver;
    const today = dayOf(Date.now(), SITE.timeZone);

    beforeAll(async () => {
      backend = makeBackend();
      smtp = await createSmtpSink();
      await smtp.start();
      site = await startSite({
        ...backend.env,
        SMTP_URL: smtp.url,
        DIGEST_RECIPIENT: DIGEST_TO,
        ANALYTICS_FLUSH_SECONDS: '0.2',
        ANALYTICS_RATE_LIMIT: '100000',
        ANALYTICS_DAY_COUNTERS: String(DAY_CAP),
        CONTACT_POLL_SECONDS: '0.2',
      });
      inspect = backend.database();
    }, 90_000);
    afterAll(async () => {
      await site?.stop();
      await smtp?.stop();
      await inspect?.close();
      await backend?.dispose();
    });

    /** Every row of every table of the store, every column, as text (on PostgreSQL with xmin and ctid). */
    async function dump(): Promise<{ table: string; row: Record<string, unknown> }[]> {
      if (backend.name === 'sqlite') {
        const db = new DatabaseSync(backend.env['DATABASE_URL']!.replace(/^file:/, ''), { readOnly: true });
        try {
          const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all();
          return tables.flatMap(({ name }) =>
            db
              .prepare(`SELECT * FROM "${String(name)}"`)
              .all()
              .map((row) => ({ table: String(name), row: { ...row } })),
          );
        } finally {
          db.close();
        }
      }
      const { rows: tables } = await inspect.run({
        sql: `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1`,
        params: [backend.env['CONTACT_DB_SCHEMA']],
      });
      const all = [];
      for (const { name } of tables) {
        const { rows } = await inspect.run({
          sql: `SELECT *, xmin::text AS xmin, ctid::text AS ctid FROM ${inspect.prefix}"${String(name)}"`,
        });
        all.push(...rows.map((row) => ({ table: String(name), row })));
      }
      return all;
    }

    /** The day's counters as `metric key` → n. */
    async function counters(day = today): Promise<Map<string, number>> {
      const rows = await createAnalyticsStore(inspect).readCounts(day, day);
      return new Map(rows.map((row) => [`${row.metric} ${row.key}`, row.n]));
    }

    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(`${site.url}${COUNT_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    const asBrowser = { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin' };

    /** A beacon the server counts, and the wait until its flush has written it: nothing else is pending. */
    const marker = registry.find((page) => page.kind === 'legal')!.path;
    async function settle() {
      const key = `${METRICS.view} ${marker}`;
      const before = (await counters()).get(key) ?? 0;
      expect((await post({ p: marker }, asBrowser)).status).toBe(204);
      await waitUntil(async () => ((await counters()).get(key) ?? 0) > before, {
        what: 'the marker’s count',
      });
    }
    /** The day's counters less the marker's own. */
    const withoutMarker = (counts: Map<string, number>) => {
      const copy = new Map(counts);
      copy.delete(`${METRICS.view} ${marker}`);
      copy.delete(`${METRICS.kind} ${pages.get(marker)}`);
      return copy;
    };

    it('the searcher: a name typed into every search box three times a day for three days is counted as a topic, never as words', async () => {
      const browser = await chromium.launch({
        executablePath: TEST_CHROMIUM_PATH,
        args: [...CHROMIUM_FLAGS, `--user-agent=${BROWSER}`],
      });
      const beacons: string[] = [];
      try {
        const context = await browser.newContext({ baseURL: site.url, userAgent: BROWSER });
        // Test instrumentation: a copy of each beacon, and each search outcome the page's counter hears,
        // to wait on.
        await copyBeacons(context, COUNT_ENDPOINT);
        await context.addInitScript(() => {
          let counter: ((what: unknown) => void) | undefined;
          const heard: unknown[] = [];
          Object.defineProperty(window, 'heardSearches', { value: heard });
          Object.defineProperty(window, 'siteCount', {
            configurable: true,
            get: () => counter,
            set: (real: (what: unknown) => void) => {
              counter = (what) => {
                if (typeof what === 'object') heard.push(what);
                real(what);
              };
            },
          });
        });
        const page = await context.newPage();
        const heardFailure = (current: Page) =>
          current.waitForFunction(
            () =>
              (
                window as unknown as { heardSearches: { words: string; found: boolean }[] }
              ).heardSearches.some((outcome) => outcome.words === 'zebulon quartermaine hiv'),
            undefined,
            { timeout: 20_000 },
          );
        const boxes: [string, (current: Page) => Promise<void>][] = [
          [
            '/search',
            async (current) => {
              await current.getByRole('searchbox', { name: 'Search the site' }).fill(NAME);
            },
          ],
          [
            '/about',
            async (current) => {
              await current.getByRole('banner').getByRole('button', { name: 'Search' }).click();
              await current.getByRole('searchbox', { name: 'Search the site' }).fill(NAME);
            },
          ],
          [
            LISTINGS.answers.path,
            async (current) => {
              await current.getByLabel('Search answers').fill(NAME);
            },
          ],
        ];
        for (let round = 0; round < 3; round += 1) {
          for (const [path, type] of boxes) {
            await page.goto(path);
            await type(page);
            await heardFailure(page);
          }
        }
        // Leaving the last page sends its beacon; the copies are read on the next page of the site.
        await page.goto('/');
        beacons.push(...(await copiedBeacons(page)));
        await page.goto('about:blank');
        await context.close();
      } finally {
        await browser.close();
      }
      expect(beacons).toHaveLength(9);
      // What left the page holds no word of the name.
      expect(found(beacons.join('\n'), NEEDLES)).toEqual([]);
      const searched = beacons.flatMap((body) => (JSON.parse(body) as { s?: string[] }).s ?? []);
      expect(searched.length).toBeGreaterThanOrEqual(3);
      const searchesOn = async (day: string) =>
        [...(await counters(day))]
          .filter(([key]) => key.startsWith(`${METRICS.search} `))
          .reduce((sum, [, n]) => sum + n, 0);
      await waitUntil(async () => (await searchesOn(today)) >= searched.length, {
        what: 'the first day’s searches',
      });

      // The next two days: the same beacons through the same endpoint, on a counter whose clock says so.
      const database = backend.database();
      try {
        for (const day of [addDays(today, -2), addDays(today, -1)]) {
          const counter = createCounter({
            store: createAnalyticsStore(database),
            timeZone: SITE.timeZone,
            flushMs: 60_000,
            now: () => Date.parse(`${day}T17:00:00Z`),
          });
          const handle = createBeaconHandler({
            counter,
            pages,
            siteWords,
            rateLimit: { limit: 1000, windowMs: 60_000 },
          });
          for (const body of beacons) {
            const request = new Request(`${site.url}${COUNT_ENDPOINT}`, {
              method: 'POST',
              headers: {
                'Content-Type': 'text/plain;charset=UTF-8',
                'User-Agent': BROWSER,
                'Sec-Fetch-Site': 'same-origin',
              },
              body,
            });
            expect(beaconResponse(await handle(fetchBeacon(request, '127.0.0.1'))).status).toBe(204);
          }
          await counter.stop();
        }
      } finally {
        await database.close();
      }
      for (const day of [addDays(today, -2), addDays(today, -1), today]) {
        const searches = [...(await counters(day))].filter(([key]) => key.startsWith(`${METRICS.search} `));
        const topics = searches.map(([key]) => key.slice(METRICS.search.length + 1));
        expect(topics.length, day).toBeGreaterThan(0);
        for (const topic of topics) expect(vocabulary(topic), topic).toBe(true);
        expect(
          searches.reduce((sum, [, n]) => sum + n, 0),
          day,
        ).toBe(searched.length);
      }
    }, 180_000);

    it('the inflater: no browser, a crawler, twenty copies of an event and a flood of made-up keys', async () => {
      await settle();
      const before = withoutMarker(await counters());
      const beacon = { p: '/', r: 'search', e: ['quick_exit'] };
      // No browser's headers: curl, a script. A crawler, even with a browser's headers.
      const refused = [
        await post(beacon, {}),
        await post(beacon, { 'User-Agent': 'curl/8.5.0' }),
        await post(beacon, { 'User-Agent': BROWSER }),
        await post(beacon, { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'none' }),
        await post(beacon, {
          'User-Agent': BROWSER,
          'Sec-Fetch-Site': 'cross-site',
          Origin: 'https://evil.example',
        }),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([204, 204, 403, 403, 403]);
      expect(await refused[2]!.json()).toEqual({ ok: false, error: expect.stringContaining('browser') });
      for (let i = 0; i < 5; i += 1) {
        expect((await post(beacon, { ...asBrowser, 'User-Agent': GOOGLEBOT, Origin: site.url })).status).toBe(
          204,
        );
      }
      await settle();
      expect(withoutMarker(await counters())).toEqual(before);

      // Twenty copies of one event in one beacon: one use.
      const copies = await post({ p: '/', e: Array(20).fill('quick_exit') }, asBrowser);
      expect(copies.status).toBe(204);
      await settle();
      const after = await counters();
      expect(after.get(`${METRICS.event} quick_exit`) ?? 0).toBe(
        (before.get(`${METRICS.event} quick_exit`) ?? 0) + 1,
      );

      // A flood of made-up keys: made-up paths and topics count as "other"; the site's own words, which
      // are keys, add no more rows than the day's cap.
      const words = [...siteWords];
      for (let i = 0; i < 60; i += 1) {
        const topics = words.slice(i * 5, i * 5 + 5).map((word) => `${SITE_TOPIC}${word}`);
        const answer = await post({ p: `/made-up-${i}`, f: `/made-up-${i}`, s: topics }, asBrowser);
        expect(answer.status).toBe(204);
        expect((await post({ p: `/x${i}`, s: [`site:madeup${i}`, `made-up ${i}`] }, asBrowser)).status).toBe(
          204,
        );
      }
      await settle();
      const rows = (await dump()).filter(
        ({ table, row }) => table === 'analytics_counts' && row['day'] === today,
      );
      expect(rows.length).toBeLessThanOrEqual(DAY_CAP);
      expect(JSON.stringify(rows)).not.toMatch(/made-?up/i);
      expect(site.events().filter((event) => event['event'] === 'analytics.overflow')).toHaveLength(1);
    });

    it('the injector: text in every field of a beacon is refused or counted under fixed keys', async () => {
      const headers = {
        ...asBrowser,
        'User-Agent': `${BROWSER} Injected/6.6`,
        Referer: 'https://evil.example/<script>Zebulon</script>',
      };
      const html = '<script>alert("Zebulon Quartermaine")</script><img src=x onerror=alert(1)><b>Zebulon</b>';
      const answers: [unknown, number][] = [
        [{ p: `/${html}?q=${NAME}#${NAME}` }, 204],
        [{ p: '/contact', f: `/${html}` }, 204],
        [{ p: '/contact', f: html }, 400],
        [{ p: '/', r: html }, 400],
        [{ p: '/', e: [html] }, 400],
        [{ p: '/', s: [NAME, '<b>Zebulon</b>', 'site:zebulon', 'site:<img src=x onerror=alert(1)>'] }, 204],
        [{ p: '/', s: [html] }, 400],
        [{ p: '/', s: ['x'.repeat(65)] }, 400],
        [{ p: '/', v: { LCP: html } }, 400],
        [{ p: '/', v: { [html]: 1 } }, 400],
        [{ p: '/', name: NAME }, 400],
        [`{"p":"/","s":["${NAME}"],"p":"/${NAME}"}`, 204],
        [html, 400],
      ];
      for (const [body, status] of answers) {
        const answer = await post(body, headers);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        const text = await answer.text();
        // A refusal names the field, never what was in it.
        expect(found(text, [...NEEDLES, ...INJECTED]), text).toEqual([]);
      }
      await settle();
      const counts = await counters();
      expect(counts.get(`${METRICS.search} ${OTHER_TOPIC}`)).toBeGreaterThan(0);
    });

    it('the searcher, the inflater and the injector find nothing in the store, the log, the report or the digest', async () => {
      const from = addDays(today, -2);
      const report = (...args: string[]) => {
        const result = spawnSync(
          process.execPath,
          [
            '--experimental-strip-types',
            '--experimental-sqlite',
            '--no-warnings',
            'scripts/report.ts',
            '--from',
            from,
            '--to',
            today,
            ...args,
          ],
          {
            cwd: ROOT,
            env: { ...process.env, ...backend.env, DIGEST_RECIPIENT: DIGEST_TO },
            encoding: 'utf8',
          },
        );
        expect(result.status, result.stderr).toBe(0);
        return result.stdout;
      };
      const dir = mkdtempSync(join(tmpdir(), 'attacker-report-'));
      try {
        const terminal = report();
        const json = report('--json');
        report('--html', join(dir, 'report.html'));
        const page = readFileSync(join(dir, 'report.html'), 'utf8');
        report('--digest');
        await waitUntil(() => smtp.received.some((mail) => mail.envelope.to.includes(DIGEST_TO)), {
          what: 'the digest email',
        });
        const digest = smtp.received.find((mail) => mail.envelope.to.includes(DIGEST_TO))!;
        const figures = JSON.parse(json) as { searchesWithoutResults: { topic: string }[] };
        expect(figures.searchesWithoutResults.length).toBeGreaterThan(0);
        for (const { topic } of figures.searchesWithoutResults) expect(vocabulary(topic), topic).toBe(true);
        expect(terminal).toContain('Searches that found nothing, by topic');

        const places = {
          store: JSON.stringify(await dump()),
          log: site.output(),
          terminal,
          json,
          html: page,
          'digest (text)': digest.text,
          'digest (html)': digest.html,
        };
        for (const [place, text] of Object.entries(places)) {
          expect(found(text, [...NEEDLES, ...INJECTED]), place).toEqual([]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  });
}
