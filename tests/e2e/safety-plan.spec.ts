/**
 * The safety plan (/safety-plan): a visitor fills in every step, keeps it on this device, finds it after a
 * reload and offline, erases it; no offline worker or cache exists before "Keep on this device" or after
 * "Erase from this device"; no request of the page or its worker carries a word of it; it prints on one
 * sheet of Letter and of A4, with the emergency step and each line's hours; axe finds nothing. Firefox and WebKit walk the same journey
 * (tests/engines/journeys.ts).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { PRACTICE } from '../../src/config/practice.ts';
import { helpResource } from '../../src/lib/help/help-lines.ts';
import {
  REASONS_TO_LIVE,
  SAFETY_PLAN_COPY,
  SAFETY_PLAN_LINE_IDS,
  SAFETY_PLAN_STEPS,
  SAFETY_PLAN_STORAGE_KEY,
} from '../../src/lib/safety-plan/safety-plan-copy.ts';
import { axeViolations } from './a11y/axe.ts';

const STEPS = [...SAFETY_PLAN_STEPS, REASONS_TO_LIVE];
const EMERGENCY = SAFETY_PLAN_STEPS.find((step) => step.id === 'emergency')!;

/** Words no page of the site holds, one set for each step, so any copy of them anywhere is the visitor's. */
const typed = Object.fromEntries(
  STEPS.map((step, index) => [step.id, `zq${index}plan ${step.id} wxv${index} and a second line`]),
);

const box = (page: Page, heading: string) => page.getByRole('textbox', { name: heading });

/** Every request the page or its worker makes, with its body, to search for the visitor's words. */
function watchRequests(page: Page) {
  const seen: string[] = [];
  const record = (request: Request) =>
    seen.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  page.context().on('request', record);
  return () => {
    page.context().off('request', record);
    return seen;
  };
}

/** What the browser keeps for the page beyond localStorage: worker registrations and caches. */
const offlineCopies = (page: Page) =>
  page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
    caches: await caches.keys(),
  }));
const NONE = { workers: [], caches: [] };

const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

test('a kept plan survives a reload and an offline reload, erases in one tap, and no request carries it', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/safety-plan');
  // The page sends nothing at all, not even its page view: it has no counting beacon.
  expect(await page.content()).not.toContain('sendBeacon');
  const keep = page.getByRole('button', { name: 'Keep on this device' });
  await expect(keep).toBeVisible();
  // The shared-phone sentence is there before the choice.
  await expect(page.getByText('anyone who uses this phone or this browser can open this page')).toBeVisible();

  for (const step of STEPS) await box(page, step.heading).fill(typed[step.id]!);
  // Typed but not kept: nothing is stored yet, not even the page's offline worker or its cache.
  expect(await page.evaluate((key) => localStorage.getItem(key), SAFETY_PLAN_STORAGE_KEY)).toBeNull();
  expect(await offlineCopies(page)).toEqual(NONE);
  await keep.click();
  await expect(page.getByRole('status')).toHaveText('Kept on this device. Changes are kept as you type.');

  // The worker is active and controls this page alone.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(
    /\/safety-plan$/,
  );

  await page.reload();
  for (const step of STEPS) await expect(box(page, step.heading)).toHaveValue(typed[step.id]!);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Offline, a reload still shows the page, its lines and the kept plan.
  await page.context().setOffline(true);
  // The worker is cut off too: a build file it has not kept cannot be fetched through it.
  const unkept = await page.evaluate(() =>
    fetch('/_astro/not-kept.js').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(unkept).toBe('failed');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My safety plan' })).toBeVisible();
  await expect(page.locator('[data-plan-lines] [data-help-line="988-lifeline"]')).toBeVisible();
  for (const step of STEPS) await expect(box(page, step.heading)).toHaveValue(typed[step.id]!);
  await page.context().setOffline(false);

  await page.getByRole('button', { name: 'Erase from this device' }).click();
  await expect(page.getByRole('status')).toHaveText('Erased from this device. The boxes are empty.');
  for (const step of STEPS) await expect(box(page, step.heading)).toHaveValue('');
  // Erased: the worker and its cache are gone with the plan, and a reload brings neither back.
  expect(await offlineCopies(page)).toEqual(NONE);
  await page.reload();
  for (const step of STEPS) await expect(box(page, step.heading)).toHaveValue('');
  expect(await page.evaluate((key) => localStorage.getItem(key), SAFETY_PLAN_STORAGE_KEY)).toBeNull();
  expect(await offlineCopies(page)).toEqual(NONE);

  // Another page of the site is not under the worker.
  await page.goto('/teens');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto('about:blank');

  const sent = requests();
  expect(sent.length, 'requests watched').toBeGreaterThan(0);
  const words = Object.values(typed).flatMap((text) => text.split(' ').filter((w) => /\d/.test(w)));
  for (const word of words) expect(sent.filter((line) => line.includes(word))).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
});

test('the plan prints on one page of Letter and of A4, blank and filled, and axe finds nothing once it is kept', async ({
  page,
}) => {
  await page.goto('/safety-plan');
  const sizes = ['Letter', 'A4'] as const;
  for (const format of sizes) expect(pdfPages(await page.pdf({ format })), `blank, ${format}`).toBe(1);
  for (const step of STEPS) await box(page, step.heading).fill(`${step.example}\n${step.teenExample}`);
  for (const format of sizes) expect(pdfPages(await page.pdf({ format })), `filled, ${format}`).toBe(1);
  // The route test runs axe on the page as it loads; here, filled and kept, with its status said.
  await page.getByRole('button', { name: 'Keep on this device' }).click();
  await expect(page.getByRole('status')).toHaveText('Kept on this device. Changes are kept as you type.');
  expect(await axeViolations(page)).toEqual([]);

  // On paper: the plan's headings and the lines, no header, footer, buttons or examples.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(page.locator('[data-plan-copy]').first()).toContainText(STEPS[0]!.example);
  await expect(page.getByRole('heading', { name: 'My safety plan' })).toBeVisible();
  // The last step and each line's hours are on paper: 911 or the emergency room, and when each line answers.
  const emergency = page.locator('[data-plan-emergency]');
  await expect(emergency).toBeVisible();
  await expect(emergency).toContainText(SAFETY_PLAN_COPY.emergencyRest);
  await expect(box(page, EMERGENCY.heading)).toBeHidden();
  await expect(page.getByRole('heading', { name: EMERGENCY.heading })).toBeVisible();
  const hours = page.locator('[data-plan-lines] [data-help-line]');
  const lines = [
    PRACTICE.help.emergency,
    ...SAFETY_PLAN_LINE_IDS.map((id) => helpResource(PRACTICE.help, id)),
  ];
  for (const line of lines) {
    await expect(
      page.locator(`[data-plan-lines] [data-help-line="${line.id}"] [data-line-hours]`),
    ).toHaveText(`(${line.hours})`);
  }
  await expect(hours.last().locator('[data-line-hours]')).toContainText(PRACTICE.hours[0]!);
  await expect(hours.last()).not.toContainText('Any hour');
});
