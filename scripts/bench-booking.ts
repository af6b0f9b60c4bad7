/**
 * `npm run bench:booking`: what reading the clinicians' calendars costs. It writes six synthetic feeds
 * (seeded, so every run reads the same ones): five as Google Calendar exports them (IANA zone) and one as
 * Outlook does (a Windows zone name with its VTIMEZONE from 1601), each with weekly client series started
 * up to three years back (with EXDATEs and moved instances), supervision, single and all-day events over
 * 60 days. It prints each feed's size and the time to parse and expand it (busyIntervals, the median of
 * --runs), freeTimes for the six clinicians over the practice's horizon, and one full refresh's CPU time
 * (all six feeds read, then their offered times). Then feeds of real size and hostile shape as the server
 * reads them (benchRealFeeds below): a decade of history (about 19,000 events, 9 MB), a
 * rule that once took 46 s of CPU, rules that once failed a feed or blanked a clinician, and one past the
 * size cap, with the slowest page answer of the same process meanwhile. It prints figures; it checks
 * nothing.
 *
 *   npm run bench:booking
 *   npm run bench:booking -- --runs 21
 *   npm run bench:booking -- --write /tmp/feeds   also writes the six feeds there, to compare other readers
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuUsage, resourceUsage } from 'node:process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { busyIntervals } from '../src/lib/booking/busy.ts';
import { PRACTICE_BOOKING_RULES } from '../src/lib/booking/rules.ts';
import { freeTimes } from '../src/lib/booking/slots.ts';
import type { BookingRules, Interval } from '../src/lib/booking/types.ts';
import { seededRandom } from '../src/lib/seeded-random.ts';
import { createServer, type Server } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createFeedReader } from '../src/server/booking/feed-reader.ts';
import { createLogger } from '../src/server/http/log.ts';
import { historyFeed } from './helpers/history-feed.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '9' }, write: { type: 'string' } },
});
const RUNS = Number(values.runs);

if (!PRACTICE_BOOKING_RULES) {
  console.error(
    'bench:booking: the practice books no consultations here (no `booking` in its configuration).',
  );
  process.exit(1);
}
const RULES: BookingRules = PRACTICE_BOOKING_RULES;
const NOW = Date.parse('2026-10-20T14:00:00Z');
const WINDOW: Interval = { start: NOW, end: NOW + 60 * 86_400_000 };

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`;
const EASTERN = `BEGIN:VTIMEZONE
TZID:Eastern Standard Time
BEGIN:STANDARD
DTSTART:16010101T020000
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=1SU;BYMONTH=11
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010101T020000
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=2SU;BYMONTH=3
END:DAYLIGHT
END:VTIMEZONE`;

const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];
const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");

/** One clinician's feed: a working week of client series, supervision, singles and days off. */
function feed(seed: number, outlook: boolean): string {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const zone = outlook ? 'Eastern Standard Time' : 'America/New_York';
  const events: string[] = [];
  const event = (lines: string[]) =>
    events.push(
      ['BEGIN:VEVENT', ...lines, `DTSTAMP:20261020T120000Z`, 'SUMMARY:Client session', 'END:VEVENT'].join(
        '\n',
      ),
    );
  for (let i = 0; i < 24; i += 1) {
    const weeksBack = 1 + Math.floor(random() * 150);
    const day = Math.floor(random() * 5);
    const hour = 9 + Math.floor(random() * 8);
    const first = DateTime.fromMillis(NOW, { zone: 'America/New_York' })
      .startOf('week')
      .plus({ weeks: -weeksBack, days: day })
      .set({ hour, minute: pick([0, 30]) });
    const uid = `series-${seed}-${i}@example.org`;
    const exdate = first.plus({ weeks: weeksBack + 1 + Math.floor(random() * 6) });
    event([
      `UID:${uid}`,
      `DTSTART;TZID=${zone}:${local(first)}`,
      `DTEND;TZID=${zone}:${local(first.plus({ minutes: 50 }))}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${DAYS[day]}${random() < 0.3 ? ';UNTIL=20270115T050000Z' : ''}`,
      `EXDATE;TZID=${zone}:${local(exdate)}`,
    ]);
    const moved = first.plus({ weeks: weeksBack + 2 + Math.floor(random() * 5) });
    event([
      `UID:${uid}`,
      `RECURRENCE-ID;TZID=${zone}:${local(moved)}`,
      `DTSTART;TZID=${zone}:${local(moved.plus({ hours: 1 }))}`,
      `DTEND;TZID=${zone}:${local(moved.plus({ hours: 1, minutes: 50 }))}`,
    ]);
  }
  event([
    `UID:supervision-${seed}@example.org`,
    `DTSTART;TZID=${zone}:20250106T080000`,
    `DTEND;TZID=${zone}:20250106T090000`,
    'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
  ]);
  for (let i = 0; i < 40; i += 1) {
    const start = DateTime.fromMillis(NOW, { zone: 'America/New_York' })
      .plus({ days: Math.floor(random() * 60) })
      .set({ hour: 8 + Math.floor(random() * 10), minute: pick([0, 15, 30, 45]) });
    event([
      `UID:single-${seed}-${i}@example.org`,
      `DTSTART;TZID=${zone}:${local(start)}`,
      `DTEND;TZID=${zone}:${local(start.plus({ minutes: pick([30, 60, 90]) }))}`,
      ...(random() < 0.1 ? ['TRANSP:TRANSPARENT'] : []),
    ]);
  }
  for (let i = 0; i < 3; i += 1) {
    const day = DateTime.fromMillis(NOW, { zone: 'UTC' }).plus({ days: Math.floor(random() * 60) });
    event([
      `UID:day-off-${seed}-${i}@example.org`,
      `DTSTART;VALUE=DATE:${day.toFormat('yyyyMMdd')}`,
      `DTEND;VALUE=DATE:${day.plus({ days: 1 }).toFormat('yyyyMMdd')}`,
    ]);
  }
  const head = outlook
    ? ['BEGIN:VCALENDAR', 'METHOD:PUBLISH', 'PRODID:Microsoft Exchange Server 2010', 'VERSION:2.0', EASTERN]
    : ['BEGIN:VCALENDAR', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', 'VERSION:2.0', NEW_YORK];
  return [...head, ...events, 'END:VCALENDAR', ''].join('\n').replaceAll('\n', '\r\n');
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
/** Wall and CPU milliseconds of one call: on a shared machine the CPU time is the steadier figure. */
const time = (work: () => void) => {
  const start = performance.now();
  const before = cpuUsage();
  work();
  const used = cpuUsage(before);
  return { wall: performance.now() - start, cpu: (used.user + used.system) / 1000 };
};
const medians = (runs: { wall: number; cpu: number }[]) =>
  `${median(runs.map((run) => run.wall)).toFixed(1)} ms (${median(runs.map((run) => run.cpu)).toFixed(1)} ms CPU)`;

const feeds = Array.from({ length: 6 }, (_, i) => ({
  name: `clinician ${i + 1}${i === 5 ? ' (Outlook)' : ''}`,
  text: feed(101 + i, i === 5),
}));
if (values.write) {
  mkdirSync(values.write, { recursive: true });
  feeds.forEach(({ text }, i) => writeFileSync(join(values.write!, `clinician-${i + 1}.ics`), text));
}
console.log(`Load average at start: ${loadavg()[0]!.toFixed(1)}; median of ${RUNS} runs.`);
console.log('feed                     bytes   busy intervals   parse + expand');
const busy: Interval[][] = [];
for (const { name, text } of feeds) {
  let result: Interval[] = [];
  const runs = Array.from({ length: RUNS }, () =>
    time(() => (result = busyIntervals(text, WINDOW, RULES.timeZone))),
  );
  busy.push(result);
  const size = String(Buffer.byteLength(text)).padStart(7);
  console.log(`${name.padEnd(22)} ${size}   ${String(result.length).padStart(14)}   ${medians(runs)}`);
}
let offered = 0;
const slotRuns = Array.from({ length: RUNS }, () =>
  time(() => {
    offered = busy.reduce((sum, intervals) => sum + freeTimes(RULES, intervals, NOW).length, 0);
  }),
);
console.log(
  `freeTimes, 6 clinicians over ${RULES.horizonDays} days: ${medians(slotRuns)}, ${offered} times offered`,
);
const refresh = Array.from({ length: RUNS }, () =>
  time(() => {
    for (const { text } of feeds) freeTimes(RULES, busyIntervals(text, WINDOW, RULES.timeZone), NOW);
  }),
);
const bytes = feeds.reduce((sum, { text }) => sum + Buffer.byteLength(text), 0);
console.log(
  `One full refresh (6 feeds read, their times offered): ${medians(refresh)}; ${bytes} bytes of feeds.`,
);
// Feeds of real size and hostile shape, read as the server reads them.
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

async function benchRealFeeds(now: number, timeZone: string): Promise<void> {
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
    reader.stop();
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

await benchRealFeeds(NOW, RULES.timeZone);
console.log(`Load average at end: ${loadavg()[0]!.toFixed(1)}.`);
