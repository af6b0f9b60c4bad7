/**
 * The site's counting on a real store: the beacon endpoint's answers and the counters they leave, counting
 * that fails open, searches counted by topic, the "Mark as answered" link of a real contact email, the
 * weekly digest through the real outbox to a real SMTP server, and retention.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '#practice';
import { addDays, dayOf, monthsBefore } from '@/lib/calendar/days';
import { ALL, METRICS, type CountRow } from '@/lib/analytics/figures';
import { officeSecondsBetween } from '@/lib/calendar/office-hours';
import { PRACTICE_OFFICE_HOURS } from '@/lib/calendar/practice-hours';
import { vitalBucket } from '@/lib/analytics/vitals';
import { BEACON_LIMITS, COUNT_ENDPOINT } from '@/lib/analytics/wire';
import { sitePages } from '@/lib/pages/site-pages';
import { readAnalyticsConfig } from '@/server/analytics/analytics-config';
import { createAnalyticsStore, type AnalyticsStore } from '@/server/analytics/analytics-store';
import { ANSWER_LINK_SECRET, createAnsweredHandler } from '@/server/analytics/answered';
import {
  beaconResponse,
  createBeaconHandler,
  fetchBeacon,
  type BeaconHandlerOptions,
} from '@/server/analytics/beacon-handler';
import { createCounter, type Counter } from '@/server/analytics/counter';
import { lastWeek, scheduleWeeklyDigest } from '@/server/analytics/digest';
import { startAnalyticsRuntime } from '@/server/analytics/runtime';
import { purgeOldCounts } from '@/server/analytics/schedules';
import { readContactConfig } from '@/server/contact/contact-config';
import { mailQueue } from '@/server/contact/outbox/queue-mail';
import { createDeliveryWorker } from '@/server/contact/runtime';
import type { ContactStore } from '@/server/contact/store/contact-store';
import { contactStoreOn } from '@/server/contact/store/open-store';
import type { SqlDriver } from '@/server/http/database/sql-driver';
import { silentLogger, type Logger } from '@/server/http/log';
import { createStoreRateLimiter } from '@/server/http/rate-limiter';
import { createSecretStore, type SecretStore } from '@/server/http/secrets';
import type { Backend } from './helpers/backends.ts';
import { createSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { sleep, waitUntil } from './helpers/wait.ts';

const registry = sitePages(join(import.meta.dirname, '..', '..'));
const pages = new Map(registry.map((page) => [page.path, page.kind]));
const [firstPath, firstKind] = [...pages].find(([, kind]) => kind === 'article') ?? [...pages][0]!;
const contactPath = registry.find((page) => page.file === 'contact.astro')!.path;
const today = () => dayOf(Date.now(), SITE.timeZone);

/** The instant a day reaches an hour in the practice's time zone. */
function localInstant(day: string, hour: number): number {
  const start = Date.parse(`${day}T00:00:00Z`) - 16 * 3_600_000;
  for (let at = start; at < start + 48 * 3_600_000; at += 15 * 60_000) {
    const local = Number(
      new Intl.DateTimeFormat('en-US', { timeZone: SITE.timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
        at,
      ),
    );
    if (dayOf(at, SITE.timeZone) === day && local === hour) return at;
  }
  throw new Error(`no ${hour}:00 on ${day}`);
}

function recordingLog(): Logger & { events: string[] } {
  const events: string[] = [];
  const record = (event: string) => void events.push(event);
  return { events, info: record, warn: record, error: record };
}

const beacon = (body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(`http://site.test${COUNT_ENDPOINT}`, {
    method,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin', ...headers },
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });

export function defineAnalyticsSuite(makeBackend: () => Backend) {
  describe(`counting (${makeBackend().name})`, () => {
    let backend: Backend;
    let database: SqlDriver;
    /** The contact store on the same database: its outbox sends the digest. */
    let store: ContactStore;
    let counts: AnalyticsStore;
    let secrets: SecretStore;
    let counter: Counter;

    beforeAll(async () => {
      backend = makeBackend();
      database = backend.database();
      store = await contactStoreOn(database);
      counts = createAnalyticsStore(database);
      await counts.migrate();
      secrets = createSecretStore(database);
      counter = createCounter({
        store: counts,
        timeZone: SITE.timeZone,
        flushMs: 60_000,
      });
    });
    afterAll(async () => {
      await store.close();
      await backend.dispose();
    });

    /** The endpoint as the Astro route answers it: a Request in, a Response out. */
    const handler = (options: Partial<BeaconHandlerOptions> = {}) => {
      const handle = createBeaconHandler({
        counter,
        pages,
        rateLimit: { limit: 1000, windowMs: 60_000 },
        ...options,
      });
      return async (request: Request, client: { address?: string } = {}) =>
        beaconResponse(await handle(fetchBeacon(request, client.address)));
    };
    const counted = async () => {
      await counter.flush();
      // Origins are counted by month: their rows are dated the month's first day.
      return (await counts.readCounts(`${today().slice(0, 8)}01`, today())).map(({ metric, key, n }) => ({
        metric,
        key,
        n,
      }));
    };

    it('adds a beacon to the day’s counters under the registry’s page, and keeps nothing of the request', async () => {
      const handle = handler();
      const sent = {
        p: `${firstPath}?email=someone%40example.org#top`,
        r: 'directory',
        e: ['answer_cta_click', 'answer_cta_click'],
        s: ['illness', 'Zzqx FLURB!', 'illness', 'site:zzqx'],
        v: { LCP: 2400, CLS: 0.02 },
      };
      const answer = await handle(
        beacon(sent, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/1.0' }),
        { address: '203.0.113.9' },
      );
      expect(answer.status).toBe(204);
      expect((await handle(beacon({ p: contactPath, f: firstPath }))).status).toBe(204);
      expect((await handle(beacon({ p: '/no-such-page' }))).status).toBe(204);
      // A browser without Sec-Fetch-Site (Safari before 16.4) still sends Origin: the site's own is counted.
      expect(
        (await handle(beacon({ p: '/no-such-page' }, { 'Sec-Fetch-Site': '', Origin: 'http://site.test' })))
          .status,
      ).toBe(204);
      const rows = await counted();
      expect(rows).toEqual(
        expect.arrayContaining([
          { metric: METRICS.view, key: firstPath, n: 1 },
          { metric: METRICS.view, key: contactPath, n: 1 },
          { metric: METRICS.view, key: 'other', n: 2 },
          { metric: METRICS.kind, key: firstKind, n: 1 },
          { metric: METRICS.referrer, key: 'directory', n: 1 },
          { metric: METRICS.contactView, key: ALL, n: 1 },
          { metric: METRICS.contactViewKind, key: expect.any(String), n: 1 },
          { metric: METRICS.event, key: 'answer_cta_click', n: 1 },
          { metric: METRICS.vital, key: `${firstKind} LCP ${vitalBucket('LCP', 2400)}`, n: 1 },
          { metric: METRICS.vital, key: `${firstKind} CLS ${vitalBucket('CLS', 0.02)}`, n: 1 },
        ]),
      );
      // A topic twice on one page is one search; anything outside the vocabulary is "other".
      expect(rows.filter((row) => row.metric === METRICS.search)).toEqual([
        { metric: METRICS.search, key: 'illness', n: 1 },
        { metric: METRICS.search, key: 'other', n: 1 },
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/someone|example\.org|Probe|203\.0\.113|zzqx/i);
    });

    it('refuses every beacon it does not know with a 4xx JSON answer, and counts none of them', async () => {
      const before = await counted();
      const handle = handler();
      const refusals: [Request, number][] = [
        [beacon({ p: '/' }, {}, 'GET'), 405],
        [beacon({ p: '/' }, { 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
        [beacon({ p: '/' }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' }), 403],
        [beacon('not json'), 400],
        [beacon([{ p: '/' }]), 400],
        [beacon({}), 400],
        [beacon({ p: 'no-slash' }), 400],
        [beacon({ p: '/', e: ['page_scroll'] }), 400],
        [beacon({ p: '/', r: 'newsletter' }), 400],
        [beacon({ p: '/', v: { LCP: -1 } }), 400],
        [beacon({ p: '/', v: { FID: 10 } }), 400],
        [beacon({ p: '/', uid: 'abc' }), 400],
        [beacon({ p: '/', s: Array(BEACON_LIMITS.searches + 1).fill('x') }), 400],
        [beacon({ p: '/', pad: 'x'.repeat(BEACON_LIMITS.bytes) }), 413],
        [beacon({ p: '/' }, { 'Sec-Fetch-Site': '' }), 403],
        [beacon({ p: '/' }, { 'Sec-Fetch-Site': 'none' }), 403],
      ];
      for (const [request, status] of refusals) {
        const answer = await handle(request);
        expect(answer.status, `${request.method} ${request.headers.get('content-type')}`).toBe(status);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        const body = (await answer.json()) as { ok: boolean; error: string };
        expect(body.ok).toBe(false);
        expect(body.error.length).toBeGreaterThan(10);
      }
      expect((await handler({ counter: null })(beacon({ p: '/' }))).status).toBe(404);
      expect(await counted()).toEqual(before);
    });

    it('counts nothing for a browser that asks not to be tracked, and holds each client to its limit', async () => {
      const before = await counted();
      const handle = handler({ rateLimit: { limit: 2, windowMs: 60_000 } });
      for (const header of [{ 'Sec-GPC': '1' }, { DNT: '1' }]) {
        expect((await handle(beacon({ p: firstPath }, header), { address: '198.51.100.1' })).status).toBe(
          204,
        );
      }
      expect(await counted()).toEqual(before);
      const limited = await handle(beacon({ p: firstPath }), { address: '198.51.100.1' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await handle(beacon({ p: firstPath }), { address: '198.51.100.2' })).status).toBe(204);
    });

    it('fails open: a store that does not answer costs a beacon nothing, drops the counts and logs once', async () => {
      let mode: 'hang' | 'fail' | 'ok' = 'hang';
      const flaky: AnalyticsStore = {
        ...counts,
        addCounts: (rows) =>
          mode === 'hang'
            ? new Promise(() => {})
            : mode === 'fail'
              ? Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' }))
              : counts.addCounts(rows),
      };
      const log = recordingLog();
      const own = createCounter({
        store: flaky,
        timeZone: SITE.timeZone,
        flushMs: 60_000,
        log,
      });
      const handle = handler({ counter: own });
      void own.flush();
      own.add(METRICS.view, '/');
      void own.flush(); // hangs behind the store
      // The store never answers that flush: an answer at all shows the beacon does not wait on it.
      expect((await handle(beacon({ p: firstPath }))).status).toBe(204);

      const failing = createCounter({
        store: flaky,
        timeZone: SITE.timeZone,
        flushMs: 60_000,
        log,
      });
      mode = 'fail';
      for (let i = 0; i < 3; i += 1) {
        failing.add(METRICS.view, '/dropped');
        await failing.flush();
      }
      expect(log.events).toEqual(['analytics.dropped']);
      mode = 'ok';
      failing.add(METRICS.view, '/kept');
      await failing.flush();
      expect(log.events).toEqual(['analytics.dropped', 'analytics.restored']);
      const rows = await counts.readCounts(today(), today());
      expect(rows.filter((row) => row.key === '/dropped')).toEqual([]);
      expect(rows.filter((row) => row.key === '/kept').map((row) => row.n)).toEqual([1]);
    });

    it('keeps the shared rate limit’s clients under a key that changes daily and is stored nowhere', async () => {
      const address = '203.0.113.77';
      let now = Date.parse('2026-03-02T12:00:00Z');
      const limiter = createStoreRateLimiter(store, { limit: 10, windowMs: 60_000, now: () => now });
      await limiter.take(address);
      await limiter.take(address);
      // A plain hash of the address, which a list of every IPv4 address would find, counts nothing yet.
      const plain = createHash('sha256').update(address).digest('hex').slice(0, 32);
      expect((await store.countHit(plain, now, 60_000)).hits).toBe(1);
      const keys = async () =>
        (await database.run({ sql: `SELECT client_key, hits FROM ${database.prefix}contact_rate_limits` }))
          .rows;
      const [kept] = (await keys()).filter((row) => Number(row['hits']) === 2);
      // The next day the same address counts under another key.
      now += 86_400_000;
      await limiter.take(address);
      const today = (await keys()).filter((row) => row['client_key'] !== kept!['client_key']);
      expect(today.some((row) => Number(row['hits']) === 1 && row['client_key'] !== plain)).toBe(true);
      // No secret of the server's keys it: the table of secrets holds no rate-limit key.
      await secrets.upgrade();
      const names = (await database.run({ sql: `SELECT name, value FROM ${database.prefix}site_secrets` }))
        .rows;
      expect(names.map((row) => row['name'])).not.toContain('rate-limit');
    });

    it('keeps no order of arrival: visits flushed at different times lie in key order, written together', async () => {
      // A day no other test counts in, visited by pages in the reverse of their keys' order, one flush each.
      const day = '2025-06-14';
      const own = createCounter({
        store: counts,
        timeZone: SITE.timeZone,
        flushMs: 60_000,
        // Midday in the practice's time zone, summer or winter.
        now: () => Date.parse(`${day}T17:00:00Z`),
      });
      const arrivals = [...pages.keys()].sort().slice(0, 6).reverse();
      for (const path of arrivals) {
        own.add(METRICS.view, path);
        own.add(METRICS.referrer, path === arrivals[0] ? 'search' : 'social');
        await own.flush();
      }
      const keyOrder = (rows: { metric: string; key: string }[]) =>
        [...rows].sort((a, b) =>
          a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
        );
      if (database.dialect === 'sqlite') {
        // The rows as a full scan reads them from the file (no index, no ORDER BY): the table's own b-tree,
        // which without a rowid is in key order.
        const rows = (
          await database.run({ sql: `SELECT day, metric, key, n FROM analytics_counts NOT INDEXED` })
        ).rows.filter((row) => row['day'] === day);
        expect(rows.map((row) => row['key'])).toEqual(keyOrder(rows as never[]).map((row) => row['key']));
        const { rows: plan } = await database.run({
          sql: `SELECT sql FROM sqlite_master WHERE name = 'analytics_counts'`,
        });
        expect(String(plan[0]!['sql'])).toMatch(/WITHOUT ROWID/i);
      } else {
        // One transaction id for every row of the day, and their places on disk in key order.
        const { rows } = await database.run({
          sql: `SELECT xmin::text AS xmin, ctid::text AS ctid, metric, key FROM ${database.prefix}analytics_counts
                 WHERE day = $1 ORDER BY ctid`,
          params: [day],
        });
        expect(new Set(rows.map((row) => row['xmin'])).size).toBe(1);
        expect(rows.map((row) => row['key'])).toEqual(keyOrder(rows as never[]).map((row) => row['key']));
      }
      // What a dump shows is the keys' order, never the visits': the first visit is not first.
      const dumped = (await counts.readCounts(day, day)).filter((row) => row.metric === METRICS.view);
      expect(dumped.map((row) => row.key)).toEqual([...arrivals].reverse());
    });

    it('deletes counters and reply times older than the retention period, and the words no counter uses', async () => {
      const now = Date.now();
      const cutoff = monthsBefore(today(), 25);
      const old: CountRow[] = [
        { day: addDays(cutoff, -1), metric: METRICS.view, key: '/retention-old', n: 1 },
        { day: addDays(cutoff, -1), metric: METRICS.search, key: 'illness', n: 3 },
        { day: cutoff, metric: METRICS.view, key: '/retention-kept', n: 1 },
      ];
      await counts.addCounts(old);
      await counts.recordReply('retention-old-reply', addDays(cutoff, -1), 60);
      expect(await purgeOldCounts(counts, 25, now)).toEqual({ counts: 2, replies: 1 });
      const left = await counts.readCounts(addDays(cutoff, -2), cutoff);
      expect(left.map((row) => row.key)).toEqual(['/retention-kept']);
    });

    describe('through the outbox', () => {
      let smtp: SmtpSink;
      const recipient = 'figures@practice.example';
      const env = (smtpUrl: string) => ({
        ...backend.env,
        SMTP_URL: smtpUrl,
        DIGEST_RECIPIENT: recipient,
        CONTACT_POLL_SECONDS: '0.05',
      });
      let stopWorker: (() => Promise<void>) | undefined;

      beforeAll(async () => {
        smtp = await createSmtpSink();
        await smtp.start();
      });
      afterEach(async () => {
        await stopWorker?.();
        stopWorker = undefined;
      });
      afterAll(() => smtp.stop());

      async function startWorker(workerStore: ContactStore) {
        const contact = readContactConfig(env(smtp.url));
        const analytics = await startAnalyticsRuntime({
          config: { ...readAnalyticsConfig(env(smtp.url)), enabled: true },
          database,
          secrets,
          mailFrom: contact.from,
          trustProxyHops: 0,
          allowedOrigins: [],
          outbox: mailQueue(workerStore),
          schedules: false,
          count: false,
          log: silentLogger,
        });
        const { worker, transport } = createDeliveryWorker(contact, workerStore, silentLogger, {
          answerLink: analytics.answerLink,
          composeOther: analytics.composeDigest,
        });
        worker.start();
        stopWorker = async () => {
          await worker.stop();
          await transport.close();
        };
      }

      it('gives each contact email a "Mark as answered" link: opening it records nothing, pressing it records the wait once', async () => {
        const receivedAt = localInstant(addDays(today(), -3), 12);
        const accepted = await store.accept({
          content: { name: 'Link Tester', email: 'link.tester@example.com', message: 'Please call me back.' },
          spam: false,
          fingerprint: 'answered-link',
          receivedAt,
        });
        await startWorker(store);
        await waitUntil(() => smtp.received.some((mail) => mail.text.includes('Link Tester')), {
          what: 'the contact email',
        });
        const mail = smtp.received.find((m) => m.text.includes('Link Tester'))!;
        const link = /(https?:\/\/\S+\/functions\/v1\/answered\?t=\S+)/.exec(mail.text)?.[1];
        expect(link, mail.text).toBeDefined();
        expect(mail.html).toContain('>Mark as answered</a>');
        const id = accepted.kind === 'stored' ? accepted.id : '';
        expect(link).toContain(id);

        const pressedAt = receivedAt + 2 * 86_400_000;
        const handle = createAnsweredHandler({
          store: counts,
          secret: await secrets.secret(ANSWER_LINK_SECRET),
          officeHours: PRACTICE_OFFICE_HOURS,
          linkDays: 14,
          now: () => pressedAt,
        });
        const url = new URL(link!);
        const asBrowser = { Accept: 'text/html,application/xhtml+xml' };
        const opened = await handle(new Request(url, { headers: asBrowser }));
        expect(opened.status).toBe(200);
        expect(await opened.text()).toMatch(
          /<form method="post"[^>]*>\s*<button type="submit">Mark as answered<\/button>/,
        );
        await handle(new Request(url, { headers: asBrowser }));
        expect(await counts.reply(id)).toBeNull();

        // Another site's page posting the link, through the practice's browser or as a script: refused
        // as a page or as JSON, and nothing recorded.
        const fromElsewhere = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
        const forgedPress = await handle(
          new Request(url, { method: 'POST', headers: { ...asBrowser, ...fromElsewhere } }),
        );
        expect([forgedPress.status, forgedPress.headers.get('content-type')]).toEqual([
          403,
          'text/html; charset=utf-8',
        ]);
        expect(await forgedPress.text()).not.toContain('Recorded.');
        const forgedJson = await handle(
          new Request(url, { method: 'POST', headers: { Origin: 'https://evil.example' } }),
        );
        expect(forgedJson.status).toBe(403);
        expect(await forgedJson.json()).toEqual({ ok: false, error: expect.stringContaining('button') });
        expect(await counts.reply(id)).toBeNull();

        const pressed = await handle(new Request(url, { method: 'POST', headers: asBrowser }));
        expect(await pressed.text()).toContain('Recorded.');
        const again = await handle(new Request(url, { method: 'POST' }));
        expect(await again.json()).toEqual({ ok: true, recorded: false });
        expect(await counts.reply(id)).toEqual({
          day: dayOf(pressedAt, SITE.timeZone),
          officeSeconds: officeSecondsBetween(receivedAt, pressedAt, PRACTICE_OFFICE_HOURS),
        });

        const late = createAnsweredHandler({
          store: counts,
          secret: await secrets.secret(ANSWER_LINK_SECRET),
          officeHours: PRACTICE_OFFICE_HOURS,
          linkDays: 14,
          now: () => receivedAt + 15 * 86_400_000,
        });
        expect((await late(new Request(url, { method: 'POST' }))).status).toBe(410);
        const forged = new URL(url);
        forged.searchParams.set(
          't',
          url.searchParams.get('t')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        );
        const refused = await handle(new Request(forged, { method: 'POST' }));
        expect(refused.status).toBe(400);
        expect(await refused.json()).toEqual({ ok: false, error: expect.stringContaining('not valid') });
      });

      it('queues each week’s digest once, from Monday morning, and sends it to the practice through the outbox', async () => {
        // A Monday ten weeks ago: a week no other test counts in.
        const monday = addDays(lastWeek(today()).to, 1 - 70);
        const week = lastWeek(monday);
        const views = 30;
        await counts.addCounts([
          { day: week.from, metric: METRICS.view, key: firstPath, n: views },
          { day: week.to, metric: METRICS.contactAccepted, key: ALL, n: 2 },
          { day: addDays(week.from, -1), metric: METRICS.view, key: firstPath, n: 3 },
        ]);
        const log = recordingLog();
        const at = (hour: number) => {
          const instant = localInstant(monday, hour);
          return () => instant;
        };
        const early = scheduleWeeklyDigest({
          store: counts,
          outbox: mailQueue(store),
          recipient,
          timeZone: SITE.timeZone,
          pages,
          now: at(6),
          log,
        });
        await sleep(300);
        early();
        for (const hour of [8, 9]) {
          // Two instances, an hour apart: one digest.
          const stop = scheduleWeeklyDigest({
            store: counts,
            outbox: mailQueue(store),
            recipient,
            timeZone: SITE.timeZone,
            pages,
            now: at(hour),
            log,
          });
          await waitUntil(async () => (await store.list(['pending'])).some((m) => m.kind === 'digest'), {
            what: 'the digest in the outbox',
          });
          stop();
        }
        await sleep(300);
        expect(log.events).toEqual(['digest.queued']);
        await startWorker(store);
        await waitUntil(() => smtp.received.some((mail) => mail.envelope.to.includes(recipient)), {
          what: 'the digest email',
        });
        const digests = smtp.received.filter((mail) => mail.envelope.to.includes(recipient));
        expect(digests).toHaveLength(1);
        const { text } = digests[0]!;
        expect(text).toContain(`- Page views: ${views} (week before: fewer than 5)`);
        expect(text).toContain('- Messages sent through the form: fewer than 5 (week before: 0)');
        expect(text).toContain(`- ${firstPath}: ${views}`);
        expect(text).not.toMatch(/: [1-4]( \(|$)/m);
        expect(digests[0]!.header('subject')).toContain(SITE.siteName);
      });
    });
  });
}
