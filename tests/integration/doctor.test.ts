/**
 * `npm run doctor` as the operator runs it (scripts/doctor.ts in a process of its own, under production's
 * rules), against real parts: SQLite files in a temporary folder, an SMTP server in this process, and
 * calendar feeds over HTTP that answer a calendar, an error, or nothing at all. A good deployment exits
 * 0; a broken one exits 1 and names each fault, and no line shows a feed's secret or a password. The
 * feed that never answers is given up on after one second (--timeout-seconds 1).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { PRACTICE_BOOKING_RULES } from '../../src/lib/booking/rules.ts';
import { feedText, feedVariable } from '../../scripts/helpers/booking-feed-server.ts';
import { listenOnLoopback } from './helpers/node-http.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FEED_SECRET = 'private-7f3k9q2w-feed';
const FEED_PASSWORD = 'feed-pa55-w0rd';
const SMTP_PASSWORD = 'smtp-pa55-w0rd';
const LINK_KEY = 'doctor-test-link-signing-key-0123456789abcdef';
/**
 * The clinicians the practice books online, the only ones whose feeds the doctor reads: the first's feed
 * answers a calendar, then (in the broken deployment) an error; the second's is unset, then never answers.
 */
const [good, hanging] = PRACTICE.therapists.filter((t) => t.booksOnline);
/** Whether the practice books on its calendars, with two clinicians booked online for the feeds. */
const BOOKING = PRACTICE_BOOKING_RULES !== null && hanging !== undefined;
/** A clinician the practice does not book online, if it has one: a feed set for them is never read. */
const unbooked = PRACTICE.therapists.find((t) => !t.booksOnline);

/** The settings the doctor reads, left out of this process's environment so each case sets its own. */
const DOCTOR_READS =
  /^(?:SITE_URL|DATA_DIR|DATABASE_URL|MAIL_DIR|SMTP_URL|LINK_SIGNING_KEY\w*|TRUST_PROXY|HOST|BACKUP_DIR|BOOKING_FEED_\w+)$/;

function doctorEnv(settings: Record<string, string>): Record<string, string | undefined> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !DOCTOR_READS.test(name)));
  return { ...env, ...settings };
}

/** The doctor as `npm run doctor` starts it, under production's rules: its exit code and what it printed. */
function runDoctor(settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--experimental-sqlite',
      '--no-warnings',
      join(ROOT, 'scripts', 'doctor.ts'),
      '--production',
      '--timeout-seconds',
      '1',
    ],
    { cwd: ROOT, env: doctorEnv(settings), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Calendar feeds behind a password, each at a secret path: a calendar, a 500, and one that never answers. */
async function startFeeds(): Promise<{ server: Server; urlOf: (name: string) => string }> {
  const server = createServer((req, res) => {
    if (req.url?.endsWith('/calendar.ics')) {
      res.writeHead(200, { 'Content-Type': 'text/calendar' }).end(feedText(good!.id));
    } else if (req.url?.endsWith('/broken.ics')) res.writeHead(500).end('Internal Server Error');
    // hang.ics: no answer at all.
  });
  const base = new URL(await listenOnLoopback(server));
  return {
    server,
    urlOf: (name) => `http://clinician:${FEED_PASSWORD}@${base.host}/calendars/${FEED_SECRET}/${name}.ics`,
  };
}

/** A mail server on loopback that takes one user's login, as a practice's provider would. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number }> {
  const port = await getPort({ host: '127.0.0.1' });
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const known = auth.username === 'practice' && auth.password === SMTP_PASSWORD;
      callback(known ? null : new Error('Invalid username or password'), { user: 'practice' });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port };
}

const HOUR_MS = 3_600_000;

describe('npm run doctor', () => {
  let folder = '';
  let feeds: Awaited<ReturnType<typeof startFeeds>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let healthy: { code: number | null; output: string };
  let broken: { code: number | null; output: string };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'doctor-'));
    [feeds, smtp] = await Promise.all([startFeeds(), startSmtp()]);
    const closedPort = await getPort({ host: '127.0.0.1' });
    const dir = (name: string) => {
      mkdirSync(join(folder, name));
      return join(folder, name);
    };
    // A backup made just now, and one made 30 hours ago (a daily run that stopped).
    const [fresh, stale] = [dir('backups-fresh'), dir('backups-stale')];
    writeFileSync(join(fresh, 'contact-2026-01-15.sqlite'), 'SQLite format 3\0');
    writeFileSync(join(stale, 'contact-2026-01-14.sqlite'), 'SQLite format 3\0');
    const staleAt = new Date(Date.now() - 30 * HOUR_MS);
    utimesSync(join(stale, 'contact-2026-01-14.sqlite'), staleAt, staleAt);
    writeFileSync(join(folder, 'not-a-folder'), '');
    const smtpUrl = (port: number) => `smtp://practice:${SMTP_PASSWORD}@127.0.0.1:${port}`;

    [healthy, broken] = await Promise.all([
      runDoctor({
        DATA_DIR: dir('data'),
        SMTP_URL: smtpUrl(smtp.port),
        SITE_URL: 'https://www.riverside-counselling.org',
        LINK_SIGNING_KEY: LINK_KEY,
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        BACKUP_DIR: fresh,
        ...(BOOKING ? { [feedVariable(good!.id)]: feeds.urlOf('calendar') } : {}),
      }),
      runDoctor({
        DATA_DIR: join(folder, 'not-a-folder'),
        SMTP_URL: smtpUrl(closedPort),
        SITE_URL: 'https://practice.example',
        HOST: '127.0.0.1',
        TRUST_PROXY: '0',
        BACKUP_DIR: stale,
        ...(BOOKING
          ? {
              [feedVariable(good!.id)]: feeds.urlOf('broken'),
              [feedVariable(hanging!.id)]: feeds.urlOf('hang'),
              ...(unbooked ? { [feedVariable(unbooked.id)]: feeds.urlOf('calendar') } : {}),
            }
          : {}),
      }),
    ]);
  }, 15_000);

  afterAll(async () => {
    feeds?.server.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => feeds?.server.close(resolve)),
      new Promise((resolve) => smtp?.server.close(() => resolve(undefined))),
    ]);
    rmSync(folder, { recursive: true, force: true });
  });

  const lines = (output: string, standing: string) =>
    output.split('\n').filter((line) => line.startsWith(`${standing} `));

  it('passes a good deployment: the store migrated, the mail server logged in to, a fresh backup', () => {
    expect(healthy.code, healthy.output).toBe(0);
    expect(lines(healthy.output, 'FAIL')).toEqual([]);
    expect(healthy.output).toContain(
      `ok    Store: SQLite ${join(folder, 'data', 'contact.sqlite')}, writable`,
    );
    expect(healthy.output).toContain(
      `ok    SMTP: SMTP 127.0.0.1:${smtp.port} (loopback) answers and takes the login`,
    );
    expect(healthy.output).toMatch(
      /ok {4}Backups: the newest, contact-2026-01-15\.sqlite .* is \d+ minutes old/,
    );
  });

  it('fails a broken one, naming each fault: store, mail, address, key, proxy, backup', () => {
    expect(broken.code, broken.output).toBe(1);
    const failed = lines(broken.output, 'FAIL').join('\n');
    expect(failed).toMatch(/Store: SQLite .*not-a-folder.* is a file, not a folder/);
    expect(failed).toMatch(/SMTP: nothing answers at 127\.0\.0\.1:\d+ \(connection refused\)/);
    expect(failed).toContain('Site address: https://practice.example');
    expect(failed).toContain('LINK_SIGNING_KEY: unset');
    expect(failed).toContain('TRUST_PROXY=0 with HOST=127.0.0.1');
    expect(failed).toMatch(/Backups: the newest, contact-2026-01-14\.sqlite .* is 30 hours old/);
  });

  it.runIf(BOOKING)(
    'reads each calendar: its events counted, or the clinician whose feed fails named',
    () => {
      expect(healthy.output).toMatch(
        new RegExp(`ok {4}Calendar of ${escape(good!.name)} .*: read, 3 events`),
      );
      expect(healthy.output).toContain(`${feedVariable(hanging!.id)}): unset, so booking is off`);
      const failed = lines(broken.output, 'FAIL').join('\n');
      expect(failed).toContain(
        `Calendar of ${good!.name} (${feedVariable(good!.id)}): its server answered with an error`,
      );
      expect(failed).toContain(
        `Calendar of ${hanging!.name} (${feedVariable(hanging!.id)}): no whole answer within 1 s`,
      );
    },
  );

  // A practice that books every clinician online has no clinician whose feed goes unread.
  it.runIf(BOOKING && unbooked !== undefined)(
    'names no clinician the practice does not book online, though their feed is set',
    () => {
      for (const { output } of [healthy, broken]) expect(output).not.toContain(unbooked!.name);
    },
  );

  it('shows no feed secret and no password', () => {
    for (const { output } of [healthy, broken]) {
      for (const secret of [FEED_SECRET, FEED_PASSWORD, SMTP_PASSWORD, LINK_KEY]) {
        expect(output).not.toContain(secret);
      }
    }
  });
});

/** A text as a regular expression that matches it alone. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
