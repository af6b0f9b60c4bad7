/**
 * `npm run bench:contact`: the real `npm start` server (scripts/start.ts as a child process on a free
 * loopback port, its SQLite store in a temporary folder, the outbox worker writing .eml files there, the
 * rate limit out of the way) under load from this process:
 *
 * - pages: a mix of the home page, an article, /answers and the largest script, with `Accept-Encoding: br`;
 * - contact: JSON posts to the contact endpoint, each a new message with its own Idempotency-Key;
 * - pages again while other clients flood the endpoint with posts;
 * - page-view beacons from 20 clients, as fast as they are answered;
 * - booking requests: the same endpoint with the booking's fields, each client taking the next offered time
 *   of one clinician whose calendar feed this process serves (a few dozen events): the first request
 *   for a time holds it (200), every later one is refused with the next free times (409), the costlier
 *   answer;
 * - contact posts at a steady rate (20 a second, far above any practice's day), without and with beacons
 *   at a steady 500 a second, in alternating rounds, so the two sides of the comparison share the
 *   machine's moments; the contact path's 99th percentile with beacons is then held to within 10% of the
 *   one without. Steady rates rather than clients sending as fast as answered: a saturated server slows
 *   by whatever share of its CPU any extra work takes, which says nothing of what a visitor meets.
 *
 * The load generator is node:http with a keep-alive agent per client group (no extra dependency, and
 * lighter on the shared CPU than fetch). Each client sends its next request when the previous answer has
 * been read whole; latency is from sending to the last byte. The server's CPU time per request (all its
 * threads, from /proc on Linux) is printed beside the latencies: on a machine shared with other work,
 * latencies move with the neighbours' load and CPU per request much less. At the end every 200 is
 * checked against the store: a message acknowledged but not committed fails the run.
 *
 *   npm run bench:contact -- --clients 20 --flood 40 --seconds 5
 *   npm run bench:contact -- --beacons 500 --posts 20 --rounds 6   the comparison's rates and rounds
 *   npm run bench:contact -- --postgres   also on PostgreSQL (TEST_DATABASE_URL or DATABASE_URL)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import { connect } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { METRICS } from '../src/lib/analytics/figures.ts';
import { COUNT_ENDPOINT } from '../src/lib/analytics/wire.ts';
import { BOOKING_FIELDS } from '../src/lib/booking/booking-fields.ts';
import { PRACTICE_BOOKING_RULES } from '../src/lib/booking/rules.ts';
import { freeTimes } from '../src/lib/booking/slots.ts';
import { CONTACT_ENDPOINT } from '../src/lib/contact/contact-endpoint.ts';
import { piecePath } from '../src/lib/content/collections.ts';
import { createAnalyticsStore } from '../src/server/analytics/analytics-store.ts';
import { contactStoreOn } from '../src/server/contact/store/open-store.ts';
import {
  isPostgresUrl,
  openDatabase,
  type OpenDatabaseOptions,
} from '../src/server/http/database/open-database.ts';
import { dropPostgresSchema } from '../src/server/http/database/postgres-driver.ts';
import { ROOT, startSite } from './helpers/site-process.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    flood: { type: 'string', default: '40' },
    'flood-page-clients': { type: 'string', default: '4' },
    seconds: { type: 'string', default: '5' },
    beacons: { type: 'string', default: '500' },
    posts: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '6' },
    postgres: { type: 'boolean', default: false },
  },
});

const CLIENT_DIR = join(ROOT, 'dist', 'client');
const ENDPOINT = CONTACT_ENDPOINT;

interface Target {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: () => string;
}

interface Tally {
  latencies: number[];
  statuses: Map<number, number>;
  seconds: number;
}

function pageTargets(): Target[] {
  const article = readdirSync(join(CLIENT_DIR, 'blog')).find((file) => file.endsWith('.html'));
  // The stylesheet is inlined in every page, so the static asset in the mix is the largest script.
  const script = readdirSync(join(CLIENT_DIR, '_astro'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, size: statSync(join(CLIENT_DIR, '_astro', file)).size }))
    .sort((a, b) => b.size - a.size)[0]?.file;
  if (!article || !script) throw new Error('bench: no article or script in dist/client; run npm run build');
  const headers = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html,*/*' };
  return ['/', piecePath('blog', article.replace(/\.html$/, '')), '/answers', `/_astro/${script}`].map(
    (path) => ({
      method: 'GET',
      path,
      headers,
    }),
  );
}

/** A visitor's JSON post to the contact endpoint, its fields made anew for each request. */
const visitorPost = (fields: () => Record<string, string>): Target => ({
  method: 'POST',
  path: ENDPOINT,
  headers: { 'Content-Type': 'application/json' },
  body: () => JSON.stringify({ name: 'Bench Visitor', email: 'bench@example.org', ...fields() }),
});

let sequence = 0;
const contactTarget = visitorPost(() => ({
  topic: 'Family Therapy',
  message: `Benchmark message ${(sequence += 1)}. ${'I would like to ask about sessions for our family. '.repeat(6)}`,
}));

const HOUR = 3_600_000;
/** The benchmark's clinician's busy time: a session every other office hour for three weeks. */
const BENCH_BUSY = Array.from({ length: 60 }, (_, i) => {
  const start = Math.ceil(Date.now() / HOUR) * HOUR + 26 * HOUR + i * 9 * HOUR;
  return { start, end: start + HOUR };
});

/** Serves the clinician's calendar feed on loopback; resolves with its address and a stop. */
async function serveFeed() {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const calendar = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bench//EN',
    ...BENCH_BUSY.flatMap(({ start, end }, i) => [
      'BEGIN:VEVENT',
      `UID:bench-${i}`,
      `DTSTAMP:${stamp(start)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(end)}`,
      'SUMMARY:Session',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = createServer((_, res) =>
    res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(calendar),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/bench.ics`, stop: () => server.close() };
}

/** Booking requests for the offered times in turn: each time is held once, then refused. */
function bookingTarget(): Target {
  const times = freeTimes(PRACTICE_BOOKING_RULES!, BENCH_BUSY, Date.now());
  let next = 0;
  return visitorPost(() => ({
    [BOOKING_FIELDS.clinician]: 'miriam-hale',
    [BOOKING_FIELDS.start]: new Date(times[(next += 1) % times.length]!.start).toISOString(),
    [BOOKING_FIELDS.forWhom]: 'myself',
  }));
}

/** A page view's beacon as a browser sends it: the article's path, a referrer category, web vitals. */
function beaconTarget(pages: Target[]): Target {
  const path = pages[1]!.path;
  return {
    method: 'POST',
    path: COUNT_ENDPOINT,
    // A browser's headers: the endpoint matches the user agent against the crawlers' list on every beacon.
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    body: () =>
      JSON.stringify({
        p: path,
        r: 'search',
        e: [],
        s: [],
        v: { FCP: 812, LCP: 1240, TTFB: 96, CLS: 0.02, INP: 72 },
      }),
  };
}

function send(base: URL, agent: Agent, target: Target): Promise<number> {
  return new Promise((resolve) => {
    const body = target.body?.();
    const headers: Record<string, string | number> = { ...target.headers };
    if (body !== undefined) {
      headers['Content-Length'] = Buffer.byteLength(body);
      if (target.path === ENDPOINT) headers['Idempotency-Key'] = randomUUID();
    }
    const req = request(
      { host: base.hostname, port: base.port, method: target.method, path: target.path, headers, agent },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** `clients` loops, each sending the targets in turn until the deadline. */
async function drive(base: URL, targets: Target[], clients: number, until: number): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const tally: Tally = { latencies: [], statuses: new Map(), seconds: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < until; i += 1) {
        const t0 = performance.now();
        const status = await send(base, agent, targets[i % targets.length]!);
        tally.latencies.push(performance.now() - t0);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  tally.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

/**
 * Sends the target at a steady rate until the deadline, whatever the answers' pace (an open loop, as page
 * views arrive): each 10 ms, as many requests as the rate allows by then.
 */
async function pace(base: URL, target: Target, perSecond: number, until: number): Promise<Tally> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const tally: Tally = { latencies: [], statuses: new Map(), seconds: 0 };
  const started = performance.now();
  const sending: Promise<void>[] = [];
  let sent = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; sent < due; sent += 1) {
      const t0 = performance.now();
      sending.push(
        send(base, agent, target).then((status) => {
          tally.latencies.push(performance.now() - t0);
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(sending);
  tally.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

/**
 * Beacons at a steady rate, pipelined over a few keep-alive connections written by hand: the load
 * generator shares the machine with the server, and node:http's client spends about as much CPU on a
 * request as the server spends answering a beacon, which would measure the generator, not the server.
 */
async function paceRaw(base: URL, target: Target, perSecond: number, until: number): Promise<Tally> {
  const body = target.body!();
  const head = Object.entries(target.headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const raw = `POST ${target.path} HTTP/1.1\r\nHost: ${base.host}\r\n${head}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  const tally: Tally = { latencies: [], statuses: new Map(), seconds: 0 };
  const connections = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const socket = connect(Number(base.port), base.hostname);
      await once(socket, 'connect');
      const sentAt: number[] = [];
      let buffer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        for (;;) {
          const end = buffer.indexOf('\r\n\r\n');
          if (end < 0) return;
          const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
          if (buffer.length < end + 4 + length) return;
          const status = Number(buffer.slice(9, 12));
          buffer = buffer.slice(end + 4 + length);
          tally.latencies.push(performance.now() - sentAt.shift()!);
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }
      });
      return { socket, sentAt };
    }),
  );
  const started = performance.now();
  let sent = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; sent < due; sent += 1) {
      const connection = connections[sent % connections.length]!;
      connection.sentAt.push(performance.now());
      connection.socket.write(raw);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const answered = () => connections.every((connection) => connection.sentAt.length === 0);
  for (let waited = 0; !answered() && waited < 30_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  tally.seconds = (performance.now() - started) / 1000;
  for (const { socket } of connections) socket.destroy();
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

/** Tallies of several rounds as one. */
function pooled(tallies: Tally[]): Tally {
  const statuses = new Map<number, number>();
  for (const tally of tallies)
    for (const [status, count] of tally.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  return {
    latencies: tallies.flatMap((tally) => tally.latencies).sort((a, b) => a - b),
    statuses,
    seconds: tallies.reduce((sum, tally) => sum + tally.seconds, 0),
  };
}

interface Row {
  run: string;
  clients: string;
  tally: Tally;
  /** Server CPU time (all its threads) per request in this run, where the system reports it. */
  cpuPerRequest: number;
}

/** CPU milliseconds a process has used so far (Linux), or NaN. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const ok = (tally: Tally) => tally.statuses.get(200) ?? 0;

/** What the store holds after a run: messages to deliver, and page views counted. */
async function storedCounts(options: OpenDatabaseOptions) {
  const database = openDatabase(options);
  const store = await contactStoreOn(database);
  try {
    const counts = await store.counts();
    const analytics = createAnalyticsStore(database);
    await analytics.migrate();
    const views = (await analytics.readCounts('0000-01-01', '9999-12-31'))
      .filter((row) => row.metric === METRICS.view)
      .reduce((sum, row) => sum + row.n, 0);
    return { messages: counts.pending + counts.delivered, views };
  } finally {
    await store.close();
  }
}

async function runStore(
  label: string,
  env: Record<string, string>,
  stored: () => Promise<{ messages: number; views: number }>,
) {
  const clients = Math.max(1, Number(values.clients));
  const flood = Math.max(1, Number(values.flood));
  const floodPageClients = Math.max(1, Number(values['flood-page-clients']));
  const seconds = Math.max(1, Number(values.seconds));
  const pages = pageTargets();
  const beaconsPerSecond = Math.max(1, Number(values.beacons));
  const postsPerSecond = Math.max(1, Number(values.posts));
  const rounds = Math.max(1, Number(values.rounds));
  const feed = PRACTICE_BOOKING_RULES ? await serveFeed() : null;
  const site = await startSite({
    ...env,
    CONTACT_RATE_LIMIT: '1000000000',
    ANALYTICS_RATE_LIMIT: '1000000000',
    ...(feed ? { BOOKING_FEED_MIRIAM_HALE: feed.url } : {}),
  });
  const base = new URL(site.url);
  const rows: Row[] = [];
  let warmUpAccepted: number;
  let comparison: { without: Tally; with: Tally; beacons: Tally } | undefined;
  try {
    // Warm-up: the first requests compile code paths and open files.
    await drive(base, pages, 4, performance.now() + 1000);
    warmUpAccepted = ok(await drive(base, [contactTarget], 4, performance.now() + 1000));

    const measure = async (run: string, clientsLabel: string, load: () => Promise<Tally[]>) => {
      const before = cpuMs(site.pid);
      const tallies = await load();
      const requests = tallies.reduce((n, tally) => n + tally.latencies.length, 0);
      const cpuPerRequest = (cpuMs(site.pid) - before) / requests;
      return tallies.map((tally) => ({ run, clients: clientsLabel, tally, cpuPerRequest }));
    };
    rows.push(
      ...(await measure('pages', String(clients), async () => [
        await drive(base, pages, clients, deadline()),
      ])),
    );
    rows.push(
      ...(await measure('contact POST', String(clients), async () => [
        await drive(base, [contactTarget], clients, deadline()),
      ])),
    );
    if (feed) {
      rows.push(
        ...(await measure('booking POST', String(clients), async () => [
          await drive(base, [bookingTarget()], clients, deadline()),
        ])),
      );
    }
    const [flooded, flooding] = await measure('flood', '', () => {
      const until = deadline();
      return Promise.all([
        drive(base, pages, floodPageClients, until),
        drive(base, [contactTarget], flood, until),
      ]);
    });
    rows.push({ ...flooded!, run: 'pages, endpoint flooded', clients: `${floodPageClients}+${flood}` });
    rows.push({ ...flooding!, run: 'contact POST, flood', clients: String(flood) });

    const beacon = beaconTarget(pages);
    rows.push(
      ...(await measure('beacons', String(clients), async () => [
        await drive(base, [beacon], clients, deadline()),
      ])),
    );
    // The contact path without and with beacons, round after round, so both sides meet the same neighbours.
    const without: Tally[] = [];
    const withBeacons: Tally[] = [];
    const beaconTallies: Tally[] = [];
    for (let round = 0; round < rounds; round += 1) {
      without.push(await pace(base, contactTarget, postsPerSecond, deadline()));
      const until = deadline();
      const [posts, beacons] = await Promise.all([
        pace(base, contactTarget, postsPerSecond, until),
        paceRaw(base, beacon, beaconsPerSecond, until),
      ]);
      withBeacons.push(posts);
      beaconTallies.push(beacons);
    }
    comparison = { without: pooled(without), with: pooled(withBeacons), beacons: pooled(beaconTallies) };
    rows.push({
      run: 'contact POST, no beacons',
      clients: `${postsPerSecond}/s`,
      tally: comparison.without,
      cpuPerRequest: NaN,
    });
    rows.push({
      run: `contact POST, ${beaconsPerSecond} beacons/s`,
      clients: `${postsPerSecond}/s`,
      tally: comparison.with,
      cpuPerRequest: NaN,
    });
    rows.push({
      run: 'beacons beside them',
      clients: `${beaconsPerSecond}/s`,
      tally: comparison.beacons,
      cpuPerRequest: NaN,
    });
  } finally {
    await site.stop();
    feed?.stop();
  }
  const accepted = rows
    .filter((row) => row.run.startsWith('contact') || row.run.startsWith('booking'))
    .reduce((n, row) => n + ok(row.tally), warmUpAccepted);
  const { messages: committed, views } = await stored();
  const beaconsAcknowledged = rows
    .filter((row) => row.run.startsWith('beacons'))
    .reduce((n, row) => n + (row.tally.statuses.get(204) ?? 0), 0);
  return {
    label,
    rows,
    accepted,
    committed,
    views,
    beaconsAcknowledged,
    comparison: comparison!,
    beaconsPerSecond,
  };

  function deadline() {
    return performance.now() + seconds * 1000;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

function printTable(results: Awaited<ReturnType<typeof runStore>>[]) {
  const header = ['store', 'run', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'CPU ms/req', 'statuses'];
  const lines = results.flatMap(({ label, rows }) =>
    rows.map(({ run, clients, tally, cpuPerRequest }) => [
      label,
      run,
      clients,
      (tally.latencies.length / tally.seconds).toFixed(0),
      percentile(tally.latencies, 0.5).toFixed(1),
      percentile(tally.latencies, 0.99).toFixed(1),
      (tally.latencies.at(-1) ?? NaN).toFixed(1),
      Number.isNaN(cpuPerRequest) ? '-' : cpuPerRequest.toFixed(2),
      [...tally.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  console.log(
    `\n${values.seconds} s per run, loopback HTTP, the npm start server in one process; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs\n`,
  );
  for (const line of [header, ...lines]) {
    console.log(
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  }
  for (const { label, accepted, committed } of results) {
    console.log(`${label}: ${accepted} messages acknowledged with 200, ${committed} in the store`);
  }
}

/** The beacons' side by side comparison; the problems it finds. */
function compareBeacons(results: Awaited<ReturnType<typeof runStore>>[]): string[] {
  const problems: string[] = [];
  for (const { label, comparison, beaconsPerSecond, views, beaconsAcknowledged } of results) {
    const before = percentile(comparison.without.latencies, 0.99);
    const after = percentile(comparison.with.latencies, 0.99);
    const change = (after / before - 1) * 100;
    const counted = comparison.beacons.statuses.get(204) ?? 0;
    const rate = counted / comparison.beacons.seconds;
    console.log(
      `${label}: contact POST p99 ${before.toFixed(1)} ms without beacons, ${after.toFixed(1)} ms with ${beaconsPerSecond} a second (${change >= 0 ? '+' : ''}${change.toFixed(1)}%); ` +
        `${rate.toFixed(0)} beacons a second answered 204 (p99 ${percentile(comparison.beacons.latencies, 0.99).toFixed(1)} ms); ${beaconsAcknowledged} beacons acknowledged in all, ${views} page views in the store`,
    );
    if (change > 10)
      problems.push(`${label}: the contact path's p99 rose ${change.toFixed(1)}% with beacons`);
    if (rate < beaconsPerSecond * 0.95)
      problems.push(`${label}: ${rate.toFixed(0)} beacons a second answered`);
    if (views !== beaconsAcknowledged) {
      problems.push(`${label}: ${beaconsAcknowledged} beacons acknowledged, ${views} views counted`);
    }
  }
  return problems;
}

async function main() {
  const results = [];
  const dir = mkdtempSync(join(tmpdir(), 'contact-bench-'));
  try {
    const databaseUrl = `file:${join(dir, 'contact.sqlite')}`;
    results.push(
      await runStore('SQLite', { DATABASE_URL: databaseUrl, MAIL_DIR: join(dir, 'mail') }, () =>
        storedCounts({ databaseUrl }),
      ),
    );
    if (values.postgres) {
      const postgresUrl = [process.env.TEST_DATABASE_URL, process.env.DATABASE_URL].find(
        (url): url is string => !!url && isPostgresUrl(url),
      );
      if (!postgresUrl) throw new Error('bench: --postgres needs TEST_DATABASE_URL or DATABASE_URL');
      const schema = `contact_bench_${randomBytes(4).toString('hex')}`;
      const env = { DATABASE_URL: postgresUrl, CONTACT_DB_SCHEMA: schema, MAIL_DIR: join(dir, 'pg-mail') };
      try {
        results.push(
          await runStore('PostgreSQL', env, () => storedCounts({ databaseUrl: postgresUrl, schema })),
        );
      } finally {
        await dropPostgresSchema(postgresUrl, schema);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(results);
  if (results.some((result) => result.committed !== result.accepted)) {
    console.error('\nThe store does not hold exactly the acknowledged messages.');
    process.exitCode = 1;
  }
  console.log('');
  const problems = compareBeacons(results);
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
