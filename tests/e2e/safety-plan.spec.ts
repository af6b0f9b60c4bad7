/**
 * The safety plan (/safety-plan): a visitor fills in every step, keeps it on this device, finds it after a
 * reload and offline, erases it; no offline worker or cache exists before "Keep on this device" or after
 * "Erase from this device"; no request of the page or its worker carries a word of it; it prints on one
 * sheet of Letter and of A4, with the emergency step and each line's hours; axe finds nothing. On a phone,
 * where her words stay is said right above the first box, and "Keep on this device" comes within reach
 * at the first word typed; words not kept are not lost without the browser's warning, which the quick
 * exit, a call to a line, a kept plan and an erased one never raise; the boxes are outlined at 3:1 in
 * both themes. Firefox and WebKit walk the first journey (tests/engines/journeys.ts).
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { PRACTICE } from '#practice';
import { officeHoursWords } from '../../src/lib/calendar/office-hours-words.ts';
import { helpResource } from '../../src/lib/help/help-lines.ts';
import {
  REASONS_TO_LIVE,
  SAFETY_PLAN_COPY,
  SAFETY_PLAN_STEPS,
  SAFETY_PLAN_STORAGE_KEY,
} from '../../src/lib/safety-plan/safety-plan-copy.ts';
import { audit, setTextSpacing, ZOOMS } from './a11y/audit.ts';
import { axeViolations } from './a11y/axe.ts';

const STEPS = [...SAFETY_PLAN_STEPS, REASONS_TO_LIVE];
const EMERGENCY = SAFETY_PLAN_STEPS.find((step) => step.id === 'emergency')!;

/** Words no page of the site holds, one set for each step, so any copy of them anywhere is the visitor's. */
const typed = Object.fromEntries(
  STEPS.map((step, index) => [step.id, `zq${index}plan ${step.id} wxv${index} and a second line`]),
);

const box = (page: Page, heading: string) => page.getByRole('textbox', { name: heading });

/** The "Keep on this device" of the plan's controls, at its end (the bar shown while typing has one too). */
const controlsKeep = (page: Page) =>
  page.locator('[data-plan-controls]').getByRole('button', { name: SAFETY_PLAN_COPY.keep });

const keptPlan = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SAFETY_PLAN_STORAGE_KEY);

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
  const keep = controlsKeep(page);
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
  await controlsKeep(page).click();
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
    ...PRACTICE.help.general.map((id) => helpResource(PRACTICE.help, id)),
  ];
  for (const line of lines) {
    await expect(
      page.locator(`[data-plan-lines] [data-help-line="${line.id}"] [data-line-hours]`),
    ).toHaveText(`(${line.hours})`);
  }
  await expect(hours.last().locator('[data-line-hours]')).toContainText(officeHoursWords(PRACTICE));
  await expect(hours.last()).not.toContainText('Any hour');
});

test.describe('on a 375 x 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('says where her words stay right above the first box, and brings "Keep on this device" within reach at the first word', async ({
    page,
  }) => {
    await page.goto('/safety-plan');
    const first = box(page, STEPS[0]!.heading);
    const last = box(page, REASONS_TO_LIVE.heading);
    const privacy = page.getByText(SAFETY_PLAN_COPY.privacy);
    // Where the plan starts: its heading, the sentence, then step 1 with its box; nothing between them.
    const start = page.locator('#plan-heading + [data-plan-privacy] + [data-plan-step]');
    await expect(start).toHaveCount(1);
    await expect(start.getByRole('textbox')).toHaveAttribute('name', STEPS[0]!.id);
    await expect(page.locator('[data-plan-privacy]')).toContainText(SAFETY_PLAN_COPY.privacy);
    // Said once: the plan's controls at its end do not say it again.
    await expect(privacy).toHaveCount(1);
    await expect(page.getByText(SAFETY_PLAN_COPY.sharedPhone)).toHaveCount(1);
    // Scrolled to the plan's heading, the sentence and step 1's heading are on the same screen.
    await page.locator('#plan-heading').evaluate((heading) => heading.scrollIntoView());
    await expect(privacy).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: STEPS[0]!.heading })).toBeInViewport({ ratio: 1 });

    const bar = page.locator('[data-plan-bar]');
    const barKeep = bar.getByRole('button', { name: SAFETY_PLAN_COPY.keep });
    await expect(bar).toBeHidden();
    await first.click();
    await page.keyboard.type('zq1bar words');
    await expect(barKeep).toBeInViewport({ ratio: 1 });
    await expect(bar).toContainText(SAFETY_PLAN_COPY.barNotKept);
    // The box she types in stays whole on the screen, clear of the bar, and keeps the focus.
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(first).toBeFocused();
    const field = (await first.boundingBox())!;
    const shown = (await bar.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual(shown.y);
    // Nothing is stored until she chooses to keep it.
    expect(await keptPlan(page)).toBeNull();
    expect(await offlineCopies(page)).toEqual(NONE);

    // With the bar shown, the accessibility suite's checks (accessibility.spec.ts) find nothing: axe, names
    // and structure, every element Tab reaches shown with its focus unhidden going forwards and backwards,
    // text spacing, reflow at 200% and 400% zoom, forced colours, reduced motion; on paper it is not there.
    expect(await axeViolations(page)).toEqual([]);
    for (const check of ['structure', 'focus', 'obscured'] as const) {
      expect(await audit(page, check), check).toEqual([]);
    }
    // Text spacing, with the bar in its own place at the plan's end: stuck at the window's foot, it lies
    // over the plan on purpose, as the header does at the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await setTextSpacing(page, true);
    expect(await audit(page, 'textClipping'), 'text spacing').toEqual([]);
    await setTextSpacing(page, false);
    for (const { zoom, width, height } of ZOOMS) {
      await page.setViewportSize({ width, height });
      expect(await audit(page, 'reflow'), `${zoom} zoom`).toEqual([]);
    }
    await page.setViewportSize({ width: 375, height: 667 });
    await audit(page, 'shapes');
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await audit(page, 'forcedColors'), 'forced colours').toEqual([]);
    await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' });
    expect(await audit(page, 'reducedMotion'), 'reduced motion').toEqual([]);
    await page.emulateMedia({ reducedMotion: null, media: 'print' });
    await expect(bar).toBeHidden();
    await page.emulateMedia({ media: null });

    // Typing in any box shows it too; the keyboard reaches it from the last box and presses it.
    await page.locator('[data-plan-erase]').click();
    await expect(page.getByRole('status')).toHaveText(SAFETY_PLAN_COPY.erased);
    await expect(bar).toBeHidden();
    await last.focus();
    await page.keyboard.type('zq8bar reasons');
    await expect(barKeep).toBeInViewport({ ratio: 1 });
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Tab');
    await expect(barKeep).toBeFocused();
    await page.keyboard.press('Enter');
    // Kept: in storage, said in the bar and by the plan's status, and the focus stays on the button.
    expect(JSON.parse((await keptPlan(page))!)).toMatchObject({
      fields: { [REASONS_TO_LIVE.id]: 'zq8bar reasons', [STEPS[0]!.id]: '' },
    });
    await expect(barKeep).toHaveAttribute('aria-pressed', 'true');
    await expect(controlsKeep(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(bar).toContainText(SAFETY_PLAN_COPY.barKept);
    await expect(page.getByRole('status')).toHaveText(SAFETY_PLAN_COPY.kept);
    await expect(barKeep).toBeFocused();
  });
});

test('words not kept are not lost without the browser asking; the quick exit, a call to a line, a kept plan and an erased one leave without asking', async ({
  page,
}) => {
  // The quick exit's neutral site is a stand-in: the test never leaves the machine.
  await page.route('https://weather.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Weather</title><p>Sunny</p>' }),
  );
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  const first = box(page, STEPS[0]!.heading);
  // Typed as she types: a browser asks before leaving only a page that had a real key press or tap.
  const type = async (words: string) => {
    await first.click();
    await page.keyboard.type(words);
  };

  await page.goto('/safety-plan');
  await page.reload();
  expect(asked, 'nothing typed').toEqual([]);

  await type('zq1 not kept');
  await page.reload();
  expect(asked, 'typed, not kept, reloaded').toEqual(['beforeunload']);
  await expect(first).toHaveValue('');

  // A call or a text to a line opens another app: the page stays, and the browser must not ask first.
  await type('zq1 not kept');
  await page.locator('[data-plan-lines] a[href^="tel:"]').first().click();
  await page.locator('[data-plan-lines] a[href^="sms:"]').first().click();
  expect(asked, 'a call to a line').toEqual(['beforeunload']);
  await expect(first).toHaveValue('zq1 not kept');

  // Kept words are not lost: leaving asks nothing.
  await controlsKeep(page).click();
  await page.reload();
  await expect(first).toHaveValue('zq1 not kept');
  expect(asked, 'kept').toEqual(['beforeunload']);

  // Erased: nothing is left to lose.
  await page.locator('[data-plan-erase]').click();
  await expect(page.getByRole('status')).toHaveText(SAFETY_PLAN_COPY.erased);
  await page.reload();
  expect(asked, 'erased').toEqual(['beforeunload']);

  // The quick exit leaves at once, words not kept or not, by its button and by the Escape key.
  await type('zq1 not kept');
  await page.getByRole('link', { name: 'Leave this page quickly' }).click();
  await expect(page).toHaveTitle('Weather');
  await page.goto('/safety-plan');
  await type('zq1 not kept');
  // Escape in a box only closes the browser's suggestions; outside one, it leaves.
  await page.getByRole('heading', { name: SAFETY_PLAN_COPY.planHeading }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveTitle('Weather');
  expect(asked, 'the quick exit').toEqual(['beforeunload']);

  // Closing the tab with words not kept asks too.
  await page.goto('/safety-plan');
  await type('zq1 not kept');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload', 'beforeunload']);
});

/** WCAG's contrast ratio of two opaque colours given as the browser computes them (rgb(r, g, b)). */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const channels = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(colour);
    if (!channels) throw new Error(`not an opaque rgb() colour: ${colour}`);
    const [r, g, b] = channels.slice(1).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

test('the boxes are outlined at 3:1 or more against the page and their own fill, in the light and the dark theme', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/safety-plan');
    const boxes = await page.locator('[data-safety-plan] textarea').evaluateAll((fields) =>
      fields.map((field) => {
        // The page around the box: the first opaque background among its ancestors.
        let around = 'rgb(255, 255, 255)';
        for (let node = field.parentElement; node; node = node.parentElement) {
          const background = getComputedStyle(node).backgroundColor;
          if (!/^rgba\(.*, 0\)$|^transparent$/.test(background)) {
            around = background;
            break;
          }
        }
        const style = getComputedStyle(field);
        return {
          name: field.getAttribute('name'),
          sides: [
            style.borderTopColor,
            style.borderRightColor,
            style.borderBottomColor,
            style.borderLeftColor,
          ],
          fill: style.backgroundColor,
          around,
        };
      }),
    );
    expect(boxes).toHaveLength(STEPS.length);
    for (const { name, sides, fill, around } of boxes) {
      for (const side of sides) {
        expect(contrast(side, around), `${name}, ${colorScheme}: against the page`).toBeGreaterThanOrEqual(3);
        expect(contrast(side, fill), `${name}, ${colorScheme}: against its fill`).toBeGreaterThanOrEqual(3);
      }
    }
  }
});
