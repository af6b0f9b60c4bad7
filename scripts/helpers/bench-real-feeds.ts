/**
 * `npm run bench:booking`'s second part: feeds of real size and hostile shape, read as the server reads
 * them (createFeedReader: a download over HTTP, then a worker thread within the read budget), while a
 * page server in the same process answers a page every 20 ms. It prints, per feed, what became of it
 * (ok, or the failure the log names), the wall time, the process's CPU time (worker included), the
 * process's peak resident memory so far, and the slowest page answer while the feeds were read.
 */
import { createServer, type Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuUsage, resourceUsage } from 'node:process';
import { createFeedReader } from '../../src/server/booking/feed-reader.ts';
import { createLogger } from '../../src/server/http/log.ts';
import { historyFeed } from './history-feed.ts';

const calendar = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//bench//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');

function event(uid: string, rule: string, start = '20260105T150000Z', end = '20260105T160000Z') {
  return ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART:${start}`, `DTEND:${end}`, rule, 'END:VEVENT'];
}

/** The feeds: a decade of history, and the shapes that once cost minutes or blanked a clinician. */
function feedsOf(now: number): [string, string][] {
  const decade = historyFeed({ now, years: 10 });
  return [
    ['decade of history', decade],
    [
      'leap days from 1200 (x100)',
      calendar(
        Array.from({ length: 100 }, (_, i) =>
          event(
            `leap-${i}`,
            'RRULE:FREQ=DAILY;COUNT=2000;BYMONTH=2;BYMONTHDAY=29',
            '12000229T100000Z',
            '12000229T110000Z',
          ),
        ).flat(),
      ),
    ],
    [
      'one BYDAY=6MO event',
      calendar([...event('bad', 'RRULE:FREQ=MONTHLY;BYDAY=6MO'), ...event('ok', 'RRULE:FREQ=WEEKLY')]),
    ],
    [
      'one FREQ=MINUTELY event',
      calendar([...event('minutely', 'RRULE:FREQ=MINUTELY'), ...event('ok', 'RRULE:FREQ=WEEKLY')]),
    ],
    ['past the size cap (5 decades)', decade.repeat(5)],
  ];
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );

export async function benchRealFeeds(now: number, timeZone: string): Promise<void> {
  const feeds = feedsOf(now);
  // Encoded before the clock starts: the feed server shares this process, and its own work is not the
  // reader's.
  const bodies = feeds.map(([, text]) => Buffer.from(text));
  const feedServer = createServer((req, res) => {
    const body = bodies[Number(req.url?.slice(1))] ?? Buffer.alloc(0);
    res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(body);
  });
  const page = `<!doctype html><title>page</title>${'<p>words of a page</p>'.repeat(4000)}`;
  const pageServer = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(page),
  );
  const [feedPort, pagePort] = [await listen(feedServer), await listen(pageServer)];

  let slowest = 0;
  let loopMax = 0;
  let answered = 0;
  let asking = true;
  const ask = async () => {
    while (asking) {
      const started = performance.now();
      await (await fetch(`http://127.0.0.1:${pagePort}/`)).text();
      slowest = Math.max(slowest, performance.now() - started);
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const asker = ask();

  console.log(
    '\nFeeds of real size and hostile shape, read as the server reads them (download, then a worker):',
  );
  console.log(
    'feed                             bytes   outcome                wall ms   CPU ms   peak RSS MB   slowest ms   loop ms',
  );
  for (const [i, [name, text]] of feeds.entries()) {
    const lines: string[] = [];
    const reader = createFeedReader({
      feeds: new Map([['bench', new URL(`http://127.0.0.1:${feedPort}/${i}`)]]),
      timeZone,
      horizonDays: 21,
      maxAgeMs: 3_600_000,
      refreshMs: 3_600_000,
      now: () => now,
      log: createLogger('json', (line) => lines.push(line)),
    });
    delay.reset();
    const before = slowest;
    slowest = 0;
    const cpu = cpuUsage();
    const started = performance.now();
    await reader.refresh();
    const wall = performance.now() - started;
    const used = cpuUsage(cpu);
    const said = JSON.parse(lines.at(-1) ?? '{}') as { failure?: string };
    const outcome = said.failure ?? `ok, ${reader.busy('bench')?.length ?? 0} busy`;
    const row = [
      name.padEnd(30),
      String(Buffer.byteLength(text)).padStart(9),
      `   ${outcome.padEnd(20)}`,
      wall.toFixed(0).padStart(9),
      ((used.user + used.system) / 1000).toFixed(0).padStart(8),
      (resourceUsage().maxRSS / 1024).toFixed(0).padStart(13),
      slowest.toFixed(0).padStart(12),
      (delay.max / 1e6).toFixed(0).padStart(10),
    ];
    slowest = Math.max(before, slowest);
    loopMax = Math.max(loopMax, delay.max);
    console.log(row.join(' '));
  }
  asking = false;
  await asker;
  delay.disable();
  console.log(
    `Page answers while the feeds were read: ${answered}, the slowest ${slowest.toFixed(1)} ms; ` +
      `event loop delay at most ${(loopMax / 1e6).toFixed(1)} ms.`,
  );
  feedServer.closeAllConnections();
  pageServer.closeAllConnections();
  feedServer.close();
  pageServer.close();
}
