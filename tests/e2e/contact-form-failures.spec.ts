/**
 * The contact form's failures a healthy server never gives, against a stub of the endpoint (page.route):
 * each message is shown, focused and announced, and a retry sends the same message once.
 */
import { expect, test } from '@playwright/test';
import { ENDPOINT, expectNoAxeViolations, openForm, unique } from './contact-shared.ts';

test.describe('contact form failures (stubbed endpoint)', () => {
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
    await form.thanks.getByRole('button', { name: 'Write another message' }).click();
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
