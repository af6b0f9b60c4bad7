/**
 * What the contact form's browser tests share: the form's fields as a visitor finds them (by label and
 * role), a way to hold its requests, and the emails the server's worker writes.
 */
import { expect, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { axeViolations, WCAG_TAGS } from './a11y/axe';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { parseMail, type ParsedMail } from '../integration/helpers/parse-mail.ts';

export const ENDPOINT = CONTACT_ENDPOINT;
export const SUCCESS = "Thanks! Your message has been sent successfully. We'll get back to you soon.";
// playwright.config.ts starts the server with DATA_DIR=data/e2e: the worker writes .eml files there.
const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const island = (page: Page) => page.locator('astro-island[component-url*="ContactForm"]');

/** Opens /contact and wakes the form (it hydrates on the first touch or focus of a field). */
export async function openForm(page: Page) {
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).focus();
  await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    phone: page.getByLabel('Phone'),
    topic: page.getByLabel('Topic'),
    message: page.getByLabel('Message', { exact: true }),
    submit: page.getByRole('button', { name: /Send(ing)? Message/ }),
    alert: page.locator('#contact-form').getByRole('alert'),
    status: page.locator('#contact-form').getByRole('status').filter({ hasText: SUCCESS }),
    /** The thanks and what happens next, where the form was once it is sent. */
    thanks: page.locator('#contact-form-thanks'),
    /** The message under a refused field. */
    fieldError: (field: string) => page.locator(`#contact-form-${field}-error`),
  };
}

export async function expectNoAxeViolations(page: Page) {
  // From the top of the page: wherever a test left the scroll, the sticky header would half cover some
  // link, which axe's target-size rule reports though no visitor meets it standing still there.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page, [], { tags: WCAG_TAGS })).toEqual([]);
}

/** Holds each request to the endpoint until release() is called, then lets it through or answers it. */
export function holdRequests(
  page: Page,
  then: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  const requests: Request[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const ready = page.route(`**${ENDPOINT}`, async (route) => {
    requests.push(route.request());
    await released;
    await then(route);
  });
  return { requests, release: () => release(), ready };
}

/** The delivered email whose text holds the marker (the worker writes .eml files without SMTP_URL). */
export async function findEmail(marker: string): Promise<ParsedMail | null> {
  if (!existsSync(MAIL_DIR)) return null;
  for (const file of readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))) {
    const mail = await parseMail(readFileSync(join(MAIL_DIR, file), 'utf8'), { from: '', to: [] });
    if (mail.text.includes(marker)) return mail;
  }
  return null;
}

/** The phone a visitor in a hurry holds: the smallest common screen. */
export const SMALL_PHONE = { width: 375, height: 667 };

/**
 * Waits until a first line (the thanks', a heading's) sits whole between the sticky header's bottom and
 * the screen's bottom: what the visitor reads first, not hidden under the header nor scrolled past.
 */
export async function expectStartInView(target: Locator) {
  const place = () =>
    target.evaluate((element) => {
      const header = document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom;
      const { top, bottom } = element.getBoundingClientRect();
      return top >= header && bottom <= window.innerHeight
        ? 'in view'
        : `${top} to ${bottom}, header ${header}`;
    });
  await expect.poll(place).toBe('in view');
}
