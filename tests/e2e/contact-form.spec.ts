/**
 * The contact form as a visitor meets it: with and without JavaScript, its checks and a real send
 * against the endpoint of `npm start`'s server. Each visible state is also checked with axe.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { PRACTICE } from '#practice';
import { nextStepText } from '../../src/lib/contact/contact-copy.ts';
import { CONTACT_TOPICS } from '../../src/lib/contact/contact-topics.ts';
import { readContactConfig } from '../../src/server/contact/contact-config.ts';
import { COUNTS, SAME_FOR_EVERY_PRACTICE } from '../practice.ts';
import { holdScript } from './hold-script.ts';
import {
  ENDPOINT,
  SMALL_PHONE,
  SUCCESS,
  expectStartInView,
  expectNoAxeViolations,
  findEmail,
  holdRequests,
  island,
  openForm,
  unique,
} from './contact-shared.ts';

/**
 * The page a message came from, which the form sends for the site's counting where the site counts (a
 * page opened directly: from outside); a practice that counts nothing sends none.
 */
const CAME_FROM = COUNTS ? { came_from: 'outside' } : {};
/** A topic of the practice's own. */
const TOPIC = CONTACT_TOPICS[0]!.label;

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
    await expect(page.getByLabel('Topic').getByRole('option')).toHaveText([
      'Choose a topic',
      ...CONTACT_TOPICS.map((topic) => topic.label),
    ]);
    await expect(page.getByLabel('Best way to reach you')).toBeVisible();
    await expect(page.getByLabel('May we leave a voicemail or message that says who we are?')).toBeVisible();
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

  test(
    'a reader downloads no form code; the first focus of a field does',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
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
    },
  );

  test.describe('on a slow phone, the form code arriving late', () => {
    /** Every request to the endpoint: the plain form post (a navigation) and the island's JSON call. */
    function endpointRequests(page: Page) {
      const requests: Request[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === ENDPOINT) requests.push(request);
      });
      return requests;
    }

    test(
      'a message sent before the code arrives goes once, as the plain form post',
      SAME_FOR_EVERY_PRACTICE,
      async ({ page }) => {
        const slow = holdScript(page, 'ContactForm');
        await slow.ready;
        const requests = endpointRequests(page);
        await page.goto('/contact');
        const marker = unique('before-code');
        await page.getByLabel('Name', { exact: true }).fill('Avery Stone');
        await page.getByLabel('Email', { exact: true }).fill('avery@example.org');
        await page
          .getByLabel('Message', { exact: true })
          .fill(`Sent before the form code arrived. ${marker}`);
        await page.getByRole('button', { name: 'Send Message' }).click();
        await expect(page).toHaveURL(/\/contact\/sent$/);
        slow.release();
        await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
        await page.waitForTimeout(500);
        expect(requests.map((request) => request.headers()['content-type'])).toEqual([
          'application/x-www-form-urlencoded',
        ]);
      },
    );

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
      // A list changed before the code arrives goes with the message too.
      const replyBy = page.getByLabel('Best way to reach you');
      await replyBy.selectOption({ index: 1 });
      const chosen = await replyBy.inputValue();
      slow.release();
      await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
      await expect(replyBy).toHaveValue(chosen);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('#contact-form').getByRole('status')).toHaveText(SUCCESS);
      await expect(page).toHaveURL(/\/contact$/);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.postDataJSON()).toEqual({
        name: 'Robin Vale',
        email: 'robin.vale@example.org',
        message,
        replyBy: chosen,
        ...CAME_FROM,
      });
    });
  });

  test(
    'checks name, email and message in order, trimmed, with the form messages and focus on the field',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
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
      // The same words under the field focus moved to, in view, not only by the button further down.
      await expect(form.fieldError('name')).toHaveText('Please enter your name.');
      await expect(form.fieldError('name')).toBeInViewport();
      await expectNoAxeViolations(page); // validation error

      await form.name.fill('Jamie');
      await form.submit.click();
      await expect(form.alert).toHaveText('Please enter a valid email.');
      await expect(form.email).toBeFocused();
      await expect(form.fieldError('email')).toHaveText('Please enter a valid email.');
      await expect(form.name).not.toHaveAttribute('aria-invalid');
      await expect(form.fieldError('name')).toHaveCount(0);

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
    },
  );

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
    await form.topic.selectOption(TOPIC);
    await form.message.fill(`We would like to start family sessions. <b>Thank you</b> 🌿 ${marker}`);
    await form.submit.click();

    await expect(form.submit).toHaveText('Sending Message...');
    await expect(form.submit).toBeDisabled();
    await expectNoAxeViolations(page); // sending
    held.release();

    // The thanks and what happens next take the form's place, and focus, in view on a phone too.
    await expect(form.status).toBeVisible();
    await expect(form.thanks).toBeFocused();
    await expect(form.thanks).toBeInViewport();
    // Below the sticky header, not under it.
    const [headerBottom, thanksTop] = await form.thanks.evaluate((thanks) => [
      document.querySelector('header')!.getBoundingClientRect().bottom,
      thanks.getBoundingClientRect().top,
    ]);
    expect(thanksTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(form.thanks.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(form.name).toBeHidden();
    await expect(form.submit).toBeHidden();
    await expectNoAxeViolations(page); // success
    await form.thanks.getByRole('button', { name: 'Write another message' }).click();
    await expect(form.thanks).toBeHidden();
    await expect(form.name).toBeFocused();
    for (const field of [form.name, form.email, form.phone, form.topic, form.message])
      await expect(field).toHaveValue('');
    await expect(form.submit).toHaveText('Send Message');
    await expect(form.submit).toBeEnabled();
    await expect(form.alert).toBeEmpty();

    const request = held.requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.headers()['authorization']).toBeUndefined(); // no PUBLIC_CONTACT_KEY in this build
    expect(request.postDataJSON()).toEqual({
      name: 'Morgan Lee',
      email: 'morgan.lee@example.org',
      phone: '(404) 555-0199',
      topic: TOPIC,
      message: `We would like to start family sessions. <b>Thank you</b> 🌿 ${marker}`,
      ...CAME_FROM,
    });

    await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
    const mail = (await findEmail(marker))!;
    expect(mail.header('reply-to')).toBe('morgan.lee@example.org');
    expect(mail.header('to')).toBe(readContactConfig(process.env).recipient);
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
    expect(Object.keys(held.requests[0]!.postDataJSON())).toEqual([
      'name',
      'email',
      'message',
      ...Object.keys(CAME_FROM),
    ]);
  });
});

test.describe('contact form on a small phone', () => {
  test.use({ viewport: SMALL_PHONE });

  test('the first line of the thanks, then of a failure, shows below the header', async ({ page }) => {
    const form = await openForm(page);
    await form.name.fill('Sam');
    await form.email.fill('sam@example.org');
    await form.message.fill(unique('phone'));
    await form.submit.click();
    await expect(form.thanks).toBeFocused();
    await expectStartInView(form.status.locator('p'));

    await form.thanks.getByRole('button', { name: 'Write another message' }).click();
    await page.route(`**${ENDPOINT}`, (route) =>
      route.fulfill({ status: 400, json: { ok: false, error: 'This message could not be sent.' } }),
    );
    await form.name.fill('Sam');
    await form.email.fill('sam@example.org');
    await form.message.fill(unique('phone'));
    await form.submit.click();
    const summary = form.alert.locator('[tabindex="-1"]');
    await expect(summary).toBeFocused();
    await expectStartInView(summary);
  });
});

test.describe('contact form: reply preferences and a topic chosen by a link', () => {
  test('a link with ?topic=good-faith-estimate chooses that topic before the form code arrives, and keeps it', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/contact?topic=good-faith-estimate', { waitUntil: 'networkidle' });
    const topic = page.getByLabel('Topic');
    await expect(topic).toHaveValue('Request a Good Faith Estimate');
    expect(scripts.filter((url) => /\/_astro\/.*\.js/.test(url))).toEqual([]);
    await page.getByLabel('Name', { exact: true }).focus();
    await expect(island(page)).not.toHaveAttribute('ssr', /.*/);
    await expect(topic).toHaveValue('Request a Good Faith Estimate');
    await page.goto('/contact?topic=nothing-we-offer');
    await expect(topic).toHaveValue('');
  });

  test('sends the way to reach the visitor and the voicemail answer, and says what happens next', async ({
    page,
  }) => {
    const form = await openForm(page);
    const marker = unique('reply-by');
    const held = holdRequests(page);
    await held.ready;
    await form.name.fill('Jamie Cole');
    await form.email.fill('jamie@example.org');
    await page.getByLabel('Best way to reach you').selectOption('Text message');
    await page.getByLabel('May we leave a voicemail or message that says who we are?').selectOption('No');
    await form.message.fill(`Please text me. ${marker}`);
    await form.submit.click();
    // A text needs a number: the form says so on the phone field.
    await expect(form.alert).toContainText('Please enter a phone number so we can call or text you');
    await expect(form.phone).toBeFocused();
    await form.phone.fill('404 555 0177');
    await form.submit.click();
    held.release();
    await expect(form.status).toBeVisible();
    const next = page.locator('#contact-form').getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(nextStepText(PRACTICE.contactPromise.nextSteps[0]!.text, 'text'));
    await expect(next).toContainText(PRACTICE.contactPromise.nextSteps[1]!.title);
    await expect(next).toContainText('Good Faith Estimate');
    await expectNoAxeViolations(page);
    expect(held.requests.at(-1)!.postDataJSON()).toEqual({
      name: 'Jamie Cole',
      email: 'jamie@example.org',
      phone: '404 555 0177',
      replyBy: 'text',
      voicemail: 'no',
      message: `Please text me. ${marker}`,
      ...CAME_FROM,
    });
    await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
    const mail = (await findEmail(marker))!;
    expect(mail.text).toContain('Reply by: Text message');
    expect(mail.text).toContain('Voicemail: NO: leave no message that says who we are');
  });

  test('the sent page says what happens next, and the form shows the reply promise', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByText(PRACTICE.contactPromise.reply).first()).toBeVisible();
    await page.goto('/contact/sent');
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next.getByRole('heading', { level: 3 })).toHaveText(
      PRACTICE.contactPromise.nextSteps.map((step) => step.title),
    );
    await expect(next).toContainText('intake forms');
  });
});
