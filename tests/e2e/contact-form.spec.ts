/**
 * The contact form as a visitor meets it: every state and message,
 * against the real endpoint of `npm start`'s server and, for the failures a healthy server never gives,
 * against a stub (page.route). Each visible state is also checked with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_ENDPOINT } from '../../src/lib/contact/contact-endpoint.ts';
import { parseMail, type ParsedMail } from '../integration/helpers/parse-mail.ts';
import { holdScript } from './hold-script.ts';

const ENDPOINT = CONTACT_ENDPOINT;
const SUCCESS = "Thanks! Your message has been sent successfully. We'll get back to you soon.";
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// playwright.config.ts starts the server with DATA_DIR=data/e2e: the worker writes .eml files there.
const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const island = (page: Page) => page.locator('astro-island[component-url*="ContactForm"]');

/** Opens /contact and wakes the form (it hydrates on the first touch or focus of a field). */
async function openForm(page: Page) {
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
  };
}

async function expectNoAxeViolations(page: Page) {
  // From the top of the page: wherever a test left the scroll, the sticky header would half cover some
  // link, which axe's target-size rule reports though no visitor meets it standing still there.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** Holds each request to the endpoint until release() is called, then lets it through or answers it. */
function holdRequests(page: Page, then: (route: Route) => Promise<void> = (route) => route.continue()) {
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
async function findEmail(marker: string): Promise<ParsedMail | null> {
  if (!existsSync(MAIL_DIR)) return null;
  for (const file of readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))) {
    const mail = await parseMail(readFileSync(join(MAIL_DIR, file), 'utf8'), { from: '', to: [] });
    if (mail.text.includes(marker)) return mail;
  }
  return null;
}

test.describe('contact form', () => {
  test('is in the page without JavaScript: fields with visible labels, the note and the button', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    for (const label of ['Name', 'Email', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Phone')).toBeVisible();
    await expect(page.getByLabel('Topic')).toBeVisible();
    await expect(page.getByRole('option')).toHaveText([
      'Choose a topic',
      'Individual Therapy',
      'Couples Therapy',
      'Family Therapy',
      'Teens and Young Adults',
      'Addiction Recovery',
      'Parent Coaching',
      'Something else',
    ]);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    const note = page.locator('#contact-form-message-note');
    await expect(note).toContainText('do not include clinical details');
    await expect(note).toContainText('not watched around the clock');
    await expect(note.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    await expect(note.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await context.close();
  });

  test('sends without JavaScript too, landing on a result page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const marker = unique('no-js');
    await page.getByLabel('Name', { exact: true }).fill('Robin Park');
    await page.getByLabel('Email', { exact: true }).fill('robin@example.org');
    await page
      .getByLabel('Message', { exact: true })
      .fill(`Sent from a browser without JavaScript. ${marker}`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
    await context.close();
  });

  test('a reader downloads no form code; the first focus of a field does', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    const formCode = () => scripts.filter((url) => /\/_astro\/(ContactForm|client|react)[.-]/.test(url));
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await island(page).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(300);
    expect(formCode()).toEqual([]);
    await page.getByLabel('Email', { exact: true }).focus();
    await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
    expect(formCode().some((url) => url.includes('ContactForm'))).toBe(true);
  });

  test.describe('on a slow phone, the form code arriving late', () => {
    /** Every request to the endpoint: the plain form post (a navigation) and the island's JSON call. */
    function endpointRequests(page: Page) {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === ENDPOINT) requests.push(request);
      });
      return requests;
    }

    test('a message sent before the code arrives goes once, as the plain form post', async ({ page }) => {
      const slow = holdScript(page, 'ContactForm');
      await slow.ready;
      const requests = endpointRequests(page);
      await page.goto('/contact');
      const marker = unique('before-code');
      await page.getByLabel('Name', { exact: true }).fill('Avery Stone');
      await page.getByLabel('Email', { exact: true }).fill('avery@example.org');
      await page.getByLabel('Message', { exact: true }).fill(`Sent before the form code arrived. ${marker}`);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page).toHaveURL(/\/contact\/sent$/);
      slow.release();
      await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
      await page.waitForTimeout(500);
      expect(requests.map((request) => request.headers()['content-type'])).toEqual([
        'application/x-www-form-urlencoded',
      ]);
    });

    test('a message typed before the code arrives and sent after it has goes once, by the island', async ({
      page,
    }) => {
      const slow = holdScript(page, 'ContactForm');
      await slow.ready;
      const requests = endpointRequests(page);
      await page.goto('/contact');
      const message = `Typed while the form code was on its way. ${unique('typed-early')}`;
      await page.getByLabel('Name', { exact: true }).fill('Robin Vale');
      await page.getByLabel('Email', { exact: true }).fill('robin.vale@example.org');
      await page.getByLabel('Message', { exact: true }).fill(message);
      slow.release();
      await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('#contact-form').getByRole('status')).toHaveText(SUCCESS);
      await expect(page).toHaveURL(/\/contact$/);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.postDataJSON()).toEqual({
        name: 'Robin Vale',
        email: 'robin.vale@example.org',
        message,
      });
    });
  });

  test('checks name, email and message in order, trimmed, with the spec messages and focus on the field', async ({
    page,
  }) => {
    const form = await openForm(page);
    await expectNoAxeViolations(page); // idle
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(ENDPOINT)) posted += 1;
    });

    await form.name.fill('   ');
    await form.email.fill('not-an-email');
    await form.submit.click();
    await expect(form.alert).toHaveText('Please enter your name.');
    await expect(form.name).toBeFocused();
    await expect(form.name).toHaveAttribute('aria-invalid', 'true');
    await expect(form.name).toHaveAccessibleDescription('Please enter your name.');
    await expectNoAxeViolations(page); // validation error

    await form.name.fill('Jamie');
    await form.submit.click();
    await expect(form.alert).toHaveText('Please enter a valid email.');
    await expect(form.email).toBeFocused();
    await expect(form.name).not.toHaveAttribute('aria-invalid');

    await form.email.fill('jamie@example.org');
    await form.message.fill(' \n  ');
    await form.submit.click();
    await expect(form.alert).toHaveText('Please enter a message.');
    await expect(form.message).toBeFocused();

    await form.message.fill('Hello');
    await form.phone.fill('call me maybe');
    await form.submit.click();
    await expect(form.alert).toHaveText('Please enter a valid phone number, or leave it blank.');
    await expect(form.phone).toBeFocused();
    expect(posted).toBe(0);
  });

  test('sends to the real endpoint: sending, then success with every field cleared, and the email arrives @mobile', async ({
    page,
  }) => {
    const form = await openForm(page);
    const marker = unique('real');
    const held = holdRequests(page);
    await held.ready;

    await form.name.fill('  Morgan Lee  ');
    await form.email.fill('morgan.lee@example.org');
    await form.phone.fill('(404) 555-0199');
    await form.topic.selectOption('Family Therapy');
    await form.message.fill(`We would like to start family sessions. <b>Thank you</b> 🌿 ${marker}`);
    await form.submit.click();

    await expect(form.submit).toHaveText('Sending Message...');
    await expect(form.submit).toBeDisabled();
    await expectNoAxeViolations(page); // sending
    held.release();

    await expect(form.status).toBeVisible();
    await expect(form.status.locator('[tabindex="-1"]')).toBeFocused();
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    for (const field of [form.name, form.email, form.phone, form.topic, form.message])
      await expect(field).toHaveValue('');
    await expect(form.alert).toBeEmpty();
    await expectNoAxeViolations(page); // success

    const request = held.requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers()['authorization']).toBeUndefined(); // no PUBLIC_CONTACT_KEY in this build
    expect(request.postDataJSON()).toEqual({
      name: 'Morgan Lee',
      email: 'morgan.lee@example.org',
      phone: '(404) 555-0199',
      topic: 'Family Therapy',
      message: `We would like to start family sessions. <b>Thank you</b> 🌿 ${marker}`,
    });

    await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
    const mail = (await findEmail(marker))!;
    expect(mail.header('reply-to')).toBe('morgan.lee@example.org');
    expect(mail.header('to')).toBe('intake@livedeeply.example');
    expect(mail.text).toContain('Name:     Morgan Lee');
    expect(mail.html).toContain('&lt;b&gt;Thank you&lt;/b&gt; 🌿');
  });

  test('leaves blank phone and topic out of the payload', async ({ page }) => {
    const form = await openForm(page);
    const held = holdRequests(page);
    await held.ready;
    await form.name.fill('Sam');
    await form.email.fill('sam@example.org');
    await form.phone.fill('   ');
    await form.message.fill(unique('minimal'));
    await form.submit.click();
    held.release();
    await expect(form.status).toBeVisible();
    expect(Object.keys(held.requests[0]!.postDataJSON())).toEqual(['name', 'email', 'message']);
  });

  test.describe('failures (stubbed endpoint)', () => {
    async function fillValid(
      form: Awaited<ReturnType<typeof openForm>>,
      text = 'Hello, is there a group for parents?',
    ) {
      await form.name.fill('Taylor');
      await form.email.fill('taylor@example.org');
      await form.message.fill(text);
    }

    test('shows the error string the server sends, focused and announced', async ({ page }) => {
      const form = await openForm(page);
      await page.route(`**${ENDPOINT}`, (route) =>
        route.fulfill({
          status: 429,
          json: {
            ok: false,
            error: 'Too many messages from your connection. Please wait a few minutes and try again.',
          },
        }),
      );
      await fillValid(form);
      await form.submit.click();
      await expect(form.alert).toHaveText(
        'Too many messages from your connection. Please wait a few minutes and try again.',
      );
      await expect(form.alert.locator('[tabindex="-1"]')).toBeFocused();
      await expect(form.message).toHaveValue('Hello, is there a group for parents?'); // kept for a retry
      await expect(form.submit).toBeEnabled();
      await expectNoAxeViolations(page); // server error
    });

    test('moves focus to the field the server names', async ({ page }) => {
      const form = await openForm(page);
      await page.route(`**${ENDPOINT}`, (route) =>
        route.fulfill({
          status: 400,
          json: { ok: false, error: 'Please enter a valid email.', field: 'email' },
        }),
      );
      await fillValid(form);
      await form.submit.click();
      await expect(form.alert).toHaveText('Please enter a valid email.');
      await expect(form.email).toBeFocused();
    });

    test('says "Send failed" when the server answers without an error string', async ({ page }) => {
      const form = await openForm(page);
      const answers = [
        { status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' },
        { status: 200, contentType: 'application/json', body: '{"ok": false}' },
        { status: 502, contentType: 'application/json', body: '{"ok": false, "error": ""}' },
      ];
      for (const answer of answers) {
        await page.unroute(`**${ENDPOINT}`);
        await page.route(`**${ENDPOINT}`, (route) => route.fulfill(answer));
        await fillValid(form);
        await form.submit.click();
        await expect(form.alert).toHaveText('Send failed. Please try again.');
      }
      await expectNoAxeViolations(page);
    });

    test('says "Network error" when the request fails', async ({ page }) => {
      const form = await openForm(page);
      await page.route(`**${ENDPOINT}`, (route) => route.abort('failed'));
      await fillValid(form);
      await form.submit.click();
      await expect(form.alert).toHaveText('Network error. Please try again.');
      await expectNoAxeViolations(page); // network error
    });

    test('clears the earlier error at each submit and reuses the Idempotency-Key on retry', async ({
      page,
    }) => {
      const form = await openForm(page);
      const keys: string[] = [];
      let mode: 'fail' | 'hold' | 'pass' = 'fail';
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${ENDPOINT}`, async (route) => {
        keys.push(route.request().headers()['idempotency-key']!);
        if (mode === 'fail') return route.abort('failed');
        if (mode === 'hold') await released;
        return route.continue();
      });

      await fillValid(form, unique('retry'));
      await form.submit.click();
      await expect(form.alert).toHaveText('Network error. Please try again.');

      mode = 'hold';
      await form.submit.click();
      await expect(form.submit).toHaveText('Sending Message...');
      await expect(form.alert).toBeEmpty(); // the earlier error is gone while sending
      release();
      await expect(form.status).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]); // the same message: the server stores it once

      mode = 'pass';
      await fillValid(form, unique('next message'));
      await form.submit.click();
      await expect(form.status).toBeVisible();
      expect(keys).toHaveLength(3);
      expect(keys[2]).not.toBe(keys[0]); // a new message gets a new key
    });

    test('makes a new key when the visitor changes the message before retrying', async ({ page }) => {
      const form = await openForm(page);
      const keys: string[] = [];
      await page.route(`**${ENDPOINT}`, (route) => {
        keys.push(route.request().headers()['idempotency-key']!);
        return route.abort('failed');
      });
      await fillValid(form, 'First version');
      await form.submit.click();
      await expect(form.alert).toHaveText('Network error. Please try again.');
      await form.message.fill('Second version');
      await form.submit.click();
      await expect.poll(() => keys.length).toBe(2);
      expect(keys[1]).not.toBe(keys[0]);
    });
  });
});

test.describe('contact endpoint behind the Astro server', () => {
  const valid = { name: 'API Test', email: 'api@example.org', message: 'Checking the endpoint.' };

  test('answers JSON for success and for every refusal', async ({ request }) => {
    const ok = await request.post(ENDPOINT, { data: { ...valid, message: unique('api') } });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });

    const invalid = await request.post(ENDPOINT, { data: { ...valid, name: ' ' } });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ ok: false, error: 'Please enter your name.', field: 'name' });

    const malformed = await request.post(ENDPOINT, {
      headers: { 'Content-Type': 'application/json' },
      data: '{"name":',
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).ok).toBe(false);

    const plain = await request.post(ENDPOINT, { headers: { 'Content-Type': 'text/plain' }, data: 'hello' });
    expect(plain.status()).toBe(415);
    expect((await plain.json()).ok).toBe(false);

    const huge = await request.post(ENDPOINT, { data: { ...valid, message: 'x'.repeat(1024 * 1024) } });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).ok).toBe(false);

    const get = await request.get(ENDPOINT);
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    expect((await get.json()).ok).toBe(false);

    const crossSite = await request.post(ENDPOINT, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      data: 'name=A&email=a%40example.org&message=hi',
    });
    expect(crossSite.status()).toBe(403);
    expect((await crossSite.json()).ok).toBe(false);
  });
});
