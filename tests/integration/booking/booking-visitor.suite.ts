/**
 * What a visitor does after "Request this time", through the site's runtime on a real SMTP server and a
 * local feed, on SQLite and PostgreSQL: her code sends the request (three wrong ones end it, holding
 * nothing), a code is mailed again only within its limits, her record says how and by when; a practice
 * that confirms proven requests confirms hers at once; the reminder goes once at its hour (a controlled
 * clock drives the schedule); and a move holds the new time before it frees the old.
 */
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import type { PracticeConfig } from '@/config/schema';
import { meetingWords } from '@/lib/booking/meeting';
import { CODE_MAIL_LIMITS } from '@/server/booking/kept-requests';
import type { BookingPart } from '@/server/booking/runtime';
import type { SiteRuntime } from '@/server/site-runtime';
import type { Backend } from '../helpers/backends.ts';
import { createSmtpSink, type SmtpSink } from '../helpers/smtp-sink.ts';
import { waitUntil } from '../helpers/wait.ts';
import {
  CLINICIAN,
  apart,
  bookingRequest,
  bookingRuntime,
  post,
  practiceWith,
} from './booking-flow.suite.ts';
import { codeMailed, tokenAfter } from './booking-mail.ts';
import { startFeedServer } from './feed-server.ts';

const HOUR = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

interface Kept {
  request: { id: string; sentAt: number; resendAt: number };
}

export function defineBookingVisitorSuite(makeBackend: () => Backend) {
  describe('the visitor’s code, record, reminder and move', () => {
    let backend: Backend;
    let sink: SmtpSink;
    let feed: Awaited<ReturnType<typeof startFeedServer>>;
    let runtime: SiteRuntime | null = null;

    beforeEach(async () => {
      backend = makeBackend();
      sink = await createSmtpSink();
      await sink.start();
      feed = await startFeedServer([]);
    });
    afterEach(async () => {
      await runtime?.stop();
      runtime = null;
      await feed.close();
      await sink.stop();
      await backend.dispose();
    });
    const start = async (practice: PracticeConfig, env: Record<string, string> = {}) =>
      (runtime = await bookingRuntime(backend, feed.url, sink.url, true, env, practice));
    const mails = (subject: RegExp) => sink.received.filter((mail) => subject.test(mail.header('subject')));
    const mailWith = async (subject: RegExp) => {
      await waitUntil(() => mails(subject).length > 0, { what: `an email ${subject}` });
      return mails(subject).at(-1)!;
    };
    const request = async (site: SiteRuntime, body: Record<string, string>) => {
      const response = await post(site, body);
      expect(response.status).toBe(200);
      return (await response.json()) as Kept;
    };

    it('sends a request on its code, ends one at the third wrong code, and mails a code again only within its limits', async () => {
      // The practice confirms each request itself: the visitor's code sends it to the practice, no more.
      const site = await start(practiceWith({ confirmVerified: false }));
      const holds = site.holds!;
      const [first, second] = await site.booking.offered(CLINICIAN);

      const ana = await request(site, bookingRequest(first!.start, { email: 'ana@example.org' }));
      const { code } = await codeMailed(sink, 'ana@example.org');
      const wrong = code === '000000' ? '000001' : '000000';
      expect(await site.booking.enterCode(ana.request.id, wrong)).toEqual({
        ok: false,
        reason: 'wrong',
        triesLeft: 2,
      });
      // Within the minute nothing is mailed again; the answer says when the last went and when another can.
      expect(await site.booking.resendCode(ana.request.id)).toMatchObject({
        ok: true,
        resent: false,
        kept: { sentAt: ana.request.sentAt, resendAt: ana.request.sentAt + 60_000, triesLeft: 2 },
      });
      expect(await site.booking.enterCode(ana.request.id, wrong)).toMatchObject({ triesLeft: 1 });
      expect(await site.booking.enterCode(ana.request.id, wrong)).toEqual({ ok: false, reason: 'locked' });
      expect(await site.booking.enterCode(ana.request.id, code)).toEqual({ ok: false, reason: 'expired' });
      expect(await holds.heldTimes(0)).toEqual([]);
      expect(mails(/ is your code for /)).toHaveLength(1);

      // The limits, at controlled instants: not twice in a minute, five codes an hour to one address.
      const kim = await request(site, bookingRequest(first!.start, { email: 'kim@example.org' }));
      const sentAt = kim.request.sentAt;
      expect(await holds.markResent(kim.request.id, sentAt + 30_000, CODE_MAIL_LIMITS)).toBe(false);
      for (const minutes of [1, 2, 3, 4]) {
        expect(await holds.markResent(kim.request.id, sentAt + minutes * 61_000, CODE_MAIL_LIMITS)).toBe(
          true,
        );
      }
      expect(await holds.markResent(kim.request.id, sentAt + 5 * 61_000, CODE_MAIL_LIMITS)).toBe(false);
      const sixth = await post(site, bookingRequest(second!.start, { email: 'KIM@example.org' }));
      expect(sixth.status).toBe(429);
      const kept = {
        emailKey: 'kim@example.org',
        request: '{}',
        codeSalt: 'x',
        expiresAt: sentAt + 2 * HOUR,
      };
      const keep = (id: string, at: number) => holds.keepRequest({ ...kept, id, at }, CODE_MAIL_LIMITS);
      expect(await keep(crypto.randomUUID(), sentAt + 10 * 61_000)).toBe(false);
      expect(await keep(crypto.randomUUID(), sentAt + HOUR + 1)).toBe(true);

      // The right code (typed with spaces) sends the request: her record says how, and by when.
      const robin = await request(
        site,
        bookingRequest(second!.start, { email: 'robin@example.org', phone: '(404) 555-0123' }),
      );
      const mailed = await codeMailed(sink, 'robin@example.org');
      expect(mailed.text).not.toContain('555-0123');
      const sent = await site.booking.enterCode(
        robin.request.id,
        ` ${mailed.code.slice(0, 3)} ${mailed.code.slice(3)}`,
      );
      expect(sent).toMatchObject({ ok: true, sent: 'sent', confirmed: false, record: expect.any(String) });
      const token = (sent as { record: string }).record;
      const record = await site.booking.viewRecord(token);
      expect(record).toMatchObject({
        ok: true,
        record: {
          state: 'pending',
          meeting: 'phone',
          phoneEnding: '0123',
          byEmail: true,
          start: second!.start,
        },
      });
      expect((record as { record: { answerBy: number } }).record.answerBy).toBeGreaterThan(Date.now());
      const file = await site.booking.recordCalendar(token);
      expect(file).toContain('METHOD:PUBLISH');
      expect(file).toContain('STATUS:TENTATIVE');
      // Its signature's last character changed (to another one: a signature may already end in x).
      const tampered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
      expect(await site.booking.recordCalendar(tampered)).toBeNull();
      const received = await mailWith(/^Your request is with /);
      expect(received.envelope.to).toEqual(['robin@example.org']);
      // How they meet, in the practice's words: her number named by its last four digits.
      const how = {
        meeting: 'phone',
        clinicianId: CLINICIAN,
        minutes: PRACTICE.consultationMinutes,
      } as const;
      expect(received.text).toContain(meetingWords({ ...how, ending: '0123' }));
      expect(tokenAfter(received.text, 'Your request, in your own time zone')).toBe(token);
    });

    it('confirms a proven request at once when the practice says so, reminds once at its hour, and moves it: the new time held before the old is freed', async () => {
      // The server confirms at once though the practice would not (BOOKING_CONFIRM_VERIFIED); it reminds at
      // the practice's hour, or a day before where the practice sends none; someone may ask by phone alone.
      const reminderHours = PRACTICE.booking!.reminderHours || 24;
      const practice = practiceWith({ confirmVerified: false, acceptPhoneOnly: true }, { reminderHours });
      const site = await start(practice, { BOOKING_CONFIRM_VERIFIED: 'on' });
      const holds = site.holds!;
      const [first, second, third] = apart(await site.booking.offered(CLINICIAN));
      const robin = await request(site, bookingRequest(first!.start));
      const { code } = await codeMailed(sink, 'robin@example.org');
      expect(await site.booking.enterCode(robin.request.id, code)).toMatchObject({
        ok: true,
        confirmed: true,
      });
      const confirmed = await mailWith(/^Confirmed: /);
      expect((await mailWith(/^Booked for /)).text).toContain('CONFIRMED ALREADY');
      const [hold] = await holds.holdsBetween(0, Number.MAX_SAFE_INTEGER);
      expect(hold).toMatchObject({ state: 'confirmed', start: first!.start });

      // The schedule, on a controlled clock: nothing an hour before the reminder's hour, the reminder an
      // hour after it, once.
      const booking = { booking: site.booking as BookingPart };
      await booking.booking.runDue(first!.start - (reminderHours + 1) * HOUR);
      expect((await holds.getHold(hold!.messageId))?.remindedAt).toBeNull();
      for (const hours of [reminderHours - 1, reminderHours - 2, 1]) {
        await booking.booking.runDue(first!.start - hours * HOUR);
      }
      expect((await holds.getHold(hold!.messageId))?.remindedAt).toBe(
        first!.start - (reminderHours - 1) * HOUR,
      );
      const reminder = await mailWith(/^Reminder: /);
      expect(reminder.envelope.to).toEqual(['robin@example.org']);
      await site.contact.worker!.runOnce();
      expect(mails(/^Reminder: /)).toHaveLength(1);

      // Someone else holds the second time: the move to it is refused, and her time is still hers.
      expect((await post(site, bookingRequest(second!.start, { phone: '404-555-0199' }))).status).toBe(200);
      const move = tokenAfter(confirmed.text, 'Move it here');
      expect(await site.booking.move(move, CLINICIAN, iso(second!.start))).toMatchObject({
        ok: false,
        reason: 'taken',
      });
      expect((await holds.getHold(hold!.messageId))?.state).toBe('confirmed');

      const moved = await site.booking.move(move, CLINICIAN, iso(third!.start));
      expect(moved).toMatchObject({ ok: true, confirmed: true, view: { start: third!.start } });
      expect((await holds.getHold(hold!.messageId))?.state).toBe('canceled');
      const now = (await holds.holdsBetween(0, Number.MAX_SAFE_INTEGER)).find(
        (h) => h.start === third!.start,
      );
      expect(now).toMatchObject({ state: 'confirmed', replaces: hold!.messageId });
      const offered = (await site.booking.offered(CLINICIAN)).map((time) => time.start);
      expect(offered).toContain(first!.start);
      expect(offered).not.toContain(third!.start);
      expect(await site.booking.move(move, CLINICIAN, iso(first!.start))).toEqual({
        ok: false,
        reason: 'expired',
      });
      const movedMail = await mailWith(/^Moved: /);
      expect(movedMail.text).toContain('is moved to');
      const [withdrawn] = (await simpleParser(movedMail.raw)).attachments;
      expect(withdrawn!.content.toString('utf8')).toContain('METHOD:CANCEL');
      await mailWith(/^Canceled: /);
      await waitUntil(() => mails(/^Confirmed: /).length === 2, { what: 'the new time’s confirmation' });
    });
  });
}
