/**
 * Booking the free consultation in Chromium, against the calendar feeds of booking-feed-server.ts (every
 * clinician has one): with JavaScript from a "Next free" line's time to the confirmed invitation and its
 * cancel link, the journey of choosing a day and a time (changing the day and going back) with and
 * without JavaScript and by keyboard alone, a taken time answered with the next ones, axe on the pages,
 * and the page's figures on a phone: how tall each page is, how far the form is from the chosen time.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { BOOKING_COPY, LINK_COPY, VERIFY_COPY } from '../../src/lib/booking/booking-copy.ts';
import { BOOKING_CHECK_PATH, BOOKING_FIELDS } from '../../src/lib/booking/booking-fields.ts';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { PRACTICE } from '../../src/config/practice.ts';
import { literal } from '../practice.ts';
import { axeViolations } from './a11y/axe.ts';
import { FEED_CLINICIANS } from './booking-feed-server.ts';
import { expectStartInView, unique } from './contact-shared.ts';

// playwright.config.ts starts the server with DATA_DIR=data/e2e: the worker writes .eml files there.
const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');

/** The clinicians the tests book with: each test asks for times of its own, so tests running side by side never take each other's. */
const [FIRST, SECOND] = FEED_CLINICIANS;
const FOUNDER = PRACTICE.therapists.find((t) => t.isFounder)!;
const OTHER = PRACTICE.therapists.find((t) => !t.isFounder && !FEED_CLINICIANS.includes(t.id))!;

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

/**
 * Opens the link mailed to `email` and presses its one button, as the visitor would: the request is sent.
 * With JavaScript on, the link's page is checked with axe first (axe runs in the page).
 */
async function sendFromLink(page: Page, email: string, axe = true) {
  const mail = await waitForMail(
    '',
    (found) => found.to !== undefined && JSON.stringify(found.to).includes(email),
  );
  expect(mail.subject).toMatch(/^Please confirm your request/);
  await page.goto(linkIn(mail, /press the button on the page:/));
  const main = page.locator('#main-content');
  await expect(main.getByRole('button')).toHaveCount(1);
  if (axe) expect(await axeViolations(page)).toEqual([]);
  await main.getByRole('button', { name: VERIFY_COPY.button }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VERIFY_COPY.sent);
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
  const name = unique('Booker');
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
  const email = uniqueEmail('booker');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
  await expect(page.getByRole('heading', { name: BOOKING_COPY.checkEmail })).toBeFocused();
  await sendFromLink(page, email);

  const practiceMail = await waitForMail(name, (mail) => /Confirm this time:/.test(mail.text ?? ''));
  await page.goto(linkIn(practiceMail, /Confirm this time:/));
  const main = page.locator('#main-content');
  await expect(main.getByRole('button')).toHaveCount(1);
  await main.getByRole('button', { name: LINK_COPY.confirm.button }).click();
  await expect(main.getByRole('status')).toHaveText(LINK_COPY.confirm.done);

  const visitorMail = await waitForMail(name, (mail) =>
    mail.attachments.some((file) => file.filename === 'invite.ics' && /cancel/i.test(mail.text ?? '')),
  );
  const invite = visitorMail.attachments.find((file) => file.filename === 'invite.ics')!;
  const event = new ICAL.Component(ICAL.parse(invite.content.toString('utf8'))).getFirstSubcomponent(
    'vevent',
  )!;
  const dtstart = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  expect(dtstart.toJSDate().toISOString()).toBe(start);

  await page.goto(linkIn(visitorMail, /cancel here:/));
  await main.getByRole('button', { name: LINK_COPY.cancel.button }).click();
  await expect(main.getByRole('status')).toHaveText(LINK_COPY.cancel.done);
  expect(await axeViolations(page)).toEqual([]);
  // The page a request without JavaScript lands on while its link waits.
  await page.goto(BOOKING_CHECK_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOKING_COPY.checkEmail);
  expect(await axeViolations(page)).toEqual([]);
});

test('a time taken meanwhile is answered in place with the next times', async ({ page, baseURL }) => {
  await page.goto(`/book?clinician=${SECOND}`);
  const chosen = times(page).nth(1);
  const [clinicianId, start] = (await chosen.getAttribute('value'))!.split(' ');
  const other = await page.request.post(CONTACT_ENDPOINT, {
    headers: { Origin: baseURL! },
    data: {
      name: unique('First'),
      // A phone number alone, which the practice takes: held at once, with no link to open first.
      phone: `404 555 ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
      [BOOKING_FIELDS.clinician]: clinicianId,
      [BOOKING_FIELDS.start]: start,
      [BOOKING_FIELDS.forWhom]: 'myself',
    },
  });
  expect(other.status()).toBe(200);
  await chosen.check();
  await hydrated(page);
  await page.getByLabel('Name', { exact: true }).fill(unique('Second'));
  await page.getByLabel('Phone', { exact: true }).fill('404 555 0100');
  await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: BOOKING_COPY.taken });
  await expect(alert.getByRole('heading')).toBeFocused();
  await expect(alert.getByRole('radio').first()).toBeVisible();
  await expect(page.locator(`input[value="${clinicianId} ${start}"]`)).toHaveCount(0);
  // The answer glides into view below the sticky header: axe measures the times once it rests.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
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
  await page.goto(`/book?clinician=${FOUNDER.id}`);
  const first = await shownDay(page);
  const second = dayLinks(page).nth(1);
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
  await expect(page.getByRole('heading', { name: BOOKING_COPY.checkEmail })).toBeFocused();
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
    // Whoever is free soonest would be a time another test asks for: this one chooses a clinician first.
    await page.getByRole('link', { name: OTHER.name }).click();
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
    const heading = page.getByRole('heading', { name: BOOKING_COPY.checkEmail });
    await expect(heading).toBeFocused();
    await expectStartInView(heading);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('each clinician’s page, and each day of whoever is free soonest, is at most four screens tall', async ({
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
      let tallest = [0, ''] as [number, string];
      for (const address of [...who, ...days]) {
        await page.goto(address);
        await expect(times(page).first()).toBeVisible();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        if (height > tallest[0]) tallest = [height, new URL(address).search];
        expect(height, address).toBeLessThanOrEqual(4 * PHONE.height);
      }
      console.info(`[booking] the tallest booking page is ${tallest[0]} px (${tallest[1] || '/book'})`);
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
    await page.getByRole('navigation', { name: 'With whom' }).getByRole('link', { name: OTHER.name }).click();
    await expect(page).toHaveURL(new RegExp(`/book\\?clinician=${literal(OTHER.id)}$`));
    await times(page).last().check();
    await page.getByLabel('Name', { exact: true }).fill(unique('Plain'));
    const email = uniqueEmail('plain');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    await expect(page).toHaveURL(/\/book\/check-email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOKING_COPY.checkEmail);
    await sendFromLink(page, email, false);
  });
});
