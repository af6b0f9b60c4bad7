/**
 * `npm run bench:contact`: how many contact messages per second the endpoint accepts (each committed
 * durably before its 200), and the p50/p99 latency, for N concurrent clients (issue 6). The endpoint runs
 * in a child process on 127.0.0.1 (the core handler over node:http, as in the integration tests, without
 * the outbox worker), on a throwaway SQLite file and, when TEST_DATABASE_URL or DATABASE_URL is a
 * PostgreSQL URL, on a throwaway schema that is dropped afterwards.
 *
 *   npm run bench:contact -- --clients 20 --requests 2000
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createContactHandler } from '../src/server/contact/contact-handler.ts';
import { createContactServer, listenOnLoopback } from '../src/server/contact/node-http.ts';
import { dropPostgresSchema } from '../src/server/contact/store/postgres-store.ts';
import { isPostgresUrl, openContactStore } from '../src/server/contact/store/open-store.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    requests: { type: 'string', default: '2000' },
    serve: { type: 'boolean', default: false },
  },
});

/** Child process: the endpoint on an ephemeral loopback port; prints its URL, then its count on request. */
async function serve() {
  const store = await openContactStore({
    databaseUrl: process.env.BENCH_DATABASE_URL!,
    schema: process.env.BENCH_SCHEMA || undefined,
  });
  const handler = createContactHandler({
    store,
    rateLimit: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
  });
  const server = createContactServer(handler);
  const url = await listenOnLoopback(server);
  console.log(JSON.stringify({ url }));
  // The parent asks for the stored count (to check every 200 was committed), then closes stdin.
  for await (const line of createInterface({ input: process.stdin })) {
    if (line === 'count') console.log(JSON.stringify({ count: (await store.counts()).pending }));
  }
  server.closeAllConnections();
  server.close();
  await store.close();
}

interface Result {
  store: string;
  ok: number;
  failed: number;
  seconds: number;
  latencies: number[];
  committed: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(
  label: string,
  env: Record<string, string>,
  clients: number,
  requests: number,
): Promise<Result> {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings', import.meta.filename, '--serve'],
    { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await lines.next()).value as string) as Record<string, unknown>;
  try {
    const { url } = (await next()) as { url: string };
    const body = (i: number) =>
      JSON.stringify({
        name: 'Bench Visitor',
        email: 'bench@example.org',
        topic: 'Family Therapy',
        message: `Benchmark message ${i}. ${'I would like to ask about sessions for our family. '.repeat(6)}`,
      });
    const send = (i: number) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: body(i),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });

    for (let i = 0; i < Math.min(100, requests); i += 1) await send(-1 - i); // warm-up, counted below
    const warmUp = Math.min(100, requests);

    const latencies: number[] = [];
    let issued = 0;
    let ok = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (issued < requests) {
          const i = issued++;
          const t0 = performance.now();
          const status = await send(i).catch(() => 0);
          latencies.push(performance.now() - t0);
          if (status === 200) ok += 1;
          else failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    child.stdin.write('count\n');
    const { count } = (await next()) as { count: number };
    return {
      store: label,
      ok,
      failed,
      seconds,
      latencies: latencies.sort((a, b) => a - b),
      committed: count - warmUp,
    };
  } finally {
    child.stdin.end();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  const clients = Math.min(500, Math.max(1, Number(values.clients)));
  const requests = Math.min(100_000, Math.max(clients, Number(values.requests)));
  const results: Result[] = [];

  const dir = mkdtempSync(join(tmpdir(), 'contact-bench-'));
  try {
    results.push(
      await run(
        'SQLite (WAL, synchronous=FULL)',
        { BENCH_DATABASE_URL: `file:${join(dir, 'bench.sqlite')}` },
        clients,
        requests,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const postgresUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
    (url): url is string => !!url && isPostgresUrl(url),
  );
  if (postgresUrl) {
    const schema = `contact_bench_${randomBytes(4).toString('hex')}`;
    try {
      results.push(
        await run('PostgreSQL', { BENCH_DATABASE_URL: postgresUrl, BENCH_SCHEMA: schema }, clients, requests),
      );
    } finally {
      await dropPostgresSchema(postgresUrl, schema);
    }
  } else {
    console.log(
      'PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a postgres:// URL to include it.',
    );
  }

  console.log(
    `\n${clients} concurrent clients, ${requests} messages each run, loopback HTTP, one server process\n`,
  );
  const header = ['store', 'accepted/s', 'p50 ms', 'p99 ms', 'max ms', 'ok', 'failed', 'committed'];
  const rows = results.map((r) => [
    r.store,
    (r.ok / r.seconds).toFixed(0),
    percentile(r.latencies, 0.5).toFixed(1),
    percentile(r.latencies, 0.99).toFixed(1),
    r.latencies.at(-1)!.toFixed(1),
    String(r.ok),
    String(r.failed),
    String(r.committed),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  if (results.some((r) => r.failed > 0 || r.committed !== r.ok)) {
    console.error('\nSome messages were refused or not committed.');
    process.exitCode = 1;
  }
}

if (values.serve) await serve();
else await main();
