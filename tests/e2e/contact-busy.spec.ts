/**
 * A busy endpoint (503 with Retry-After) is not shown to the visitor as a failure: the form waits as
 * asked, keeps "Sending Message...", and asks again with the same Idempotency-Key; the message is
 * stored and delivered once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { parseMail } from '../integration/helpers/parse-mail.ts';
import { ENDPOINT, SUCCESS, findEmail, openForm, unique } from './contact-shared.ts';

const MAIL_DIR = join(process.cwd(), 'data', 'e2e', 'mail');
const busy = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
    body: JSON.stringify({ ok: false, error: 'We are receiving many messages right now.' }),
  });

test('a 503 with Retry-After is retried with the same key; the message is stored and delivered once', async ({
  page,
}) => {
  const keys: string[] = [];
  let calls = 0;
  await page.route(`**${ENDPOINT}`, async (route) => {
    calls += 1;
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first try reaches the server and is stored, but its answer comes back as "busy"; the second
    // is "busy" outright; the third goes through.
    if (calls === 1) {
      await route.fetch();
      return busy(route);
    }
    if (calls === 2) return busy(route);
    return route.continue();
  });
  const form = await openForm(page);
  const marker = unique('busy');
  await form.name.fill('Jamie Busy');
  await form.email.fill('jamie@example.org');
  await form.message.fill(`Sent while the server was busy. ${marker}`);
  await form.submit.click();
  await expect(form.submit).toHaveText('Sending Message...');
  await page.waitForTimeout(1_200);
  await expect(form.submit).toHaveText('Sending Message...');
  await expect(form.alert).toBeEmpty();
  await expect(form.status).toHaveText(SUCCESS, { timeout: 10_000 });
  expect(calls).toBe(3);
  expect(new Set(keys).size).toBe(1);
  await expect.poll(() => findEmail(marker), { timeout: 10_000 }).not.toBeNull();
  await page.waitForTimeout(1_000);
  let copies = 0;
  for (const file of readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'))) {
    const mail = await parseMail(readFileSync(join(MAIL_DIR, file), 'utf8'), { from: '', to: [] });
    if (mail.text.includes(marker)) copies += 1;
  }
  expect(copies).toBe(1);
});

test('after two retries the busy answer is shown', async ({ page }) => {
  let calls = 0;
  await page.route(`**${ENDPOINT}`, (route) => {
    calls += 1;
    return busy(route);
  });
  const form = await openForm(page);
  await form.name.fill('Jamie Busy');
  await form.email.fill('jamie@example.org');
  await form.message.fill('Still busy.');
  await form.submit.click();
  await expect(form.alert).toHaveText('We are receiving many messages right now.', { timeout: 10_000 });
  expect(calls).toBe(3);
});
