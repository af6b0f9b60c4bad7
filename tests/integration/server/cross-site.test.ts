/**
 * No route the server answers on demand changes anything for another site's page: every state-changing
 * method (POST, PUT, PATCH, DELETE), sent as a browser sends it from elsewhere, is refused (4xx) and
 * leaves the store and the mail folder as they were, on the real `npm start` server and its SQLite file.
 *
 * The routes are found, not listed (helpers/server-routes.ts): the build's manifest, checked against the
 * src/pages files it comes from, and the routes npm start answers before Astro. ROUTES says what the
 * site's own pages post to each (with a valid token where it needs one, taken from the emails the server
 * wrote); each such request is refused from elsewhere and then taken from the site, so the refusal was
 * the cross-site check's. A route the server answers that ROUTES does not describe fails the test, and so
 * does a route taking a post from elsewhere that ACCEPTED_FROM_ELSEWHERE does not list.
 *
 * The check (src/server/http/cross-site.ts) reads Origin and Sec-Fetch-Site, never Referer: a browser
 * sends Origin with every cross-site post, so a request with neither comes from no visitor's browser.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { isDeepStrictEqual } from 'node:util';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { ANSWERED_ENDPOINT, COUNT_ENDPOINT } from '../../../src/lib/analytics/wire.ts';
import {
  BOOKING_CALENDAR_PATH,
  BOOKING_CANCEL_PATH,
  BOOKING_CHECK_PATH,
  BOOKING_CODE_PATH,
  BOOKING_CONFIRM_PATH,
  BOOKING_FIELDS,
  BOOKING_NEXT_PATH,
  BOOKING_OFFER_PATH,
  BOOKING_PATH,
  BOOKING_RECORD_PATH,
  BOOKING_RESCHEDULE_PATH,
  BOOKING_RESEND_PATH,
  BOOKING_TOKEN_PARAM,
  BOOKING_VERIFY_PATH,
  KEPT_PARAM,
} from '../../../src/lib/booking/booking-fields.ts';
import { TIME_FIELD, timeValue } from '../../../src/lib/booking/booking-form.ts';
import {
  BOOKING_REQUESTED_PATH,
  CLINICIAN_PARAM,
  DAY_PARAM,
} from '../../../src/lib/booking/booking-pages.ts';
import { CONTACT_ENDPOINT } from '../../../src/lib/contact/contact-endpoint.ts';
import { feedVariable } from '../../../scripts/helpers/booking-feed-server.ts';
import { startFeedServer } from '../booking/feed-server.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';
import { manifestRoutes, onDemandPageFiles, onDemandRoutes } from './helpers/server-routes.ts';
import { startSite, type SiteProcess } from './helpers/site-process.ts';

/** The clinician booked with: the only one given a feed here. */
const CLINICIAN = PRACTICE.therapists[0]!.id;
const FOR_WHOM = PRACTICE.audiences[0]!.id;
const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** How often the counts are written: short, so a count a request added shows soon. */
const FLUSH_MS = 100;
/** A browser's: the beacon answers a crawler's (Node's own fetch is one to it) before any other check. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36';
const ELSEWHERE = 'https://evil.example';

/** How a browser marks a request from another site's page, in each way the check must catch. */
const FORGERIES: Record<string, Record<string, string>> = {
  'a browser on another site': { Origin: ELSEWHERE, 'Sec-Fetch-Site': 'cross-site' },
  'a browser without Sec-Fetch-Site (Safari before 16.4)': { Origin: ELSEWHERE },
  'a page of another server on this host (same-site, not same-origin)': {
    Origin: 'http://127.0.0.1:1',
    'Sec-Fetch-Site': 'same-site',
  },
  'a page withholding its origin (Origin: null)': { Origin: 'null' },
};

/** A request as one of the site's own pages sends it. */
interface SitePost {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** The links and times the setup took from the server's emails and pages, each still unused. */
interface Given {
  answered: string;
  verify: string;
  confirm: string;
  offer: string;
  cancel: string;
  reschedule: string;
  /** Requests kept for their code: its id and the code mailed, one for each route that takes it. */
  codeEndpoint: KeptCode;
  checkPage: KeptCode;
  resend: KeptCode;
  /** Free times, in the order the booking page offers them. */
  times: string[];
}

interface KeptCode {
  id: string;
  code: string;
}

type RouteUse =
  /**
   * What the site's pages post to the route: each is refused from elsewhere and taken from the site,
   * where it writes, unless `writesNothing` says why it need not.
   */
  | { posts: (given: Given) => SitePost[]; writesNothing?: string }
  /** Why the route takes no post from anywhere: a post from the site itself is refused too. */
  | { takesNoPost: string };

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** A signed link's page, its button pressed: the token posted back in the form. */
const press = (path: string, token: string): SitePost => ({
  path,
  headers: FORM,
  body: form({ [BOOKING_TOKEN_PARAM]: token }),
});
const person = (email: string) => ({ name: 'Robin Vale', email });
const bookingJson = (email: string, start: string) =>
  JSON.stringify({
    ...person(email),
    message: '',
    [BOOKING_FIELDS.clinician]: CLINICIAN,
    [BOOKING_FIELDS.start]: start,
    [BOOKING_FIELDS.forWhom]: FOR_WHOM,
  });

/** Every route the server answers on demand, by the name the manifest gives it, and what it takes. */
const ROUTES: Record<string, RouteUse> = {
  [CONTACT_ENDPOINT]: {
    // The contact form's script, then the same form without JavaScript.
    posts: () => [
      {
        path: CONTACT_ENDPOINT,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...person('script@example.org'), message: 'Please call me back.' }),
      },
      {
        path: CONTACT_ENDPOINT,
        headers: FORM,
        body: form({ ...person('plain@example.org'), message: 'Please call me back.' }),
      },
    ],
  },
  [COUNT_ENDPOINT]: {
    // navigator.sendBeacon with a string, as every page sends it when left.
    posts: () => [
      { path: COUNT_ENDPOINT, headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: '{"p":"/"}' },
    ],
  },
  [ANSWERED_ENDPOINT]: {
    posts: ({ answered }) => [
      { path: `${ANSWERED_ENDPOINT}?t=${encodeURIComponent(answered)}`, headers: FORM, body: '' },
    ],
  },
  [BOOKING_PATH]: {
    // The booking page's form without JavaScript.
    posts: ({ times }) => [
      {
        path: BOOKING_PATH,
        headers: FORM,
        body: form({
          ...person('five@example.org'),
          [TIME_FIELD]: timeValue(CLINICIAN, times[5]!),
          [BOOKING_FIELDS.forWhom]: FOR_WHOM,
        }),
      },
    ],
  },
  [BOOKING_VERIFY_PATH]: { posts: ({ verify }) => [press(BOOKING_VERIFY_PATH, verify)] },
  // The code panel's script, and the same panel's form without JavaScript.
  [BOOKING_CODE_PATH]: {
    posts: ({ codeEndpoint }) => [
      {
        path: BOOKING_CODE_PATH,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(codeEndpoint),
      },
    ],
  },
  [BOOKING_CHECK_PATH]: {
    posts: ({ checkPage }) => [
      {
        path: `${BOOKING_CHECK_PATH}?${KEPT_PARAM}=${checkPage.id}`,
        headers: FORM,
        body: form({ [KEPT_PARAM]: checkPage.id, code: checkPage.code }),
      },
    ],
  },
  [BOOKING_RESEND_PATH]: {
    posts: ({ resend }) => [
      {
        path: BOOKING_RESEND_PATH,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: resend.id }),
      },
    ],
    writesNothing: 'within a minute of the last code it mails none, and says when another can go',
  },
  [BOOKING_RESCHEDULE_PATH]: {
    posts: ({ reschedule, times }) => [
      {
        path: BOOKING_RESCHEDULE_PATH,
        headers: FORM,
        body: form({ [BOOKING_TOKEN_PARAM]: reschedule, [TIME_FIELD]: timeValue(CLINICIAN, times[11]!) }),
      },
    ],
  },
  [BOOKING_RECORD_PATH]: { takesNoPost: 'her record: it only reads' },
  [BOOKING_CALENDAR_PATH]: { takesNoPost: 'her record as a calendar file: GET only' },
  '/book/[action]': {
    posts: ({ confirm, offer, cancel }) => [
      press(BOOKING_CONFIRM_PATH, confirm),
      press(BOOKING_OFFER_PATH, offer),
      press(BOOKING_CANCEL_PATH, cancel),
    ],
  },
  [BOOKING_REQUESTED_PATH]: { takesNoPost: "where the booking form's post lands: it only reads" },
  [BOOKING_NEXT_PATH]: { takesNoPost: "each clinician's next free time, for the pages' script: GET only" },
  '/_image': { takesNoPost: "Astro's image endpoint: GET only" },
  '/_server-islands/[name]': { takesNoPost: "Astro's server islands: the site has none to render" },
};

/**
 * The posts from another site that a route takes on purpose, and why. Each is sent from elsewhere, must
 * be answered as said, and must write nothing at all: it gives another site nothing a visitor could not
 * do from this one.
 */
const ACCEPTED_FROM_ELSEWHERE = [
  {
    route: COUNT_ENDPOINT,
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    why: "a known crawler's beacon is answered 204, as if counted, before its origin is read, so it has no reason to send it again; it is counted nowhere",
  },
];

/** A route's address with any parameter filled: a route that takes no post is asked at one. */
const addressOf = (route: string) => route.replace(/\[[^\]]+\]/g, 'any');

let feed: Awaited<ReturnType<typeof startFeedServer>>;
let server: SiteProcess;
let given: Given;

const SAME_SITE = () => ({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' });

const send = (method: string, post: SitePost, from: Record<string, string>) =>
  fetch(`${server.url}${post.path}`, {
    method,
    headers: { 'User-Agent': BROWSER, ...post.headers, ...from },
    body: post.body,
    redirect: 'manual',
  });

const mailDir = () => join(server.dataDir, 'mail');
function mailFiles(): string[] {
  try {
    // A mail being written is a `.partial` file until it is renamed whole.
    return readdirSync(mailDir())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

type Stored = Record<string, string[]>;

/** Every row of every table of the server's SQLite file, and the emails it wrote. */
function stored(): Stored {
  const db = new DatabaseSync(join(server.dataDir, 'contact.sqlite'), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    const state: Stored = { 'mail folder': mailFiles() };
    for (const { name } of tables as { name: string }[]) {
      state[name] = db
        .prepare(`SELECT * FROM "${name}"`)
        .all()
        .map((row) =>
          JSON.stringify(row, (_, value: unknown) =>
            value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
          ),
        )
        .sort();
    }
    return state;
  } finally {
    db.close();
  }
}

/** The store once nothing more arrives: the outbox sent, the counts written. */
async function settled(): Promise<Stored> {
  let last = stored();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await sleep(FLUSH_MS * 3);
    const now = stored();
    if (isDeepStrictEqual(now, last)) return now;
    last = now;
  }
  throw new Error('the store kept changing for 30 s');
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function mails(): Promise<Mail[]> {
  return Promise.all(
    mailFiles().map(async (file) => {
      const mail = await simpleParser(readFileSync(join(mailDir(), file)));
      return {
        to: [mail.to]
          .flat()
          .map((address) => address?.text ?? '')
          .join(', '),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
      };
    }),
  );
}

/** The email the server wrote that `wanted` picks, once it has. */
async function mailWhere(what: string, wanted: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await waitUntil(async () => (found = (await mails()).find(wanted)) !== undefined, {
    timeoutMs: 20_000,
    intervalMs: 100,
    what,
  });
  return found!;
}

/** `count` free times of the booked clinician, day by day as the booking page offers them. */
async function freeTimes(count: number): Promise<string[]> {
  const page = async (day?: string) => {
    const query = new URLSearchParams({ [CLINICIAN_PARAM]: CLINICIAN, ...(day ? { [DAY_PARAM]: day } : {}) });
    return (await fetch(`${server.url}${BOOKING_PATH}?${query}`)).text();
  };
  const timesOn = (html: string) =>
    [...html.matchAll(new RegExp(`name="${TIME_FIELD}" value="${CLINICIAN} ([^"]+)"`, 'g'))].map(
      (match) => match[1]!,
    );
  let first = '';
  await waitUntil(async () => timesOn((first = await page())).length > 0, { what: 'the feed read' });
  const times = new Set(timesOn(first));
  const days = new Set(
    [...first.matchAll(new RegExp(`${DAY_PARAM}=(\\d{4}-\\d{2}-\\d{2})`, 'g'))].map((m) => m[1]!),
  );
  for (const day of days) {
    if (times.size >= count) break;
    for (const time of timesOn(await page(day))) times.add(time);
  }
  if (times.size < count) throw new Error(`only ${times.size} free times offered`);
  return [...times];
}

/** The token of the link in `text` that follows `label`, or that leads to `path`. */
function tokenIn(text: string, link: { label: string } | { path: string }): string {
  const pattern =
    'label' in link
      ? new RegExp(`${link.label}: (\\S+)`)
      : new RegExp(`(https?://\\S+${link.path.replaceAll('/', '\\/')}\\?\\S+)`);
  const address = pattern.exec(text)?.[1];
  if (!address) throw new Error(`no link ${JSON.stringify(link)} in:\n${text}`);
  // Every link the server mails carries its token as `t`.
  return new URL(address).searchParams.get('t')!;
}

/** Sent from the site, as its own pages send it; must be taken. */
async function fromSite(post: SitePost) {
  const answer = await send('POST', post, SAME_SITE());
  // Taken: answered, or sent on to the next page (a pressed link leads to her record).
  expect([post.path, answer.status < 400]).toEqual([post.path, true]);
}

/** A booking request as the page's script sends it: its id, the code mailed, and the link's token. */
async function requestKept(email: string, start: string) {
  const answer = await send(
    'POST',
    {
      path: CONTACT_ENDPOINT,
      headers: { 'Content-Type': 'application/json' },
      body: bookingJson(email, start),
    },
    SAME_SITE(),
  );
  expect(answer.status).toBe(200);
  const { request } = (await answer.json()) as { request: { id: string } };
  const mail = await mailWhere(`the code mailed to ${email}`, (m) => m.to.includes(email));
  return {
    id: request.id,
    code: /^(\d{6}) /.exec(mail.subject)![1]!,
    verify: tokenIn(mail.text, { path: BOOKING_VERIFY_PATH }),
  };
}

const requestBooking = async (email: string, start: string) => (await requestKept(email, start)).verify;

/** The practice's email for the request of `email`, once its visitor has sent it on from her link. */
const practiceMail = (email: string) =>
  mailWhere(
    `the practice's email for ${email}`,
    (m) => /^Consultation request/.test(m.subject) && m.text.includes(email),
  );

describe.skipIf(!PRACTICE.booking)('a post from another site', () => {
  beforeAll(async () => {
    feed = await startFeedServer([]);
    server = await startSite({
      [feedVariable(CLINICIAN)]: feed.url,
      CONTACT_POLL_SECONDS: '0.05',
      CONTACT_RATE_LIMIT: '1000',
      ANALYTICS_FLUSH_SECONDS: String(FLUSH_MS / 1000),
      // The weekly digest would be queued whenever the test happens to run on a Monday morning.
      DIGEST: 'off',
    });
    const times = await freeTimes(12);

    // A contact message: the practice's email carries its "Mark as answered" link.
    await fromSite({
      path: CONTACT_ENDPOINT,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...person('asks@example.org'), message: 'When can we talk?' }),
    });
    const asked = await mailWhere('the contact email', (m) => m.text.includes('asks@example.org'));
    const answered = tokenIn(asked.text, { path: ANSWERED_ENDPOINT });

    // One request confirmed (its visitor's cancel link), two waiting for the practice (a confirm link and
    // an offer link), one kept until its visitor presses her link.
    await fromSite(press(BOOKING_VERIFY_PATH, await requestBooking('one@example.org', times[1]!)));
    await fromSite(
      press(
        BOOKING_CONFIRM_PATH,
        tokenIn((await practiceMail('one@example.org')).text, { label: 'Confirm this time' }),
      ),
    );
    const confirmed = await mailWhere(
      'the confirmation',
      (m) => m.to.includes('one@example.org') && /^Confirmed: /.test(m.subject),
    );
    const cancel = tokenIn(confirmed.text, { label: 'Cancel here' });
    // Another confirmed one, whose visitor moves it (the first is canceled by then).
    await fromSite(press(BOOKING_VERIFY_PATH, await requestBooking('nine@example.org', times[10]!)));
    await fromSite(
      press(
        BOOKING_CONFIRM_PATH,
        tokenIn((await practiceMail('nine@example.org')).text, { label: 'Confirm this time' }),
      ),
    );
    const moving = await mailWhere(
      'the second confirmation',
      (m) => m.to.includes('nine@example.org') && /^Confirmed: /.test(m.subject),
    );
    const reschedule = tokenIn(moving.text, { label: 'Move it here' });
    await fromSite(press(BOOKING_VERIFY_PATH, await requestBooking('two@example.org', times[2]!)));
    const confirm = tokenIn((await practiceMail('two@example.org')).text, { label: 'Confirm this time' });
    await fromSite(press(BOOKING_VERIFY_PATH, await requestBooking('three@example.org', times[3]!)));
    const offer = tokenIn((await practiceMail('three@example.org')).text, { label: 'Offer other times' });
    const verify = await requestBooking('four@example.org', times[4]!);
    // Three kept for their codes: the panel's script, its form without JavaScript, "Send again".
    const codeEndpoint = await requestKept('six@example.org', times[6]!);
    const checkPage = await requestKept('seven@example.org', times[7]!);
    const resend = await requestKept('eight@example.org', times[8]!);

    given = { answered, verify, confirm, offer, cancel, reschedule, codeEndpoint, checkPage, resend, times };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await feed?.close();
  });

  it('is tried on every route the server answers on demand, each described in ROUTES', () => {
    // The manifest the server runs is the one the source describes: no page built apart, none left out.
    const built = manifestRoutes()
      .filter((route) => !route.prerender && route.origin === 'project')
      .map((route) => route.component)
      .sort();
    expect(built).toEqual(onDemandPageFiles());
    const found = onDemandRoutes().map((route) => route.route);
    expect(found).toContain(COUNT_ENDPOINT);
    expect(
      found.filter((route) => !(route in ROUTES)),
      'routes the server answers that ROUTES does not describe: say what the site posts to each',
    ).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !found.includes(route))).toEqual([]);
    expect(ACCEPTED_FROM_ELSEWHERE.filter(({ route }) => !found.includes(route))).toEqual([]);
  });

  it('is refused on every route, with every state-changing method, and writes nothing', async () => {
    const before = await settled();
    let last = before;
    const taken: string[] = [];
    let sent = 0;
    for (const { route } of onDemandRoutes()) {
      // A route ROUTES does not describe (the first test names it) is still asked, with an empty form.
      const use = ROUTES[route];
      const posts =
        use && 'posts' in use ? use.posts(given) : [{ path: addressOf(route), headers: FORM, body: '' }];
      for (const post of posts) {
        for (const method of METHODS) {
          for (const [forgery, headers] of Object.entries(FORGERIES)) {
            const answer = await send(method, post, headers);
            await answer.arrayBuffer();
            sent++;
            const now = stored();
            const wrote = !isDeepStrictEqual(now, last);
            last = now;
            if (answer.status < 400 || answer.status >= 500 || wrote) {
              taken.push(
                `${method} ${post.path} from ${forgery}: ${answer.status}${wrote ? ', written' : ''}`,
              );
            }
          }
        }
      }
    }
    expect.soft(taken).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(Object.keys(ROUTES).length * METHODS.length);
    // A count is written a flush later: none may have been.
    await sleep(FLUSH_MS * 5);
    expect(stored()).toEqual(before);
  }, 120_000);

  it('is taken where ACCEPTED_FROM_ELSEWHERE says why, and writes nothing there either', async () => {
    for (const { route, headers, why } of ACCEPTED_FROM_ELSEWHERE) {
      const use = ROUTES[route]!;
      if (!('posts' in use)) throw new Error(`${route} takes no post`);
      const before = await settled();
      for (const post of use.posts(given)) {
        const answer = await send('POST', post, { ...FORGERIES['a browser on another site'], ...headers });
        expect(answer.status, why).toBeLessThan(400);
      }
      await sleep(FLUSH_MS * 5);
      expect(stored(), why).toEqual(before);
    }
  });

  it('was refused for being from elsewhere: the same requests from the site itself are taken', async () => {
    for (const { route } of onDemandRoutes()) {
      const use = ROUTES[route];
      if (!use) continue;
      if ('takesNoPost' in use) {
        const before = await settled();
        const answer = await send('POST', { path: addressOf(route), headers: FORM, body: '' }, SAME_SITE());
        expect([route, answer.status >= 400 && answer.status < 500], use.takesNoPost).toEqual([route, true]);
        expect(stored()).toEqual(before);
        continue;
      }
      for (const post of use.posts(given)) {
        const before = await settled();
        const answer = await send('POST', post, SAME_SITE());
        expect([post.path, answer.status < 400]).toEqual([post.path, true]);
        if (use.writesNothing) continue;
        await waitUntil(() => !isDeepStrictEqual(stored(), before), { what: `what ${post.path} writes` });
      }
    }
  }, 120_000);
});
