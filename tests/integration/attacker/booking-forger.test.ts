/**
 * The forger: another site's page posting to every booking and contact route through its visitors'
 * browsers (their Origin and Sec-Fetch-Site), against the real server and its store. Each post is
 * refused with 403 and stores nothing, sends nothing; the same request from the site's own page is
 * taken, so the refusal is the check's and not a broken request's.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '../../../src/config/practice.ts';
import {
  BOOKING_CANCEL_PATH,
  BOOKING_CHECK_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_FIELDS,
  BOOKING_NEXT_PATH,
  BOOKING_OFFER_PATH,
  BOOKING_PATH,
  BOOKING_TOKEN_PARAM,
  BOOKING_VERIFY_PATH,
} from '../../../src/lib/booking/booking-fields.ts';
import { TIME_FIELD, timeValue } from '../../../src/lib/booking/booking-form.ts';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { feedVariable } from '../../e2e/booking-feed-server.ts';
import { startFeedServer } from '../booking/feed-server.ts';
import { waitUntil } from '../helpers/wait.ts';
import { startSite, type SiteProcess } from '../server/helpers/site-process.ts';

const CLINICIAN = PRACTICE.therapists[0]!.id;
const FOR_WHOM = PRACTICE.audiences[0]!.id;
const FROM_EVIL = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

let feed: Awaited<ReturnType<typeof startFeedServer>>;
let server: SiteProcess;
let start = '';

beforeAll(async () => {
  feed = await startFeedServer([]);
  server = await startSite({ [feedVariable(CLINICIAN)]: feed.url, CONTACT_WORKER: 'off' });
  await waitUntil(
    async () => {
      const body = (await (await fetch(`${server.url}${BOOKING_NEXT_PATH}`)).json()) as {
        next: Record<string, string | null>;
      };
      start = body.next[CLINICIAN] ?? '';
      return start !== '';
    },
    { what: 'a free time' },
  );
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

const rows = (table: string) => {
  const db = new DatabaseSync(join(server.dataDir, 'contact.sqlite'), { readOnly: true });
  try {
    return Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  } finally {
    db.close();
  }
};
const mails = () => {
  try {
    return readdirSync(join(server.dataDir, 'mail')).length;
  } catch {
    return 0;
  }
};

const person = { name: 'Robin Vale', email: 'robin@example.org' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('the forger', () => {
  it('is refused on every booking and contact route, and nothing is stored or sent', async () => {
    const bookingJson = JSON.stringify({
      ...person,
      message: '',
      [BOOKING_FIELDS.clinician]: CLINICIAN,
      [BOOKING_FIELDS.start]: start,
      [BOOKING_FIELDS.forWhom]: FOR_WHOM,
    });
    const bookingForm = form({
      ...person,
      [TIME_FIELD]: timeValue(CLINICIAN, start),
      [BOOKING_FIELDS.forWhom]: FOR_WHOM,
    });
    const posts: [string, Record<string, string>, string][] = [
      [CONTACT_ENDPOINT, { 'Content-Type': 'application/json' }, bookingJson],
      [CONTACT_ENDPOINT, FORM, form({ ...person, message: 'Hello from another site.' })],
      [CONTACT_ENDPOINT, { 'Content-Type': 'text/plain' }, bookingJson],
      [BOOKING_PATH, FORM, bookingForm],
      ...[BOOKING_CONFIRM_PATH, BOOKING_OFFER_PATH, BOOKING_CANCEL_PATH, BOOKING_VERIFY_PATH].map(
        (path): [string, Record<string, string>, string] => [
          path,
          FORM,
          form({ [BOOKING_TOKEN_PARAM]: 'x.y' }),
        ],
      ),
    ];
    for (const [path, headers, body] of posts) {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...headers, ...FROM_EVIL },
        body,
        redirect: 'manual',
      });
      expect([path, headers['Content-Type'], answer.status]).toEqual([path, headers['Content-Type'], 403]);
      if (path === CONTACT_ENDPOINT) expect(await answer.json()).toMatchObject({ ok: false });
    }
    const kept = () => [rows('contact_messages'), rows('booking_holds'), rows('booking_verifications')];
    expect([...kept(), mails()]).toEqual([0, 0, 0, 0]);

    // The same request from the site's own page is taken: the refusal above was the check's.
    const own = await fetch(`${server.url}${BOOKING_PATH}`, {
      method: 'POST',
      headers: { ...FORM, 'Sec-Fetch-Site': 'same-origin', Origin: server.url },
      body: bookingForm,
      redirect: 'manual',
    });
    // Kept until its visitor types the code mailed to her: nothing held, nothing for the practice yet.
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toMatch(new RegExp(`^${BOOKING_CHECK_PATH}\\?r=[0-9a-f-]{36}$`));
    expect(kept()).toEqual([1, 0, 1]);
  });
});
