/**
 * Booking the free consultation in Chromium, against the calendar feeds of
 * scripts/helpers/booking-feed-server.ts (every clinician booked online has one), under whichever practice
 * the run reads: on a phone from the home page to her record in at most eight taps, the code typed, with
 * and without JavaScript; "Send again", "Wrong address?" and three wrong codes; a request from a phone
 * alone told its number and hours, or asked for an email where the practice takes none; from a "Next
 * free" line's time to the confirmed invitation (confirmed by the practice's link, or at once where the
 * practice books a proven request itself) and its cancel link; the journey of choosing a day and a time
 * with and without JavaScript and by keyboard alone, a taken time answered with the next ones, axe on the
 * pages, and the page's figures on a phone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { BOOKING_COPY, CODE_COPY, LINK_COPY, RECORD_COPY } from '../../src/lib/booking/booking-copy.ts';
import {
  BOOKING_FIELDS,
  BOOKING_RECORD_PATH,
  BOOKING_TOKEN_PARAM,
} from '../../src/lib/booking/booking-fields.ts';
import { officeHoursWords } from '../../src/lib/calendar/office-hours-words.ts';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { PRACTICE } from '#practice';
import { literal } from '../practice.ts';
import { axeViolations } from './a11y/axe.ts';
import { FEED_CLINICIANS } from '../../scripts/helpers/booking-feed-server.ts';
import { expectStartInView, unique } from './contact-shared.ts';

// playwright.config.ts starts the server with DATA_DIR=data/e2e: the worker writes .eml files there.
const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');

/**
 * The two clinicians the tests book with. Each test that sends a request has a lane of its own, one of
 * their days, so tests running side by side never take each other's times, whether the practice books
 * two clinicians online or ten: FIRST's first day is the "Next free" line's; SECOND's first day is the
 * eight taps' (one test after the other); the later days are the other tests'.
 */
const [FIRST, SECOND] = FEED_CLINICIANS;
const nameOf = (clinician: string) => PRACTICE.therapists.find((t) => t.id === clinician)!.name;
const { confirmVerified, acceptPhoneOnly } = PRACTICE.booking!.requests;
/**
 * Her record once her code is right: booked at once where the practice confirms a proven request
 * itself, else waiting for the practice's answer by a time it names.
 */
const PROVEN = confirmVerified
  ? { heading: RECORD_COPY.confirmed, status: 'STATUS:CONFIRMED' }
  : { heading: RECORD_COPY.pending, status: 'STATUS:TENTATIVE' };

/** The delivered email whose text holds the marker and matches `which`, parsed with its attachments. */
async function findMail(marker: string, which: (mail: ParsedMail) => boolean): Promise<ParsedMail | null> {
  if (!existsSync(MAIL_DIR)) return null;
  for (const file of readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))) {
    const mail = await simpleParser(readFileSync(join(MAIL_DIR, file)));
    if ((mail.text ?? '').includes(marker) && which(mail)) return mail;
  }
  return null;
}

async function waitForMail(marker: string, which: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  let found: ParsedMail | null = null;
  await expect.poll(async () => (found = await findMail(marker, which)), { timeout: 15_000 }).not.toBeNull();
  return found!;
}

/** A link of an email, as an address on the server under test. */
function linkIn(mail: ParsedMail, label: RegExp): string {
  const url = new RegExp(`${label.source}\\s*(https?://\\S+)`).exec(mail.text ?? '')?.[1];
  expect(url, `a link after ${label}`).toBeTruthy();
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

/** An address of this run's own, so a link mailed to it in an earlier run is never found. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The code mailed to `email` (the newest, when `count` have come), as she reads it in the subject. */
async function codeFor(email: string, count = 1): Promise<string> {
  const codes = async () => {
    const found: string[] = [];
    if (!existsSync(MAIL_DIR)) return found;
    for (const file of readdirSync(MAIL_DIR)
      .filter((name) => name.endsWith('.eml'))
      .sort()) {
      const mail = await simpleParser(readFileSync(join(MAIL_DIR, file)));
      const code = /^(\d{6}) is your code for /.exec(mail.subject ?? '')?.[1];
      if (code && JSON.stringify(mail.to).includes(email)) found.push(code);
    }
    return found;
  };
  await expect.poll(async () => (await codes()).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
  return (await codes()).at(-1)!;
}

/** An answer glides into view below the sticky header: axe measures the page once it rests. */
async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
}

/**
 * Axe on the whole page from its top, once any glide has rested: scrolled to an answer, the links above
 * it sit partly under the sticky header, which axe would measure as too small a target.
 */
async function axeFromTop(page: Page) {
  await scrollSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  return axeViolations(page);
}

/** Axe on a page a test without JavaScript reached, opened again at the same address with it. */
async function axeAt(browser: Browser, address: string) {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(address);
  const violations = await axeViolations(page);
  await page.close();
  return violations;
}

/** Counts her taps: each press or focus of a control she would touch on a phone. */
function tapper(page: Page) {
  let taps = 0;
  return {
    tap: async (target: ReturnType<Page['locator']>) => {
      taps += 1;
      await target.click();
    },
    type: async (target: ReturnType<Page['locator']>, text: string) => {
      taps += 1;
      await target.click();
      await page.keyboard.type(text);
    },
    get count() {
      return taps;
    },
  };
}

/** Her record, as the panel or its page shows it: when, with whom and credentials, how, and what comes next. */
async function expectRecord(page: Page, clinician: string) {
  const record = page.locator('section[aria-labelledby="booking-record-heading"]');
  await expect(record.getByRole('heading', { name: PROVEN.heading })).toBeVisible();
  await expect(record).toContainText(PRACTICE.therapists.find((t) => t.id === clinician)!.credentials);
  await expect(record).toContainText(
    new RegExp(`A ${PRACTICE.consultationMinutes}-minute (phone|video) call`),
  );
  if (!confirmVerified) await expect(record).toContainText(/by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [ap]m/);
  const calendar = await page.request.get(
    (await record.getByRole('link', { name: RECORD_COPY.addToCalendar }).getAttribute('href'))!,
  );
  expect(await calendar.text()).toContain(PROVEN.status);
  return record;
}

const times = (page: Page) => page.locator('#main-content').getByRole('radio');
const dayLinks = (page: Page) => page.getByRole('navigation', { name: 'Which day' }).getByRole('link');
/** The shown day's radio group's legend: "Times on Monday, November 30", then which clock they are on. */
const legend = (page: Page) => page.locator('#main-content fieldset legend').first();
/** "Times on Monday, November 30" of the day shown. */
async function shownDay(page: Page): Promise<string> {
  return /^Times on \w+, \w+ \d+/.exec((await legend(page).textContent()) ?? '')?.[0] ?? 'no day shown';
}
const PHONE = { width: 375, height: 667 };

/** The address of a test's lane: the clinician's `day`th day with free times (0 is her first). */
async function laneAddress(page: Page, clinician: string, day: number): Promise<string> {
  await page.goto(`/book?clinician=${clinician}`);
  return (await dayLinks(page).nth(day).getAttribute('href'))!;
}

/**
 * The form hydrates on the first touch or focus. A press before its code has run is a plain form post,
 * which the no-JavaScript tests cover, so a test of the answer in place waits for the island first.
 */
async function hydrated(page: Page) {
  await expect(page.locator('astro-island[component-url*="BookingForm"]')).not.toHaveAttribute('ssr', /.*/);
}

test('with JavaScript: ask for a time, the practice confirms it, the invitation arrives, the visitor cancels', async ({
  page,
}) => {
  const name = unique('Visitor');
  // The static therapists page shows the card's next free time, filled in by its inline script.
  await page.goto('/therapists');
  const line = page.locator(`#${FIRST}`).getByText(BOOKING_COPY.nextFree);
  await expect(line).toHaveText(/: \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [ap]m$/);
  await line.getByRole('link').click();
  // The line's time is open, chosen, on its own day, with the form ready below it.
  await expect(page).toHaveURL(new RegExp(`/book\\?clinician=${literal(FIRST)}&time=[^&]+#booking-times$`));
  const first = times(page).first();
  await expect(first).toBeChecked();
  await expect(page.locator('#booking-chosen')).toContainText(/^Your time: \w{3}, \w{3} \d{1,2}, /);
  await first.focus();
  await hydrated(page);
  const start = (await first.getAttribute('value'))!.split(' ')[1]!;
  await page.getByLabel('Name', { exact: true }).fill(name);
  const email = uniqueEmail('visitor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
  await expect(page.getByRole('heading', { name: CODE_COPY.heading })).toBeFocused();
  await page.getByLabel(CODE_COPY.label).fill(await codeFor(email));
  await page.getByRole('button', { name: CODE_COPY.submit }).click();
  await expectRecord(page, FIRST!);
  expect(await axeViolations(page)).toEqual([]);

  const main = page.locator('#main-content');
  // Where the practice confirms each request itself, its email's link does it; else it is booked already.
  if (!confirmVerified) {
    const practiceMail = await waitForMail(name, (mail) => /Confirm this time:/.test(mail.text ?? ''));
    await page.goto(linkIn(practiceMail, /Confirm this time:/));
    await expect(main.getByRole('button')).toHaveCount(1);
    await main.getByRole('button', { name: LINK_COPY.confirm.button }).click();
    await expect(main.getByRole('status')).toHaveText(LINK_COPY.confirm.done);
  }

  const visitorMail = await waitForMail(name, (mail) =>
    mail.attachments.some((file) => file.filename === 'invite.ics' && /cancel/i.test(mail.text ?? '')),
  );
  const invite = visitorMail.attachments.find((file) => file.filename === 'invite.ics')!;
  const event = new ICAL.Component(ICAL.parse(invite.content.toString('utf8'))).getFirstSubcomponent(
    'vevent',
  )!;
  const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  expect(dtstart.toJSDate().toISOString()).toBe(start);

  expect(visitorMail.from?.text).toContain(PRACTICE.name);
  await page.goto(linkIn(visitorMail, /Cancel here:/));
  await main.getByRole('button', { name: LINK_COPY.cancel.button }).click();
  await expect(main.getByRole('status')).toHaveText(LINK_COPY.cancel.done);
  expect(await axeViolations(page)).toEqual([]);
});

test('a time taken meanwhile is answered in place with the next times', async ({ page, baseURL }) => {
  await page.goto(await laneAddress(page, FIRST, 1));
  const chosen = times(page).nth(1);
  const [clinicianId, start] = (await chosen.getAttribute('value'))!.split(' ');
  // Another visitor asks for the same time and proves her address with the link mailed to her.
  const first = uniqueEmail('first');
  const asked = await page.request.post(CONTACT_ENDPOINT, {
    headers: { Origin: baseURL! },
    data: {
      name: unique('First'),
      email: first,
      [BOOKING_FIELDS.clinician]: clinicianId,
      [BOOKING_FIELDS.start]: start,
      [BOOKING_FIELDS.forWhom]: 'myself',
    },
  });
  expect(asked.status()).toBe(200);
  const mailed = await waitForMail('', (mail) => JSON.stringify(mail.to).includes(first));
  const link = linkIn(mailed, /press the button on its page:/);
  const sent = await page.request.post(link, {
    headers: { Origin: baseURL! },
    form: { [BOOKING_TOKEN_PARAM]: new URL(link, baseURL).searchParams.get(BOOKING_TOKEN_PARAM)! },
  });
  expect(new URL(sent.url()).pathname).toBe(BOOKING_RECORD_PATH);
  await chosen.check();
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(unique('Second'));
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('second'));
  await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: BOOKING_COPY.taken });
  await expect(alert.getByRole('heading')).toBeFocused();
  await expect(alert.getByRole('radio').first()).toBeVisible();
  await expect(page.locator(`input[value="${clinicianId} ${start}"]`)).toHaveCount(0);
  await scrollSettled(page);
  expect(await axeViolations(page)).toEqual([]);
});

/** Presses Tab until the target has focus (at most `most` times): the path a keyboard alone takes. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, most = 60) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('by keyboard alone: another day, back, a time by arrow keys, the fields, Enter sends', async ({
  page,
}) => {
  await page.goto(await laneAddress(page, FIRST, 2));
  const first = await shownDay(page);
  const second = dayLinks(page).nth(3);
  await tabTo(page, second);
  await hydrated(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/&day=\d{4}-\d\d-\d\d$/);
  await expect(second).toHaveAttribute('aria-current', 'date');
  await expect(legend(page)).not.toContainText(first);
  await page.goBack();
  await expect(legend(page)).toContainText(first);
  await tabTo(page, times(page).first());
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(times(page).nth(1)).toBeChecked();
  await expect(page.locator('#booking-chosen')).toContainText('Your time:');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(unique('Keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type(uniqueEmail('keys'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: CODE_COPY.heading })).toBeFocused();
});

test('with JavaScript: another day is shown in place, Back returns to the first, nothing typed is lost', async ({
  page,
}) => {
  await page.goto('/book');
  const first = await shownDay(page);
  const name = page.getByLabel('Name', { exact: true });
  await name.focus();
  await hydrated(page);
  await name.fill('Typed before the day changed');
  // No page load between the steps: a mark left on the window survives them.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await dayLinks(page).nth(2).click();
  await expect(dayLinks(page).nth(2)).toHaveAttribute('aria-current', 'date');
  await expect(page.getByRole('status').filter({ hasText: /^Times on / })).toBeAttached();
  await page.goBack();
  await expect(legend(page)).toContainText(first);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(name).toHaveValue('Typed before the day changed');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('on a phone, 375 x 667, with every clinician’s feed', () => {
  test.use({ viewport: PHONE });

  test('from /book the first free time is asked for with two choices and two fields', async ({ page }) => {
    await page.goto('/book');
    // This test's lane is the second clinician's second day: it reaches it as a visitor does.
    await page.getByRole('link', { name: nameOf(SECOND) }).click();
    await dayLinks(page).nth(1).click();
    await expect(dayLinks(page).nth(1)).toHaveAttribute('aria-current', 'date');
    const time = times(page).first();
    await time.focus();
    await hydrated(page);
    await time.check();
    const field = page.getByLabel('Name', { exact: true });
    // The form's first field is within two screens of the chosen time.
    const [timeBox, fieldBox] = [await time.boundingBox(), await field.boundingBox()];
    const distance = fieldBox!.y - timeBox!.y;
    console.info(`[booking] the form's first field is ${Math.round(distance)} px below the chosen time`);
    expect(distance).toBeGreaterThan(0);
    expect(distance).toBeLessThanOrEqual(2 * PHONE.height);
    await field.fill(unique('Phone'));
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('phone'));
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    // The answer's first line shows below the sticky header, not scrolled away above it.
    const heading = page.getByRole('heading', { name: CODE_COPY.heading });
    await expect(heading).toBeFocused();
    await expectStartInView(heading);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each clinician’s page, and each day of whoever is free soonest, ends its form within two and a quarter screens', async ({
      page,
    }) => {
      await page.goto('/book');
      const who = await page
        .getByRole('navigation', { name: 'With whom' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      const days = await dayLinks(page).evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      );
      expect(who.length).toBeGreaterThan(2);
      expect(days.length).toBeGreaterThan(5);
      // What she reads and fills ends with the request's button: the footer below it is the site's.
      let tallest = [0, ''] as [number, string];
      for (const address of [...who, ...days]) {
        await page.goto(address);
        await expect(times(page).first()).toBeVisible();
        const end = await page
          .getByRole('button', { name: BOOKING_COPY.submit })
          .evaluate((button) => button.getBoundingClientRect().bottom + window.scrollY);
        if (end > tallest[0]) tallest = [end, new URL(address).search];
        expect(end, address).toBeLessThanOrEqual(2.25 * PHONE.height);
      }
      console.info(
        `[booking] the longest form ends ${Math.round(tallest[0])} px down (${tallest[1] || '/book'})`,
      );
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the journey: another day by its link, Back, a time, the fields, a plain form post', async ({
    page,
  }) => {
    await page.goto('/book');
    const first = await shownDay(page);
    await dayLinks(page).nth(1).click();
    await expect(page).toHaveURL(/\/book\?day=\d{4}-\d\d-\d\d$/);
    await expect(dayLinks(page).nth(1)).toHaveAttribute('aria-current', 'date');
    await expect(legend(page)).not.toContainText(first);
    await page.goBack();
    await expect(legend(page)).toContainText(first);
    await page
      .getByRole('navigation', { name: 'With whom' })
      .getByRole('link', { name: nameOf(SECOND) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/book\\?clinician=${literal(SECOND)}$`));
  });
});

test.describe('on a phone, 375 x 667: from the home page to her record', () => {
  test.use({ viewport: PHONE });

  test.describe('with and without JavaScript', () => {
    // Both ask for the last time of the second clinician's first day, one after the other: the second
    // finds the first's time held and takes the one before it.
    test.describe.configure({ mode: 'serial' });

    for (const javaScript of [true, false]) {
      test(`in at most eight taps, the code typed, ${javaScript ? 'with' : 'without'} JavaScript`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: PHONE,
          javaScriptEnabled: javaScript,
        });
        const page = await context.newPage();
        const taps = tapper(page);
        await page.goto('/');
        await taps.tap(page.locator('#main-content a[href^="/book"]').first());
        await expect(page).toHaveURL(/\/book(\?|$)/);
        const clinician = SECOND;
        await taps.tap(
          page.getByRole('navigation', { name: 'With whom' }).getByRole('link', { name: nameOf(clinician) }),
        );
        const time = times(page).last();
        if (javaScript) {
          await time.focus();
          await hydrated(page);
        }
        await taps.tap(time.locator('xpath=..'));
        await taps.type(page.getByLabel('Name', { exact: true }), unique('Taps'));
        const email = uniqueEmail(javaScript ? 'taps' : 'plain-taps');
        await taps.type(page.getByLabel('Email', { exact: true }), email);
        await taps.tap(page.getByRole('button', { name: BOOKING_COPY.submit }));
        const panel = page.locator('section[aria-labelledby="booking-code-heading"]');
        await expect(panel).toContainText(`${CODE_COPY.sentTo} ${email}.`);
        if (!javaScript) {
          await expect(page).toHaveURL(/\/book\/check-email\?r=[0-9a-f-]{36}$/);
          expect(await axeAt(browser, page.url())).toEqual([]);
        }
        await taps.type(page.getByLabel(CODE_COPY.label), await codeFor(email));
        await taps.tap(page.getByRole('button', { name: CODE_COPY.submit }));
        await expectRecord(page, clinician);
        console.info(
          `[booking] ${javaScript ? 'with' : 'without'} JavaScript: / to her record in ${taps.count} taps`,
        );
        expect(taps.count).toBeLessThanOrEqual(8);
        // Axe runs in the page: without JavaScript, her record's page is opened again with it to be checked.
        if (javaScript) expect(await axeFromTop(page)).toEqual([]);
        else expect(await axeAt(browser, page.url())).toEqual([]);
        await context.close();
      });
    }
  });

  test('"Send again" says when, "Wrong address?" brings the form back filled, three wrong codes end it holding nothing', async ({
    page,
  }) => {
    const lane = await laneAddress(page, SECOND, 2);
    await page.goto(lane);
    const time = times(page).nth(1);
    const value = (await time.getAttribute('value'))!;
    await time.focus();
    await hydrated(page);
    await time.check();
    const typo = uniqueEmail('typo').replace('@example.com', '@exmaple.com');
    await page.getByLabel('Name', { exact: true }).fill('Ana Typo');
    await page.getByLabel('Email', { exact: true }).fill(typo);
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    const panel = page.locator('section[aria-labelledby="booking-code-heading"]');
    await expect(panel).toContainText(typo);
    await expect(panel).toContainText(
      new RegExp(`${CODE_COPY.yourTime} \\w{3}, \\w{3} \\d{1,2}, .* with ${literal(nameOf(SECOND))}`),
    );
    await panel.getByRole('button', { name: CODE_COPY.resend }).click();
    await expect(panel.getByRole('status')).toHaveText(
      /^The last code went at \d{1,2}:\d\d [ap]m\. Another can go at \d{1,2}:\d\d [ap]m\.$/,
    );
    expect(await axeFromTop(page)).toEqual([]);
    await panel.getByRole('link', { name: CODE_COPY.wrongAddress }).click();
    const field = page.getByLabel('Email', { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(typo);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ana Typo');
    await expect(page.locator(`input[value="${value}"]`)).toBeChecked();
    const email = uniqueEmail('fixed');
    await field.fill(email);
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    await expect(panel).toContainText(email);
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (const left of [2, 1]) {
      await page.getByLabel(CODE_COPY.label).fill(wrong);
      await page.getByRole('button', { name: CODE_COPY.submit }).click();
      await expect(panel.getByRole('alert')).toHaveText(CODE_COPY.wrong(left));
    }
    await page.getByLabel(CODE_COPY.label).fill(wrong);
    await page.getByRole('button', { name: CODE_COPY.submit }).click();
    await expect(panel.getByRole('alert')).toContainText(CODE_COPY.locked);
    await expect(page.getByLabel(CODE_COPY.label)).toHaveCount(0);
    // Nothing is held: the time is still offered to anyone.
    await page.goto(lane);
    await expect(page.locator(`input[value="${value}"]`)).toHaveCount(1);
  });

  test('a request from a phone alone is told the number that calls, by when, and the office hours, or asked for an email where the practice takes none', async ({
    page,
  }) => {
    await page.goto(await laneAddress(page, FIRST, 3));
    const time = times(page).nth(2);
    await time.focus();
    await hydrated(page);
    await time.check();
    await page.getByLabel('Name', { exact: true }).fill(unique('Phone only'));
    await page
      .getByLabel(/^Phone/)
      .fill(
        `${PRACTICE.phone.tel.slice(2, 5)} 555 ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      );
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    if (!acceptPhoneOnly) {
      // Refused in place, what she typed kept: the email field is the one to fill.
      await expect(page.getByRole('alert').locator('p')).toBeFocused();
      await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue(/^Phone only/);
      return;
    }
    const answer = page.locator('#main-content section').filter({ hasText: CODE_COPY.phoneHeading });
    await expect(answer.getByRole('heading')).toBeFocused();
    await expect(answer).toContainText(
      new RegExp(
        `The practice calls you from ${literal(PRACTICE.phone.display)} by \\w{3}, \\w{3} \\d{1,2}, `,
      ),
    );
    await expect(answer).toContainText(officeHoursWords(PRACTICE));
  });
});
