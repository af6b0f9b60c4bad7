import { expect, test, type Page } from '@playwright/test';
import { ASSOCIATE, founder, founderPage } from '../practice.ts';
import { audit } from './a11y/audit';
import { axeViolations } from './a11y/axe';

const FOUNDER = founder();

/*
 * The site search: opened from the header's button, `/` and Ctrl+K; what it finds (word forms, a typo,
 * a FAQ question, a therapist); keyboard use and what a screen reader hears; nothing fetched before it
 * is opened; and /search as a page.
 */

/** Every request the page makes from now on that belongs to the search (its code, engine or index). */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(pagefind\/|search-words\.json|_astro\/(ui|fuse)[-.])/.test(pathname)) seen.push(pathname);
  });
  return seen;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search the site' });
const list = (page: Page) => dialog(page).getByRole('list', { name: 'Search results' });
/** The results' links: each is named by its page's title alone. */
const results = (page: Page) => list(page).getByRole('link');
/** The results as the reader sees them: title, kind, topic, date and excerpt. */
const cards = (page: Page) => list(page).getByRole('listitem');

test.describe('site search', () => {
  test('nothing of search is fetched before it is opened; the button opens it and focus returns on close', async ({
    page,
  }) => {
    const requests = searchRequests(page);
    await page.goto('/blog/boundaries-are-not-walls');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(200, 400);
    await page.keyboard.press('Tab');
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);

    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.click();
    await expect(field(page)).toBeFocused();
    expect(requests.some((path) => path.startsWith('/_astro/ui'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('"/" and Ctrl+K open it from anywhere, "/" not while typing in a field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('a/b');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();

    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(field(page)).toBeFocused();
  });

  test('one Escape closes it with text in the field; focus returns to the button or to what was focused before', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.click();
    await field(page).fill('anxiety');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    const link = page.getByRole('link', { name: 'Explore our services' });
    await link.focus();
    await page.keyboard.press('/');
    await field(page).fill('couples');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();

    await page.keyboard.press('Control+k');
    await field(page).fill('teens');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('"boundaries" finds the article, with its kind, date and highlighted words; announced as a count', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('boundaries');
    const first = cards(page).filter({ hasText: 'Boundaries Are Not Walls' }).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/blog/boundaries-are-not-walls');
    await expect(first.getByRole('link')).toHaveAccessibleName(/^Boundaries Are Not Walls/);
    await expect(first).toContainText('Article · Boundaries');
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.locator('mark').first()).toHaveText(/boundar/i);
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “boundaries”\.$/);
  });

  test('a word form ("boundary") and a typo ("anxeity") still find the pages', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('boundary');
    await expect(results(page).filter({ hasText: 'Boundaries Are Not Walls' })).toHaveCount(1);

    await field(page).fill('anxeity');
    await expect(dialog(page).getByRole('status')).toHaveText(
      /^No results for “anxeity”\. Showing \d+ results? for “anxiety”\.$/,
    );
    await expect(cards(page).first().locator('mark').first()).toHaveText(/anxi/i);

    await field(page).fill('boundries');
    await expect(dialog(page).getByRole('status')).toHaveText(/Showing \d+ results? for “boundaries”\.$/);
    await expect(results(page).filter({ hasText: 'Boundaries Are Not Walls' })).toHaveCount(1);
  });

  test('a FAQ question lands on the open question', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Control+k');
    await field(page).fill('insurance');
    const faq = cards(page).filter({ hasText: 'Do you take insurance?' });
    await expect(faq.getByRole('link')).toHaveAttribute('href', '/faq#do-you-take-insurance');
    await expect(faq).toContainText('FAQ question');
    await faq.getByRole('link').click();
    await expect(page).toHaveURL(/\/faq#do-you-take-insurance$/);
    const question = page.getByRole('button', { name: 'Do you take insurance?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('We are out-of-network with insurance companies.')).toBeVisible();
  });

  test("a therapist's name finds their page", async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill(FOUNDER.name);
    await expect(results(page).first()).toHaveAttribute('href', founderPage());
  });

  test('keyboard only: arrows move through the results, Enter follows one', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type('couples');
    await expect(dialog(page).getByRole('status')).toHaveText(/results? for “couples”/);
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results(page).nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field(page)).toBeFocused();
    // The filters are reached with Tab and work with the keyboard.
    await page.keyboard.press('Tab');
    await expect(dialog(page).getByLabel('Show')).toBeFocused();
    await page.keyboard.press('ArrowDown'); // a closed select on Linux changes its value with the arrows
    await page.keyboard.press('ArrowDown');
    await expect(dialog(page).getByLabel('Show')).toHaveValue('Answer');
    await expect(dialog(page).getByRole('status')).toHaveText(/results? for “couples”/);
    for (const card of await cards(page).all()) await expect(card).toContainText('Answer');

    await field(page).focus();
    await page.keyboard.press('ArrowDown');
    const href = await results(page).nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  // The other in-page audits read the whole page, which a modal dialog makes inert: left out here.
  test('the open dialog with results passes axe and the forced-colour check', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('teen');
    await expect(dialog(page).getByRole('status')).toHaveText(/results? for “teen”/);
    expect.soft(await axeViolations(page), 'axe').toEqual([]);
    await page.emulateMedia({ forcedColors: 'active' });
    expect.soft(await audit(page, 'forcedColors'), 'forced colours').toEqual([]);
  });

  test('no results: says so and points to the answers, the FAQ and the practice', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill('xylophonequartz');
    await expect(dialog(page).getByRole('status')).toHaveText('No results for “xylophonequartz”.');
    await expect(dialog(page).getByRole('link', { name: 'answers library' })).toHaveAttribute(
      'href',
      '/answers',
    );
    await expect(dialog(page).getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(dialog(page).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  test('/search?q= is a page with the same results; what is typed there stays out of its address', async ({
    page,
  }) => {
    await page.goto('/search?q=boundaries');
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('boundaries');
    await expect(
      main
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: /Boundaries Are Not Walls/ }),
    ).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search the site' }).fill('telehealth');
    await expect(main.getByRole('status')).toHaveText(/results? for “telehealth”/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search');
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/search explains that search needs JavaScript and links to the blog, answers and FAQ', async ({
    page,
  }) => {
    await page.goto('/search?q=boundaries');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Search needs JavaScript' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'the blog' })).toHaveAttribute('href', '/blog');
    await expect(main.getByRole('link', { name: 'the answers library' })).toHaveAttribute('href', '/answers');
    await expect(main.getByRole('link', { name: 'the frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
    await expect(page.getByRole('button', { name: 'Search' })).toBeHidden();
  });
});

test.describe('site search on a phone @mobile-only', () => {
  test('the menu has a search button that opens the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Search' }).click();
    await expect(field(page)).toBeFocused();
    await field(page).fill(ASSOCIATE.name);
    await expect(results(page).first()).toBeVisible();
  });
});
