/**
 * Booking the free consultation in Chromium, against the calendar feeds of booking-feed-server.ts: with
 * JavaScript from a time to the confirmed invitation and its cancel link, without JavaScript to the
 * requested page, a taken time answered with the next ones, axe on the pages, and the keyboard path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { BOOKING_COPY, LINK_COPY } from '../../src/lib/booking/booking-copy.ts';
import { BOOKING_FIELDS } from '../../src/lib/booking/booking-fields.ts';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { literal } from '../practice.ts';
import { axeViolations } from './a11y/axe.ts';
import { FEED_CLINICIANS } from './booking-feed-server.ts';
import { SMALL_PHONE, expectStartInView, unique } from './contact-shared.ts';

// playwright.config.ts starts the server with DATA_DIR=data/e2e: the worker writes .eml files there.
const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');

/** The two clinicians with a feed on booking-feed-server.ts. */
const [FIRST, SECOND] = FEED_CLINICIANS;

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

const times = (page: Page) => page.locator('#main-content').getByRole('radio');

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
  await expect(page).toHaveURL(new RegExp(`/book\\?clinician=${literal(FIRST)}$`));
  const first = times(page).first();
  await first.focus();
  await hydrated(page);
  const start = (await first.getAttribute('value'))!.split(' ')[1]!;
  await first.check();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('booker@example.com');
  await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
  await expect(page.getByRole('heading', { name: BOOKING_COPY.requested })).toBeFocused();

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
});

test('a time taken meanwhile is answered in place with the next times', async ({ page, baseURL }) => {
  await page.goto(`/book?clinician=${SECOND}`);
  const chosen = times(page).nth(1);
  const [clinicianId, start] = (await chosen.getAttribute('value'))!.split(' ');
  const other = await page.request.post(CONTACT_ENDPOINT, {
    headers: { Origin: baseURL! },
    data: {
      name: unique('First'),
      email: 'first@example.com',
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
  expect(await axeViolations(page)).toEqual([]);
});

test('by keyboard: Tab to a time, Space chooses it, Enter sends', async ({ page }) => {
  await page.goto(`/book?clinician=${SECOND}`);
  await page.getByRole('link', { name: /every clinician/ }).focus();
  await page.keyboard.press('Tab');
  await expect(times(page).first()).toBeFocused();
  await hydrated(page);
  await page.keyboard.press('Space');
  await expect(times(page).first()).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(unique('Keys'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: BOOKING_COPY.requested })).toBeFocused();
});

test.describe('on a small phone', () => {
  test.use({ viewport: SMALL_PHONE });

  test('the confirmation heading shows below the header once the time is asked for', async ({ page }) => {
    await page.goto(`/book?clinician=${FIRST}`);
    const chosen = times(page).nth(2);
    await chosen.focus();
    await hydrated(page);
    await chosen.check();
    await page.getByLabel('Name', { exact: true }).fill(unique('Phone'));
    await page.getByLabel('Email', { exact: true }).fill('phone@example.com');
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    const heading = page.getByRole('heading', { name: BOOKING_COPY.requested });
    await expect(heading).toBeFocused();
    await expectStartInView(heading);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a chosen time is asked for with a plain form post and lands on the requested page', async ({
    page,
  }) => {
    await page.goto(`/book?clinician=${SECOND}`);
    await times(page).last().check();
    await page.getByLabel('Name', { exact: true }).fill(unique('Plain'));
    await page.getByLabel('Email', { exact: true }).fill('plain@example.com');
    await page.getByRole('button', { name: BOOKING_COPY.submit }).click();
    await expect(page).toHaveURL(/\/book\/requested$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOOKING_COPY.requested);
  });
});
