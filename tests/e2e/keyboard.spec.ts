import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRACTICE } from '#practice';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import { tierTabLabel } from '../../src/lib/answers/tiers.ts';
import { literal, SAME_FOR_EVERY_PRACTICE } from '../practice.ts';
import { audit } from './a11y/audit';
import { ANSWERS, tierButton, topicButton } from './answers-shared';
import { routesOfKind } from './routes';

/** An article of the practice's: any has the share button and the piece's links. */
const ARTICLE = routesOfKind('article')[0]!;

/*
 * What a visitor with only a keyboard does, with Tab, Shift+Tab, Enter, Space and Escape: no click, no
 * programmatic focus. Every journey reaches its controls from the top of the page the way a keyboard
 * user does, so a control Tab cannot reach fails here.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 120, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

test.describe('keyboard journeys', () => {
  test('send a contact message: the error path, then a message that goes through', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: true });
    const send = page.getByRole('button', { name: /Send(ing)? Message/ });
    await tabTo(page, send);
    // The form's script is in (its island hydrates once the form is on screen) before Enter is pressed.
    await expect(page.locator('astro-island:has(form)')).not.toHaveAttribute('ssr', /.*/);
    await page.keyboard.press('Enter');
    await expect(page.locator('#contact-form').getByRole('alert')).toHaveText('Please enter your name.');
    await expect(name).toBeFocused();

    await page.keyboard.type('Robin Keyboard');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('robin@example.org');
    await tabTo(page, page.getByLabel('Message', { exact: true }), { limit: 10 });
    await page.keyboard.type('Sent from the keyboard alone.');
    await tabTo(page, send, { limit: 10 });
    await page.keyboard.press('Enter');
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(
      'Your message has been sent successfully',
    );
  });

  test('filter the answers by search, tier and topic', async ({ page }) => {
    await page.goto('/answers');
    const searchbox = page.getByRole('searchbox', { name: 'Search answers' });
    await expect(searchbox).toBeEnabled();
    const results = page.getByRole('status');
    const all = await results.textContent();

    // A word of the first answer's title, its tier and its topic: the filters that keep it.
    const { title, tier: tierNumber, category } = ANSWERS[0]!;
    const word = title
      .split(/\W+/)
      .find((part) => part.length > 4)!
      .toLowerCase();
    await tabTo(page, searchbox);
    await page.keyboard.type(word);
    await expect(results).not.toHaveText(all!);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));

    const tier = tierButton(page, tierTabLabel(tierNumber));
    await tabTo(page, tier, { limit: 20 });
    await page.keyboard.press('Space');
    await expect(tier).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]tier=${tierNumber}`));

    const topic = topicButton(page, category);
    await tabTo(page, topic, { limit: 30 });
    await page.keyboard.press('Enter');
    await expect(topic).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(
      new RegExp(`[?&]category=${literal(encodeURIComponent(category)).replace(/%20/g, '(\\+|%20)')}`),
    );
    await expect(page.locator('main article').filter({ visible: true }).first()).toBeVisible();

    // Back out with Shift+Tab: the search box clears with the keyboard too.
    await tabTo(page, searchbox, { limit: 40, backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(page).not.toHaveURL(/[?&]q=/);
  });

  test('open and close every FAQ question', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.locator('main h2 button');
    await expect(questions).toHaveCount(PRACTICE.faq.length);
    for (const question of await questions.all()) {
      await tabTo(page, question, { limit: 40 });
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`#${await question.getAttribute('aria-controls')}`)).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }
  });

  test('share an article', SAME_FOR_EVERY_PRACTICE, async ({ page, context }) => {
    // The browser's share sheet is not there on every desktop; the button then copies the address.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    await page.goto(ARTICLE);
    await tabTo(page, page.getByRole('button', { name: 'Share' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${ARTICLE}$`));
  });

  test(
    'play the video and open the map, then Tab on past both frames',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
      await page.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title><button>Play</button>' }),
      );
      await page.route('https://www.google.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>map</title><a href="#">Zoom</a>' }),
      );
      await page.goto('/');
      await tabTo(page, page.getByRole('link', { name: /^Play video/ }));
      await page.keyboard.press('Enter');
      const video = page.locator('[data-video-facade] iframe');
      await expect(video).toBeFocused();
      // Through the player's own controls and out the other side.
      const after = page.locator('#video').getByRole('link', { name: CONSULTATION_LABEL });
      await tabTo(page, after, { limit: 10 });

      await page.goto('/contact');
      await tabTo(page, page.getByRole('button', { name: 'Show map' }));
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-map-facade] iframe')).toBeFocused();
      await tabTo(page, page.getByRole('link', { name: /Open in Maps/ }), { limit: 10 });
    },
  );
});

test.describe('the menu on a phone @mobile-only', () => {
  test('opens from the keyboard, reaches every link and button, and Escape closes it', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, button, { limit: 10 });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    // The seven section links, then search, call and the consultation, in the order they are read.
    const controls = await menu.locator('a, button').all();
    expect(await menu.getByRole('link').count()).toBe(9);
    await expect(menu.getByRole('button', { name: /search/i })).toHaveCount(1);
    expect(controls.length).toBe(10);
    await expect(controls[0]!).toBeFocused();
    for (const control of controls.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(menu).toBeHidden();
  });
});

/**
 * No keyboard trap (2.1.2): from the top, Tab visits every control of the page in order and goes on
 * past the last one, and Shift+Tab comes back through all of them. One page of each kind with controls
 * of its own. On the phone's profile too where the controls differ there: the header's menu button and
 * call link (on the home page) and the answers' filters; elsewhere a page's own controls are the same at
 * either width.
 */
const ON_A_PHONE_TOO = new Set(['/', '/answers']);
for (const route of ['/', '/contact', '/answers', '/faq', ARTICLE, '/therapists']) {
  const tag = ON_A_PHONE_TOO.has(route) ? ' @mobile' : '';
  test(`Tab and Shift+Tab pass every control of ${route} and leave no trap${tag}`, async ({ page }) => {
    // Once every island has its code (the answers' controls are disabled until theirs arrives).
    await page.goto(route, { waitUntil: 'networkidle' });
    const order = await audit(page, 'tabOrder');
    // Where focus lands after each press, read back as indices in the order once the walk is over.
    const visit = async (key: 'Tab' | 'Shift+Tab') => {
      for (let press = 0; press < order.length + 2; press += 1) {
        await page.keyboard.press(key);
        await page.evaluate(() => window.a11yAudit!.run('landed'));
      }
      return (await audit(page, 'walk')).map(Number).filter((index) => index >= 0);
    };
    const forwards = await visit('Tab');
    expect(forwards.slice(0, order.length), 'Tab order').toEqual(order.map((_, i) => i));
    const backwards = await visit('Shift+Tab');
    expect(
      [...new Set(backwards)].sort((a, b) => a - b),
      'Shift+Tab reaches every control',
    ).toEqual(order.map((_, i) => i));
  });
}
