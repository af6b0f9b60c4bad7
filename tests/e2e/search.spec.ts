import { expect, test, type Page } from '@playwright/test';
import { PRACTICE } from '#practice';
import { faqId } from '../../src/lib/search/search-rules.ts';
import { ASSOCIATE, LEAD, literal, SAME_FOR_EVERY_PRACTICE } from '../practice.ts';
import { audit } from './a11y/audit';
import { axeViolations } from './a11y/axe';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { publishedPieces } from './routes';

/*
 * The site search: opened from the header's button, `/` and Ctrl+K; what it finds (word forms, a typo,
 * a FAQ question, a therapist); keyboard use and what a screen reader hears; nothing fetched before it
 * is opened; and /search as a page. The words searched for are the practice's own, read from its pieces
 * and its configuration, so the tests hold for any practice's library.
 */

/** The practice's published articles and answers, with their titles and words. */
const PIECES = (['blog', 'answers'] as const).flatMap((collection) =>
  publishedPieces(collection).map((piece) => ({
    path: piece.path,
    kind: collection === 'blog' ? 'Article' : 'Answer',
    title: String(piece.data['title'] ?? ''),
    category: String(piece.data['category'] ?? ''),
    text: piece.source.toLowerCase(),
  })),
);
const wordsOf = (title: string) => title.toLowerCase().match(/[a-z]+/g) ?? [];
const piecesWith = (word: string) =>
  PIECES.filter((piece) => new RegExp(`\\b${word}\\b`).test(piece.text)).length;

/**
 * The article found by a word of its title: the plural of seven letters or more that the fewest other
 * pieces use (the longest on a tie), with its singular and a typo of it: its first two letters swapped,
 * which the index, matching words by how they begin, cannot find.
 */
const FOUND = (() => {
  const candidates = PIECES.filter((piece) => piece.kind === 'Article').flatMap((piece) =>
    wordsOf(piece.title)
      .filter((word) => word.length >= 7 && /[^s]s$/.test(word))
      .map((word) => ({ piece, word, uses: piecesWith(word) })),
  );
  const best = candidates.sort((a, b) => a.uses - b.uses || b.word.length - a.word.length)[0];
  if (!best) throw new Error('these tests need an article whose title has a plural of seven letters or more');
  const { piece, word } = best;
  return {
    ...piece,
    word,
    singular: word.endsWith('ies') ? word.replace(/ies$/, 'y') : word.slice(0, -1),
    typo: word[1]! + word[0]! + word.slice(2),
  };
})();

/** A word of an answer's title that many pieces use: results to move through, an answer among them. */
const COMMON = (() => {
  const words = PIECES.filter((piece) => piece.kind === 'Answer').flatMap((piece) =>
    wordsOf(piece.title).filter((word) => word.length >= 5),
  );
  return words.sort((a, b) => piecesWith(b) - piecesWith(a))[0]!;
})();

/** The FAQ's first question, searched by its own words. */
const FAQ = PRACTICE.faq[0]!;
/** Where a clinician's name leads: their own page, or the therapists page with their card. */
const clinicianPage = LEAD.profilePath ?? rolePath('therapists');

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
  test(
    'nothing of search is fetched before it is opened; the button opens it and focus returns on close',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
      const requests = searchRequests(page);
      await page.goto(FOUND.path);
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
    },
  );

  test(
    '"/" and Ctrl+K open it from anywhere, "/" not while typing in a field',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
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
    },
  );

  test(
    'one Escape closes it with text in the field; focus returns to the button or to what was focused before',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
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
    },
  );

  test('a word of its title finds the article, with its kind, date and highlighted words; announced as a count', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill(FOUND.word);
    const first = cards(page).filter({ hasText: FOUND.title }).first();
    await expect(first).toBeVisible();
    await expect(first.getByRole('link')).toHaveAttribute('href', FOUND.path);
    await expect(first.getByRole('link')).toHaveAccessibleName(new RegExp(`^${literal(FOUND.title)}`));
    await expect(first).toContainText(`Article · ${FOUND.category}`);
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(first.locator('mark').first()).toHaveText(new RegExp(FOUND.singular.slice(0, 5), 'i'));
    await expect(dialog(page).getByRole('status')).toHaveText(
      new RegExp(`^\\d+ results? for “${FOUND.word}”\\.$`),
    );
  });

  test('a word form (the singular) and a typo still find the article', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill(FOUND.singular);
    await expect(results(page).filter({ hasText: FOUND.title })).toHaveCount(1);

    await field(page).fill(FOUND.typo);
    await expect(dialog(page).getByRole('status')).toHaveText(
      new RegExp(`^No results for “${FOUND.typo}”\\. Showing \\d+ results? for “${FOUND.word}”\\.$`),
    );
    await expect(results(page).filter({ hasText: FOUND.title })).toHaveCount(1);
    await expect(cards(page).first().locator('mark').first()).toHaveText(
      new RegExp(FOUND.singular.slice(0, 5), 'i'),
    );
  });

  test('a FAQ question lands on the open question', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Control+k');
    await field(page).fill(FAQ.question.replace(/[?]/g, ''));
    const faq = cards(page).filter({ hasText: FAQ.question });
    const address = `${rolePath('faq')}#${faqId(FAQ.question)}`;
    await expect(faq.getByRole('link')).toHaveAttribute('href', address);
    await expect(faq).toContainText('FAQ question');
    await faq.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${literal(address)}$`));
    const question = page.getByRole('button', { name: FAQ.question });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(FAQ.answer.split(/(?<=[.:;])\s/)[0]!)).toBeVisible();
  });

  test("a therapist's name finds their page", async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await field(page).fill(LEAD.name);
    await expect(results(page).first()).toHaveAttribute(
      'href',
      new RegExp(`^${literal(clinicianPage)}(#|$)`),
    );
  });

  test('keyboard only: arrows move through the results, Enter follows one', async ({ page }) => {
    await page.goto('/services');
    await page.keyboard.press('/');
    await expect(field(page)).toBeFocused();
    await page.keyboard.type(COMMON);
    await expect(dialog(page).getByRole('status')).toHaveText(new RegExp(`results? for “${COMMON}”`));
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
    await expect(dialog(page).getByRole('status')).toHaveText(new RegExp(`results? for “${COMMON}”`));
    // The same count line may show before and after the filter: wait for the list itself.
    await expect
      .poll(async () => {
        const texts = await cards(page).allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Answer'));
      })
      .toBe(true);

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
    await field(page).fill(COMMON);
    await expect(dialog(page).getByRole('status')).toHaveText(new RegExp(`results? for “${COMMON}”`));
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
    await page.goto(`/search?q=${FOUND.word}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(FOUND.word);
    await expect(
      main
        .getByRole('list', { name: 'Search results' })
        .getByRole('link', { name: new RegExp(literal(FOUND.title)) }),
    ).toBeVisible();
    await main.getByRole('searchbox', { name: 'Search the site' }).fill(COMMON);
    await expect(main.getByRole('status')).toHaveText(new RegExp(`results? for “${COMMON}”`));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search');
  });
});

test.describe('site search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/search explains that search needs JavaScript and links to the blog, answers and FAQ', async ({
    page,
  }) => {
    await page.goto(`/search?q=${FOUND.word}`);
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
