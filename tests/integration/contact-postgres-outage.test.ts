/**
 * PostgreSQL goes away again and again while messages come in and go out: the store's connections are
 * terminated (pg_terminate_backend, as a restart or a failover does) and new ones refused for three
 * seconds at a time, longer than a quick retry waits, and shorter than the workers' lease (as the
 * default two minutes are for most outages). Every message a visitor sent is delivered
 * exactly once. Visitors retry a refused message with its Idempotency-Key, as the form does.
 *
 * The store connects as a role made for the test, so only its connections are cut and refused.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { dropPostgresSchema } from '@/server/http/database/postgres-driver';
import { postgresBackend, type Backend } from './helpers/backends.ts';
import { sampleMessage, startEndpoint, startWorker } from './helpers/pipeline.ts';
import { createSmtpSink } from './helpers/smtp-sink.ts';
import { sleep, waitUntil } from './helpers/wait.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const MESSAGES = 240;
const CLIENTS = 20;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!databaseUrl)('contact pipeline while PostgreSQL drops its connections', () => {
  it(`delivers ${MESSAGES} messages exactly once: no duplicate, no loss`, async () => {
    const role = `contact_outage_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    cleanups.push(async () => {
      await admin.query(`DROP OWNED BY ${role}`);
      await admin.query(`DROP ROLE ${role}`);
      await admin.end();
    });
    const database = new URL(databaseUrl!).pathname.slice(1);
    await admin.query(`CREATE ROLE ${role} LOGIN`);
    await admin.query(`GRANT CONNECT, CREATE ON DATABASE "${database}" TO ${role}`);
    const url = new URL(databaseUrl!);
    url.username = role;
    const backend: Backend = postgresBackend(url.toString());
    cleanups.push(() => dropPostgresSchema(databaseUrl!, backend.env['CONTACT_DB_SCHEMA']!));
    const sink = await createSmtpSink();
    await sink.start();
    cleanups.push(() => sink.stop());
    const api = await startEndpoint(backend);
    cleanups.push(() => api.close());
    // A quarter of the lease is left for recording a send's outcome (the rest goes to the send and to a
    // slow claim): 20 s leaves 5 s, more than an outage, even when a busy test machine stalls the workers.
    for (let i = 0; i < 2; i += 1) {
      const worker = await startWorker(backend, sink.url, { leaseMs: 20_000, concurrency: 6 });
      cleanups.push(() => worker.stop());
    }

    // Outages: every connection cut and new ones refused for 3 s, then 1 s of service, over and over.
    let terminated = 0;
    let chaos = true;
    const outages = (async () => {
      while (chaos) {
        await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT 0`);
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = $1',
          [role],
        );
        terminated += rowCount ?? 0;
        await sleep(3000);
        await admin.query(`ALTER ROLE ${role} CONNECTION LIMIT -1`);
        await sleep(1000);
      }
    })();

    let refused = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < MESSAGES) {
          const label = `outage-${next++}`;
          const headers = { 'Idempotency-Key': label };
          for (let tries = 0; ; tries += 1) {
            const status = await api.post(sampleMessage(label), { headers }).then(
              (response) => response.status,
              () => 0,
            );
            if (status === 200) break;
            expect([0, 503]).toContain(status);
            expect(tries).toBeLessThan(2000);
            refused += 1;
            await sleep(20);
          }
        }
      }),
    );
    // Keep the outages coming while the workers deliver, then let them finish.
    await sleep(3000);
    chaos = false;
    await outages;

    await waitUntil(async () => (await api.store.counts()).delivered === MESSAGES, {
      what: `${MESSAGES} delivered`,
      timeoutMs: 30_000,
    });
    await sleep(500);
    const ids = sink.received.map((mail) => mail.header('message-id'));
    const labels = sink.received.map((mail) => /\((outage-\d+)\)/.exec(mail.text)?.[1]);
    expect(new Set(labels).size).toBe(MESSAGES);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(await api.store.counts()).toMatchObject({ pending: 0, failed: 0, delivered: MESSAGES });
    // The faults happened: connections were dropped and visitors were refused meanwhile.
    expect(terminated).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(0);
  }, 90_000);
});
