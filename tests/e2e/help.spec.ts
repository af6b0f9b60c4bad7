import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from '../site/built-site';
import { answerPeople } from './answers-shared.ts';

const contentDir = join(import.meta.dirname, '..', '..', 'src', 'content');

/**
 * Every article and answer that shows the quick exit because it is written to a teen or declares
 * partner violence or child abuse (and does not turn it off with `quickExit: false`), as paths on the site.
 */
function quickExitPaths(): string[] {
  return (
    [
      ['blog', '/blog'],
      ['answers', '/answers'],
    ] as const
  ).flatMap(([collection, route]) => {
    const dir = join(contentDir, collection);
    return readdirSync(dir)
      .filter((name) => {
        const text = readFileSync(join(dir, name), 'utf8');
        const help = /^help: \[(.*)\]$/m.exec(text)?.[1] ?? '';
        const teen = /^audience: 'teen'$/m.test(text);
        return (
          (teen || /\b(?:domestic-violence|child-abuse)\b/.test(help)) && !/^quickExit: false$/m.test(text)
        );
      })
      .map((name) => `${route}/${name.replace(/\.mdx$/, '')}`);
  });
}

/** The first of them: the page the button's own behaviour is tested on. */
function quickExitPath(): string {
  const [path] = quickExitPaths();
  if (!path) throw new Error('No article or answer declares partner violence or child abuse');
  return path;
}

/** The help lines of the page's help box, in the order it lists them. */
const helpLines = (page: Page) =>
  page
    .locator('#help [data-help-line]')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-help-line')));

test.describe('the help box', () => {
  test('lists 911 first and alone, then the lines of the situations the answer declares @mobile', async ({
    page,
  }) => {
    await page.goto('/answers/what-is-addiction');
    const box = page.getByRole('complementary', { name: 'If you need help now' });
    await expect(box).toBeVisible();
    expect(await helpLines(page)).toEqual([
      'emergency-911',
      'samhsa-helpline',
      'poison-help',
      '988-lifeline',
    ]);
    const links = await box
      .locator('a:not([lang])[href^="tel:"], a:not([lang])[href^="sms:"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links[0]).toBe('tel:911');
    // The lines that answer in Spanish say so in Spanish, marked as Spanish for screen readers.
    await expect(box.locator('a[lang="es"]', { hasText: 'Llame al 988 y marque 2' })).toHaveAttribute(
      'href',
      'tel:988',
    );
    await expect(box.locator('a[lang="es"][href="sms:988?&body=AYUDA"]')).toHaveText('Envíe AYUDA al 988');
    expect(links).toEqual(['tel:911', 'tel:+18006624357', 'tel:+18002221222', 'tel:988', 'sms:988']);
    await expect(box.getByRole('link', { name: 'Call 911' })).toBeVisible();
    // The piece opens with "If this is happening now": no link at the top repeats it.
    await expect(page.locator('[data-happening-now]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Crisis and safety lines' })).toHaveCount(0);
  });

  test('a piece that declares a situation without opening on the lines links down to its help box', async ({
    page,
  }) => {
    const path = builtPages().find(
      (built) => /^\/(blog|answers)\/[^/]+$/.test(built.path) && built.html.includes('href="#help"'),
    )?.path;
    expect(path, 'a piece with the link').toBeDefined();
    await page.goto(path!);
    await expect(page.locator('[data-happening-now]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Crisis and safety lines' }).click();
    await expect(page).toHaveURL(/#help$/);
  });

  test('shows the general crisis lines on a piece that declares no situation', async ({ page }) => {
    await page.goto('/blog/listening-without-fixing');
    expect(await helpLines(page)).toEqual([
      'emergency-911',
      '988-lifeline',
      'georgia-crisis-access-line',
      'crisis-text-line',
    ]);
    await expect(page.locator('#help a[href="sms:741741?&body=HOME"]')).toHaveText('Text HOME to 741741');
    await expect(page.getByRole('link', { name: 'Crisis and safety lines' })).toHaveCount(0);
  });

  test('is followed by the one note that the stories are composites, and the take credits its author', async ({
    page,
  }) => {
    await page.goto('/answers/what-is-addiction');
    await expect(page.getByRole('complementary', { name: 'About the stories here' })).toContainText(
      'composites',
    );
    const { author, reviewer } = answerPeople('what-is-addiction');
    const take = page.locator('section[aria-labelledby="take-heading"] figcaption');
    await expect(take).toContainText(author.name);
    await expect(take).not.toContainText(reviewer.name);
  });
});

test.describe('leaving a page quickly', () => {
  /** The Referer each request to the neutral site carried: the page left must never be named there. */
  let referers: (string | undefined)[] = [];
  test.beforeEach(async ({ page }) => {
    referers = [];
    // The neutral site is a stand-in: the test never leaves the machine.
    await page.route('https://weather.com/**', (route) => {
      referers.push(route.request().headers()['referer']);
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Weather</title><p>Sunny</p>',
      });
    });
  });

  test('the button replaces the page and its history entry @mobile', async ({ page }) => {
    const path = quickExitPath();
    await page.goto('/blog');
    await page.goto(path);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
    const button = page.getByRole('link', { name: 'Leave this page quickly' });
    await expect(button).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toBeInViewport();
    await button.click();
    await expect(page).toHaveTitle('Weather');
    expect(referers).toEqual([undefined]);
    await page.goBack();
    // Back skips the page that was left: it was replaced, not added to.
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the Escape key does the same', async ({ page }) => {
    await page.goto('/blog');
    await page.goto(quickExitPath());
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle('Weather');
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('Escape that closes the open menu only closes it @mobile-only', async ({ page }) => {
    const path = quickExitPath();
    await page.goto(path);
    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // With nothing open, Escape leaves.
    await page.keyboard.press('Escape');
    await expect(page).toHaveTitle('Weather');
  });

  test('an article, an answer, the contact pages and the teens page have it on the first screen, and it works', async ({
    page,
  }) => {
    // One page of each template that shows it: which pieces show it is read from their markup over
    // every built page (tests/site/watched-readers.test.ts); the history behaviour is tested above.
    const pieces = quickExitPaths();
    const paths = [
      pieces.find((path) => path.startsWith('/blog/'))!,
      pieces.find((path) => path.startsWith('/answers/'))!,
      '/contact',
      '/contact/sent',
      '/contact/not-sent',
      '/teens',
    ];
    for (const path of paths) {
      await page.goto(path);
      const button = page.getByRole('link', { name: 'Leave this page quickly' });
      await expect(button, path).toBeInViewport();
      await button.click();
      await expect(page, path).toHaveTitle('Weather');
    }
  });

  test('Escape in a field of the contact form does not leave: what was typed stays', async ({ page }) => {
    await page.goto('/contact');
    const name = page.getByLabel('Name', { exact: false }).first();
    await name.fill('Sam');
    await name.press('Escape');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(name).toHaveValue('Sam');
  });

  test('pages that do not ask for it have no button and ignore Escape', async ({ page }) => {
    await page.goto('/answers/what-is-addiction');
    await expect(page.getByRole('link', { name: 'Leave this page quickly' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/answers\/what-is-addiction$/);
  });
});

test('the contact page, the thank-you page and the not-sent page keep the general crisis notice', async ({
  page,
}) => {
  for (const path of ['/contact', '/thank-you', '/contact/not-sent']) {
    await page.goto(path);
    const notice = page.getByRole('complementary', { name: 'In crisis or in danger? Do not wait for us.' });
    const links = await notice
      .locator('a:not([lang])[href^="tel:"], a:not([lang])[href^="sms:"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links, path).toEqual([
      'tel:911',
      'tel:988',
      'sms:988',
      'tel:+18007154225',
      'sms:741741?&body=HOME',
    ]);
  }
});

test('a crisis piece opens with "If this is happening now", before its text, on the first screen @mobile', async ({
  page,
}) => {
  for (const path of [
    '/blog/when-love-feels-like-control',
    '/answers/what-is-a-safety-plan-and-how-do-we-make-one',
  ]) {
    await page.goto(path);
    const box = page.getByRole('complementary', { name: 'If this is happening now' });
    await expect(box, path).toBeInViewport();
    await expect(box.locator('li'), path).toHaveCount(3);
    await expect(box.locator('a').first(), path).toHaveAttribute('href', 'tel:911');
  }
  await page.goto('/blog/listening-without-fixing');
  await expect(page.getByRole('complementary', { name: 'If this is happening now' })).toHaveCount(0);
});
