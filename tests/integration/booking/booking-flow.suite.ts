/**
 * A booking from request to answer, through the site's runtime as `npm start` wires it (the contact
 * endpoint, the store's holds, the outbox, the signed links) on a real SMTP server and a local feed:
 * one hold per time, the invitation's instant, links that change nothing on a GET and nothing twice,
 * forged and expired links refused, unanswered requests released, and booking off without a feed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { PracticeConfig } from '@/config/schema';
import { BOOKING_FIELDS } from '@/lib/booking/booking-fields';
import { linkToken } from '@/server/booking/links';
import type { BookingPart } from '@/server/booking/runtime';
import { silentLogger } from '@/server/http/log';
import { createSecretStore } from '@/server/http/secrets';
import { startSiteRuntime, type SiteRuntime } from '@/server/site-runtime';
import { feedVariable } from '../../../scripts/helpers/booking-feed-server.ts';
import { literal } from '../../practice.ts';
import type { Backend } from '../helpers/backends.ts';
import { createSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { codeMailed } from './booking-mail.ts';
import { waitUntil } from '../helpers/wait.ts';
import { startFeedServer } from './feed-server.ts';
import { officeSecondsBetween } from '@/lib/calendar/office-hours';
import { PRACTICE_OFFICE_HOURS } from '@/lib/calendar/practice-hours';

/** The clinician booked with: the first the practice books online, the only one given a feed here. */
const BOOKED = PRACTICE.therapists.find((t) => t.booksOnline)!;
export const CLINICIAN = BOOKED.id;

type BookingSettings = NonNullable<PracticeConfig['booking']>;

/**
 * The chosen practice with some of its booking's settings changed: a test of what a setting does gives
 * the server the setting, so the behaviour is proven whatever the practice itself chose.
 */
export function practiceWith(
  requests: Partial<BookingSettings['requests']>,
  booking: Partial<Omit<BookingSettings, 'requests'>> = {},
): PracticeConfig {
  const own = PRACTICE.booking!;
  return { ...PRACTICE, booking: { ...own, ...booking, requests: { ...own.requests, ...requests } } };
}

/** The practice confirming each request itself: its "Confirm this time" link is what these tests press. */
const CONFIRMS_ITSELF = practiceWith({ confirmVerified: false });
/** The practice taking a request from a phone number alone, held at once with no code to enter first. */
export const TAKES_PHONES = practiceWith({ acceptPhoneOnly: true });

/**
 * Offered times of which none keeps another from being held: each starts at least the practice's buffer
 * after the one before ends (the offered times step more closely than a consultation and its buffer
 * where the practice's steps are short).
 */
export function apart<T extends { start: number; end: number }>(times: readonly T[]): T[] {
  const buffer = PRACTICE.booking!.bufferMinutes * 60_000;
  const kept: T[] = [];
  for (const time of times) if (!kept.length || time.start >= kept.at(-1)!.end + buffer) kept.push(time);
  return kept;
}

/** A booking request as the page's script sends it, for someone the clinician sees. */
export function bookingRequest(start: number, who: { email?: string; phone?: string } = {}) {
  return {
    name: 'Robin Vale',
    ...(who.phone ? { phone: who.phone } : {}),
    email: who.email ?? (who.phone ? '' : 'robin@example.org'),
    message: '',
    [BOOKING_FIELDS.clinician]: CLINICIAN,
    [BOOKING_FIELDS.start]: new Date(start).toISOString(),
    [BOOKING_FIELDS.forWhom]: BOOKED.sees[0]!,
  };
}

export function post(
  runtime: SiteRuntime,
  body: Record<string, string>,
  form = false,
  address = '127.0.0.1',
) {
  return runtime.contact.handle(
    new Request('http://127.0.0.1:4321/functions/v1/contact_v2', {
      method: 'POST',
      headers: form
        ? { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' }
        : { 'Content-Type': 'application/json' },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    }),
    { address },
  );
}

/** A site runtime on the backend's store, reading the feed when given one, keeping `practice`'s rules. */
export async function bookingRuntime(
  backend: Backend,
  feedUrl: string | null,
  smtpUrl: string,
  worker = true,
  env: Record<string, string> = {},
  practice: PracticeConfig = PRACTICE,
) {
  const runtime = await startSiteRuntime({
    practice,
    env: {
      ...env,
      ...backend.env,
      SMTP_URL: smtpUrl,
      CONTACT_POLL_SECONDS: '0.05',
      CONTACT_RATE_LIMIT: '100000',
      CONTACT_RATE_LIMIT_SECRET: 'booking-tests-shared-secret',
      ...(feedUrl ? { [feedVariable(CLINICIAN)]: feedUrl } : {}),
    },
    worker,
    log: silentLogger,
  });
  if (feedUrl) await waitUntil(() => runtime.booking.clinicianIds().length === 1, { what: 'the feed' });
  return runtime;
}

const linkIn = (text: string, label: string) => new URL(new RegExp(`${label}: (\\S+)`).exec(text)![1]!);
const token = (url: URL) => url.searchParams.get('t')!;

export function defineBookingFlowSuite(makeBackend: () => Backend) {
  let backend: Backend;
  let sink: SmtpSink;
  let feed: Awaited<ReturnType<typeof startFeedServer>>;
  const runtimes: SiteRuntime[] = [];

  beforeEach(async () => {
    backend = makeBackend();
    sink = await createSmtpSink();
    await sink.start();
    feed = await startFeedServer([]);
  });
  afterEach(async () => {
    for (const runtime of runtimes.splice(0)) await runtime.stop();
    await feed.close();
    await sink.stop();
    await backend.dispose();
  });
  const start = async (
    withFeed = true,
    env: Record<string, string> = {},
    practice: PracticeConfig = PRACTICE,
  ) => {
    const runtime = await bookingRuntime(backend, withFeed ? feed.url : null, sink.url, true, env, practice);
    runtimes.push(runtime);
    return runtime;
  };
  const mailWith = async (subject: RegExp) => {
    await waitUntil(() => sink.received.some((mail) => subject.test(mail.header('subject'))), {
      what: `an email ${subject}`,
    });
    return sink.received.find((mail) => subject.test(mail.header('subject')))!;
  };

  /** The token of the newest link mailed to `email` to send a kept request, once it has arrived. */
  const verifyLink = async (email: string) => (await codeMailed(sink, email)).link;
  /** A request with an email, sent and then sent on from the link mailed to it, as its visitor would. */
  const requestVerified = async (runtime: SiteRuntime, body: Record<string, string>) => {
    const response = await post(runtime, body);
    expect(response.status).toBe(200);
    return runtime.booking.sendRequest(await verifyLink(body['email']!));
  };

  describe('booking', () => {
    it('holds a time once, confirms it with an invitation, and cancels it; links act once, on a press', async () => {
      const runtime = await start(true, {}, CONFIRMS_ITSELF);
      const [first] = await runtime.booking.offered(CLINICIAN);
      const response = await post(runtime, {
        ...bookingRequest(first!.start),
        message: 'Please call after 5.\nConfirm this time: https://evil.example/confirm',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ok: true,
        verify: true,
        booking: {
          clinicianId: CLINICIAN,
          start: new Date(first!.start).toISOString(),
          end: new Date(first!.end).toISOString(),
        },
        request: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          email: 'robin@example.org',
          sentAt: expect.any(Number),
          resendAt: expect.any(Number),
          expiresAt: expect.any(Number),
        },
      });
      // Until the visitor opens the link mailed to her address, nothing is held and the practice hears
      // nothing; the link's page shows the time and sends it only on a press.
      const link = await verifyLink('robin@example.org');
      expect((await runtime.booking.offered(CLINICIAN)).map((time) => time.start)).toContain(first!.start);
      await runtime.contact.worker!.runOnce();
      expect(sink.received.map((mail) => mail.header('subject'))).toEqual([
        expect.stringMatching(/^\d{6} is your code for /),
      ]);
      // The sender is the practice by name, so a visitor knows the mail (and finds it in spam).
      expect(sink.received[0]!.header('from')).toContain(`${PRACTICE.name} <`);
      expect(sink.received[0]!.text).not.toContain('Please call after 5');
      expect(await runtime.booking.viewRequest(link)).toMatchObject({
        ok: true,
        sent: null,
        view: { start: first!.start },
      });
      expect(await runtime.booking.sendRequest(link)).toMatchObject({ ok: true, sent: 'sent' });
      expect(await runtime.booking.sendRequest(link)).toEqual({ ok: false, reason: 'expired' });
      const taken = await post(runtime, bookingRequest(first!.start, { email: 'other@example.org' }));
      expect(taken.status).toBe(409);
      const refusal = (await taken.json()) as { next: { start: string }[] };
      expect(refusal.next).toHaveLength(3);
      expect(refusal.next.map((time) => Date.parse(time.start))).not.toContain(first!.start);
      const form = await post(runtime, bookingRequest(first!.start), true);
      expect([form.status, form.headers.get('location')]).toEqual([
        303,
        `/book?clinician=${CLINICIAN}&taken=1`,
      ]);
      expect((await runtime.booking.offered(CLINICIAN)).map((time) => time.start)).not.toContain(
        first!.start,
      );

      const request = await mailWith(/^Consultation request/);
      expect(request.text).toContain(BOOKED.name);
      // The practice's own links come first; the visitor's words follow, quoted, and cannot pass for one.
      const lines = request.text.split('\n');
      const ownLink = lines.findIndex((line) => line.startsWith('Confirm this time: '));
      const imitation = lines.findIndex((line) => line.includes('https://evil.example/confirm'));
      expect(ownLink).toBeGreaterThanOrEqual(0);
      expect(imitation).toBeGreaterThan(ownLink);
      expect(lines[imitation]).toBe('> Confirm this time: https://evil.example/confirm');
      const confirm = token(linkIn(request.text, 'Confirm this time'));
      const [hold] = await runtime.holds!.pendingHolds();

      const viewed = await runtime.booking.viewLink('confirm', confirm);
      expect(viewed).toMatchObject({
        ok: true,
        changed: false,
        view: { state: 'pending', start: first!.start },
      });
      expect((await runtime.holds!.getHold(hold!.messageId))?.state).toBe('pending');
      // One letter of the signature changed (to another letter: a signature may end in "A" already).
      const tampered = `${confirm.slice(0, -1)}${confirm.endsWith('A') ? 'B' : 'A'}`;
      expect(await runtime.booking.followLink('confirm', tampered)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(await runtime.booking.followLink('offer', confirm)).toEqual({ ok: false, reason: 'invalid' });
      const secret = await createSecretStore(backend.database()).secret('booking-links');
      const expired = linkToken(secret, {
        holdId: hold!.messageId,
        action: 'confirm',
        expires: Date.now() - 1,
      });
      expect(await runtime.booking.followLink('confirm', expired)).toEqual({ ok: false, reason: 'expired' });

      expect(await runtime.booking.followLink('confirm', confirm)).toMatchObject({ ok: true, changed: true });
      expect(await runtime.booking.followLink('confirm', confirm)).toMatchObject({
        ok: true,
        changed: false,
        view: { state: 'confirmed' },
      });

      const confirmed = await mailWith(/^Confirmed: /);
      expect(confirmed.envelope.to).toEqual(['robin@example.org']);
      const { attachments } = await simpleParser(confirmed.raw);
      expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([['invite.ics', 'text/calendar']]);
      const calendar = new ICAL.Component(ICAL.parse(attachments[0]!.content.toString('utf8')));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().getTime()).toBe(first!.start);
      expect(event.endDate.toJSDate().getTime()).toBe(first!.end);
      await mailWith(/^Booked:/);

      // The practice adds the invitation to the clinician's calendar, as it is asked to: the visitor's
      // cancel page must not take the consultation for a clash with itself.
      feed.setBusy([{ start: first!.start, end: first!.end }]);
      await runtime.booking.refreshFeeds();
      const cancel = token(linkIn(confirmed.text, 'Cancel here'));
      expect(await runtime.booking.viewLink('cancel', cancel)).toMatchObject({
        ok: true,
        view: { state: 'confirmed', nowBusy: false },
      });
      feed.setBusy([]);
      await runtime.booking.refreshFeeds();
      expect(await runtime.booking.followLink('cancel', cancel)).toMatchObject({ ok: true, changed: true });
      const canceled = await mailWith(/^Canceled:/);
      const [cancellation] = (await simpleParser(canceled.raw)).attachments;
      expect(cancellation!.content.toString('utf8')).toContain('METHOD:CANCEL');
      expect((await runtime.booking.offered(CLINICIAN)).map((time) => time.start)).toContain(first!.start);
    });

    it('holds at most one time for 200 requests with one email from 20 addresses, mailing it five codes at most', async () => {
      const runtime = await start();
      const times = (await runtime.booking.offered(CLINICIAN)).slice(0, 10);
      const answers = [];
      // Fifty at a time: the endpoint answers more than 64 at once with "busy".
      for (let batch = 0; batch < 200; batch += 50) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              post(
                runtime,
                bookingRequest(times[(batch + i) % 10]!.start, { email: 'hostage@example.org' }),
                false,
                `192.0.2.${(batch + i) % 20}`,
              ),
            ),
          )),
        );
      }
      // Five codes an hour to one address: the rest are told when another can go, and nothing is held.
      const statuses = answers.map((answer) => answer.status);
      expect(new Set(statuses)).toEqual(new Set([200, 429]));
      expect(((await answers[statuses.indexOf(429)]!.json()) as { error: string }).error).toMatch(
        /Another can be sent at \d{1,2}:\d\d [ap]m/,
      );
      expect(await runtime.holds!.heldTimes(0)).toEqual([]);
      // What waits keeps a keyed hash of the network address, never the address.
      const stored = async () => {
        const database = backend.database();
        try {
          const tables = ['booking_verifications', 'booking_holds'];
          const rows = await Promise.all(
            tables.map((table) => database.run({ sql: `SELECT * FROM ${database.prefix}${table}` })),
          );
          return JSON.stringify(rows.map((result) => result.rows));
        } finally {
          await database.close();
        }
      };
      expect(await stored()).toContain('hostage@example.org');
      expect(await stored()).not.toContain('192.0.2.');
      const link = await verifyLink('hostage@example.org');
      await runtime.contact.worker!.runOnce();
      expect(sink.received.length).toBeLessThanOrEqual(5);
      expect(await runtime.booking.sendRequest(link)).toMatchObject({ ok: true, sent: 'sent' });
      expect(await runtime.holds!.heldTimes(0)).toHaveLength(1);
      expect(await stored()).not.toContain('192.0.2.');
      expect(await stored()).toMatch(/"client_key":"[\w-]{22}"/);
    });

    it('releases a request left unanswered past its office hours; a visitor with a phone only gets no email', async () => {
      const practice = practiceWith({ acceptPhoneOnly: true, confirmVerified: false });
      const runtime = await start(true, {}, practice);
      const [first, second] = apart(await runtime.booking.offered(CLINICIAN));
      expect(await requestVerified(runtime, bookingRequest(first!.start))).toMatchObject({ sent: 'sent' });
      expect((await post(runtime, bookingRequest(second!.start, { phone: '(404) 555-0100' }))).status).toBe(
        200,
      );
      await waitUntil(() => sink.received.length === 4, {
        what: 'the code, the two requests and the visitor’s record',
      });
      const phoneOnly = sink.received.find((mail) => mail.text.includes('The visitor left no email'))!;
      expect(phoneOnly.text).toContain('NOT VERIFIED');

      // A request from a phone number alone is held for fewer office hours than one whose link was opened:
      // halfway between the two, only the phone's is released.
      const booking = runtime.booking as BookingPart;
      await booking.runDue(Date.now() + 60_000);
      expect((await runtime.holds!.pendingHolds()).length).toBe(2);
      const { holdOfficeHours, requests } = practice.booking!;
      expect(requests.phoneOnlyHoldOfficeHours).toBeLessThan(holdOfficeHours);
      const halfway = ((requests.phoneOnlyHoldOfficeHours + holdOfficeHours) / 2) * 3600;
      let later = Date.now();
      while (officeSecondsBetween(Date.now(), later, PRACTICE_OFFICE_HOURS) < halfway) later += 15 * 60_000;
      await booking.runDue(later);
      expect((await runtime.holds!.pendingHolds()).map((hold) => hold.start)).toEqual([first!.start]);
      await booking.runDue(Date.now() + 10 * 86_400_000);
      expect(await runtime.holds!.pendingHolds()).toEqual([]);
      const released = await mailWith(/^Your consultation request/);
      expect(released.envelope.to).toEqual(['robin@example.org']);
      expect(released.text).toContain('no longer held');
      expect(released.text).toMatch(new RegExp(`Times ${literal(BOOKED.name)} has free now`));
      await runtime.contact.worker!.runOnce();
      expect(sink.received).toHaveLength(5);

      // Retention deletes the delivered requests; their holds go with them at the booking's hourly pass.
      const all = () => runtime.holds!.holdsBetween(0, Number.MAX_SAFE_INTEGER);
      expect(await all()).toHaveLength(2);
      await runtime.contact.worker!.runOnce();
      await runtime.contact.store.purge({ deliveredBefore: Date.now() + 1000, spamBefore: 0 });
      await booking.runDue(Date.now() + 10 * 86_400_000 + 30 * 60_000);
      expect(await all()).toHaveLength(2);
      await booking.runDue(Date.now() + 10 * 86_400_000 + 61 * 60_000);
      expect(await all()).toEqual([]);
    });

    it('signs links with LINK_SIGNING_KEY, keeps no key in the store, and reads the previous key’s links', async () => {
      const [keyA, keyB] = ['a', 'b'].map((letter) => `${letter.repeat(20)}-link-signing-key`);
      const first = await start(true, { LINK_SIGNING_KEY: keyA! }, CONFIRMS_ITSELF);
      const [time] = await first.booking.offered(CLINICIAN);
      expect(await requestVerified(first, bookingRequest(time!.start))).toMatchObject({ sent: 'sent' });
      const confirm = token(linkIn((await mailWith(/^Consultation request/)).text, 'Confirm this time'));
      await runtimes.pop()!.stop();

      const rotated = await start(
        true,
        { LINK_SIGNING_KEY: keyB!, LINK_SIGNING_KEY_PREVIOUS: keyA! },
        CONFIRMS_ITSELF,
      );
      expect(await rotated.booking.viewLink('confirm', confirm)).toMatchObject({ ok: true });
      await runtimes.pop()!.stop();
      const retired = await start(true, { LINK_SIGNING_KEY: keyB! }, CONFIRMS_ITSELF);
      expect(await retired.booking.viewLink('confirm', confirm)).toEqual({ ok: false, reason: 'invalid' });

      const database = backend.database();
      try {
        const tables = await database.run({
          sql:
            backend.name === 'sqlite'
              ? "SELECT name FROM sqlite_master WHERE name = 'site_secrets'"
              : "SELECT tablename AS name FROM pg_tables WHERE tablename = 'site_secrets'",
        });
        const names = tables.rows.length
          ? (await database.run({ sql: `SELECT name FROM ${database.prefix}site_secrets` })).rows
          : [];
        expect(names.map((row) => row['name'])).not.toContain('booking-links');
      } finally {
        await database.close();
      }
    });

    it('releases a flood of waiting requests at once with npm run inbox, mailing no one', async () => {
      const runtime = await bookingRuntime(backend, feed.url, sink.url, false, {}, TAKES_PHONES);
      runtimes.push(runtime);
      const times = apart(await runtime.booking.offered(CLINICIAN)).slice(0, 6);
      for (const [i, time] of times.entries()) {
        const request = bookingRequest(time.start, { phone: `404-555-01${String(i).padStart(2, '0')}` });
        expect((await post(runtime, request, false, `198.51.100.${i}`)).status).toBe(200);
      }
      const inbox = (...args: string[]) =>
        spawnSync(
          process.execPath,
          [
            '--experimental-strip-types',
            '--experimental-sqlite',
            '--no-warnings',
            'scripts/inbox.ts',
            ...args,
          ],
          {
            cwd: join(import.meta.dirname, '..', '..', '..'),
            env: { ...process.env, ...backend.env },
            encoding: 'utf8',
          },
        );
      expect(inbox('--holds').stdout).toContain('6 booking request(s) waiting');
      const released = inbox('--release-pending', '--clinician', CLINICIAN);
      expect(released.stdout, released.stderr).toContain('6 booking request(s) released');
      expect(await runtime.holds!.pendingHolds()).toEqual([]);
      expect((await runtime.booking.offered(CLINICIAN)).map((time) => time.start)).toEqual(
        expect.arrayContaining(times.map((time) => time.start)),
      );
      // Only the six requests' own emails to the practice are queued: nothing for any visitor.
      await runtime.contact.worker?.runOnce();
      const database = backend.database();
      try {
        const kinds = await database.run({ sql: `SELECT kind FROM ${database.prefix}contact_messages` });
        expect(kinds.rows.map((row) => row['kind'])).toEqual(Array(6).fill('booking'));
      } finally {
        await database.close();
      }
    }, 60_000); // two commands start as processes: slow on a busy machine

    it('is off without a feed: booking fields answer 404 and nothing is stored', async () => {
      const runtime = await start(false);
      expect(runtime.booking.on).toBe(false);
      const response = await post(runtime, bookingRequest(Date.now() + 7 * 86_400_000));
      expect(response.status).toBe(404);
      expect(await runtime.contact.store.counts()).toEqual({ pending: 0, delivered: 0, failed: 0, spam: 0 });
    });
  });
}
