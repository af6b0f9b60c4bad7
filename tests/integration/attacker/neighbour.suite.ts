/**
 * The neighbour: knows that Jane wrote to the practice today, and wants to learn which page she read
 * before she wrote (the page for teens). It has a copy of the store (every table, every column; on
 * SQLite the file's bytes too), the report as JSON, as tables and as HTML for any whole weeks it asks,
 * and the weekly digest. Messages and contact page views go through the counting's real parts (the
 * runtime's count of a message, the beacon endpoint); the report functions are called directly, as
 * `npm run report` calls them. A store from before the upgrade, with last month's messages counted by
 * page, is upgraded first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '#practice';
import { addDays, dayOf, wholeWeeks } from '@/lib/calendar/days';
import { ALL, METRICS, type Figures } from '@/lib/analytics/figures';
import { COUNT_ENDPOINT } from '@/lib/analytics/wire';
import { sitePages } from '@/lib/pages/site-pages';
import { readAnalyticsConfig } from '@/server/analytics/analytics-config';
import { ANALYTICS_MIGRATIONS } from '@/server/analytics/analytics-store';
import { beaconResponse, fetchBeacon } from '@/server/analytics/beacon-handler';
import { composeDigestEmail, queueDigest, type DigestOutbox } from '@/server/analytics/digest';
import { createAnalyticsStore } from '@/server/analytics/analytics-store';
import { readFigures } from '@/server/analytics/read-figures';
import { htmlReport } from '@/server/analytics/report-html';
import { textReport } from '@/server/analytics/report-text';
import { startAnalyticsRuntime } from '@/server/analytics/runtime';
import { migrate } from '@/server/http/database/migrate';
import type { SqlDriver } from '@/server/http/database/sql-driver';
import { silentLogger } from '@/server/http/log';
import { createSecretStore } from '@/server/http/secrets';
import type { Backend } from '../helpers/backends.ts';

const registry = sitePages(join(import.meta.dirname, '..', '..', '..'));
const pages = new Map(registry.map((page) => [page.path, page.kind]));
const contactPath = registry.find((page) => page.file === 'contact.astro')!.path;
const answer = registry.find((page) => page.kind === 'answer')!.path;
const TEENS = registry.find((page) => page.file === 'teens.astro')!.path;
const today = () => dayOf(Date.now(), SITE.timeZone);

/** Every row of every table of the store, as text. */
async function dump(database: SqlDriver, backend: Backend): Promise<{ table: string; text: string }[]> {
  const names =
    database.dialect === 'sqlite'
      ? (await database.run({ sql: `SELECT name FROM sqlite_master WHERE type = 'table'` })).rows.map((row) =>
          String(row['name']),
        )
      : (
          await database.run({
            sql: 'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
            params: [backend.env['CONTACT_DB_SCHEMA']],
          })
        ).rows.map((row) => String(row['table_name']));
  const rows: { table: string; text: string }[] = [];
  for (const table of names) {
    for (const row of (await database.run({ sql: `SELECT * FROM ${database.prefix}${table}` })).rows) {
      rows.push({ table, text: JSON.stringify(row) });
    }
  }
  return rows;
}

export function defineNeighbourSuite(makeBackend: () => Backend) {
  describe(`the neighbour (${makeBackend().name})`, () => {
    let backend: Backend;
    let database: SqlDriver;
    const queued: Parameters<DigestOutbox>[0][] = [];
    const lastMonth = addDays(`${today().slice(0, 8)}01`, -10);

    beforeAll(async () => {
      backend = makeBackend();
      // The store as the version before left it: last month's messages counted by the page they came from.
      const old = backend.database();
      await migrate(
        old,
        'analytics_schema_version',
        ANALYTICS_MIGRATIONS.filter((step) => step.version < 3),
      );
      await createAnalyticsStore(old).addCounts([
        { day: lastMonth, metric: METRICS.contactAccepted, key: TEENS, n: 1 },
        { day: lastMonth, metric: METRICS.contactAccepted, key: '/services', n: 5 },
        { day: lastMonth, metric: METRICS.contactView, key: TEENS, n: 1 },
        { day: lastMonth, metric: METRICS.contactView, key: '/services', n: 6 },
      ]);
      await old.close();

      database = backend.database();
      const runtime = await startAnalyticsRuntime({
        config: { ...readAnalyticsConfig({}), enabled: true },
        database,
        secrets: createSecretStore(database),
        pages,
        mailFrom: 'Website <site@practice.example>',
        trustProxyHops: 0,
        allowedOrigins: [],
        outbox: async (digest) => {
          queued.push(digest);
          return 'queued';
        },
        schedules: false,
        count: false,
        log: silentLogger,
      });
      const view = async (beacon: object) => {
        const request = new Request(`http://site.test${COUNT_ENDPOINT}`, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify(beacon),
        });
        expect(beaconResponse(await runtime.handleBeacon(fetchBeacon(request))).status).toBe(204);
      };
      // Today: Jane reads the page for teens, opens the contact page and writes; three others write
      // from other pages; two more read the page for teens and write nothing.
      for (const from of [TEENS, '/fees', '/about', answer]) {
        await view({ p: from, r: 'search' });
        await view({ p: contactPath, f: from });
        runtime.countMessage({ cameFrom: from, optedOut: false });
      }
      // A message from a browser that asks not to be tracked, and two sent without JavaScript (the
      // form's hidden field empty or missing): none is counted.
      runtime.countMessage({ cameFrom: '/fees', optedOut: true });
      runtime.countMessage({ cameFrom: '', optedOut: false });
      runtime.countMessage({ cameFrom: undefined, optedOut: false });
      await view({ p: TEENS, r: 'social' });
      await view({ p: TEENS });
      await runtime.stop();
    });
    let closed = false;
    afterAll(async () => {
      if (!closed) await database.close();
      await backend.dispose();
    });

    it('finds no page or kind of a message in any table of the store, nor a day for a kind', async () => {
      const rows = await dump(database, backend);
      const counts = rows
        .filter((row) => row.table.endsWith('analytics_counts'))
        .map(
          (row) => JSON.parse(row.text) as { day: string; metric: string; key: string; n: number | string },
        )
        .map((row) => ({ ...row, n: Number(row.n) }));
      const contact = counts.filter((row) => row.metric.startsWith('contact.'));
      expect(contact.length).toBeGreaterThan(0);
      for (const row of contact) {
        // A total by day, or a kind (randomized) by month: never a page, never a kind by day.
        if (row.metric === METRICS.contactAccepted || row.metric === METRICS.contactView) {
          expect(row.key).toBe(ALL);
        } else {
          expect([METRICS.contactAcceptedKind, METRICS.contactViewKind]).toContain(row.metric);
          expect(row.day).toMatch(/-01$/);
          expect(row.key).not.toMatch(/\//);
        }
      }
      // Last month's rows by page were folded into their day's totals, the pages deleted.
      expect(contact.filter((row) => row.day === lastMonth)).toEqual(
        expect.arrayContaining([
          { day: lastMonth, metric: METRICS.contactAccepted, key: ALL, n: 6 },
          { day: lastMonth, metric: METRICS.contactView, key: ALL, n: 7 },
        ]),
      );
      expect(contact.filter((row) => row.day === lastMonth)).toHaveLength(2);
      // The page for teens is only ever a page view count, kept apart from any message.
      const teens = rows.filter((row) => row.text.includes(TEENS));
      for (const row of teens) expect(JSON.parse(row.text)).toMatchObject({ metric: METRICS.view });
      // Four messages today, recorded as kinds of the month: which is Jane's, and whether it is true, no
      // row says.
      const kinds = contact.filter((row) => row.metric === METRICS.contactAcceptedKind);
      expect(kinds.reduce((sum, row) => sum + row.n, 0)).toBe(4);
    });

    it('counts no message from a browser that asks not to be tracked, nor one sent without JavaScript', async () => {
      const rows = await createAnalyticsStore(database).readCounts(`${today().slice(0, 8)}01`, today());
      const total = (metric: string) =>
        rows.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.n, 0);
      expect(total(METRICS.contactAccepted)).toBe(4);
      expect(total(METRICS.contactAcceptedKind)).toBe(4);
    });

    it('learns nothing from the reports of any whole weeks it asks for, compared or alone, nor from the digest', async () => {
      const day = today();
      const periods = [
        wholeWeeks(day, day),
        wholeWeeks(addDays(day, -7), day),
        wholeWeeks(`${day.slice(0, 8)}01`, day),
        wholeWeeks(lastMonth, day),
      ];
      const outputs: string[] = [];
      const all: Figures[] = [];
      for (const { from, to } of periods) {
        const figures = await readFigures(createAnalyticsStore(database), from, to, pages);
        all.push(figures);
        outputs.push(JSON.stringify(figures), textReport(figures), htmlReport(figures, SITE.siteName));
      }
      const week = wholeWeeks(day, day);
      await queueDigest(createAnalyticsStore(database), async (digest) => (queued.push(digest), 'queued'), {
        ...week,
        recipient: 'practice@practice.example',
        key: 'digest:neighbour',
        now: Date.now(),
        pages,
      });
      const email = composeDigestEmail(
        {
          id: 'd',
          receivedAt: Date.now(),
          content: { email: 'practice@practice.example', message: queued.at(-1)!.message },
        },
        { from: 'Website <site@practice.example>', siteName: SITE.siteName },
      );
      outputs.push(String(email.options.text), String(email.options.html), queued.at(-1)!.message);
      for (const output of outputs) {
        expect(output).not.toMatch(/teen/i);
        expect(output).not.toContain('/services');
      }
      for (const figures of all) {
        // Too few messages in any month to estimate kinds: none is shown, for messages or contact views.
        expect(figures.contact.kinds).toBeNull();
        expect(figures.contact.viewKinds).toBeNull();
        // This week's four messages are fewer than 5, and no week's count is shown beside them.
        if (figures.from === week.from) {
          expect(figures.contact.accepted).toBeNull();
          expect(figures.weeklyMessages.every((n) => n === null)).toBe(true);
        }
      }
    });

    it('finds no page in the bytes of the SQLite file either, once the server has closed it', async () => {
      if (backend.name !== 'sqlite') return;
      // The server's connection closes; the last one to close writes the log back into the file.
      await database.close();
      closed = true;
      const file = backend.env['DATABASE_URL']!.replace(/^file:/, '');
      const bytes = readFileSync(file).toString('latin1');
      expect(bytes).not.toContain(`${METRICS.contactAccepted}${TEENS}`);
      expect(bytes).not.toContain(`${METRICS.contactView}${TEENS}`);
      expect(bytes).not.toContain(`${METRICS.contactAccepted}/services`);
    });
  });
}
