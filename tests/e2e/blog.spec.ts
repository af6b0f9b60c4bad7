import { expect, test } from '@playwright/test';
import { FOUNDER, PRACTICE, SITE } from '#practice';
import { isoDate } from '../../src/lib/dates.ts';
import { LISTINGS } from '../../src/lib/pages/registry.ts';
import { resolvePerson, type OutsideAuthor } from '../../src/lib/people.ts';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { founderPage, literal, SAME_FOR_EVERY_PRACTICE } from '../practice.ts';
import { publishedPieces } from './routes';

/** The practice's published articles, in the blog's address order, with what their files say. */
const ARTICLES = publishedPieces('blog');
type Article = (typeof ARTICLES)[number];

/** An article's author as its file names them: the person its page credits. */
const authorOf = (article: Article) => resolvePerson(article.data['author'] as string | OutsideAuthor);
/** A date of the frontmatter as the page writes it (datetime). */
const day = (value: unknown) => (value instanceof Date ? isoDate(value) : String(value));
const isClinician = (article: Article) => typeof article.data['author'] === 'string';
/** The article the shared checks use: the first a clinician wrote, whose byline links to her page. */
const ARTICLE = ARTICLES.find(isClinician)!;

test('the blog index features the newest article first and counts them all', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRACTICE.listings.blog.heading);
  const cards = page.locator('main article');
  // Each card shows one picture: drawn inline where the article's picture is drawn art (nothing to wait
  // on), an image where a photograph stands in its place.
  await expect(cards.first().locator('svg.art, img')).toBeVisible();
  for (const card of await cards.all()) await expect(card.locator('svg.art, img')).toHaveCount(1);
  const subscribe = page.getByRole('link', { name: /Subscribe Now/ });
  await expect(subscribe).toHaveAttribute('href', PRACTICE.assessment.subscribe);
  await expect(page.locator('main input[type="email"]')).toHaveCount(0);

  // The index comes in pages: the featured article and twelve more, then twelve a page, newest first.
  const total = Number((await page.getByText(/^\d+ articles/).textContent())!.match(/^(\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(PRACTICE.library.articles);
  const pages = Math.ceil((total - 1) / 12);
  // One page of articles says only how many; more say which page too, and are numbered.
  await expect(
    page.getByText(pages > 1 ? `${total} articles, page 1 of ${pages}` : `${total} articles`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(pages > 1 ? 1 : 0);
  await expect(cards).toHaveCount(Math.min(total, 13));
  const seen: Array<{ href: string; date: string }> = [];
  for (let number = 1; number <= pages; number += 1) {
    if (number > 1) {
      await page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/page/${number}$`));
      await expect(page).toHaveTitle(`${LISTINGS.blog.title}, page ${number} of ${pages} | ${SITE.siteName}`);
    }
    const current = page.getByRole('navigation', { name: 'Blog pages' }).locator('[aria-current="page"]');
    if (pages > 1) await expect(current).toHaveText(`Page ${number}`);
    seen.push(
      ...(await cards.evaluateAll((els) =>
        els.map((el) => ({
          href: el.querySelector('h2 a, h3 a')!.getAttribute('href')!,
          date: el.querySelector('time')!.getAttribute('datetime')!,
        })),
      )),
    );
  }
  await expect(page.getByRole('link', { name: 'Next' })).toHaveCount(0);
  expect(new Set(seen.map((card) => card.href)).size).toBe(total);
  const dates = seen.map((card) => card.date);
  expect(dates).toEqual([...dates].sort().reverse());
  if (pages === 1) return;
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(pages > 2 ? new RegExp(`/blog/page/${pages - 1}$`) : /\/blog$/);
});

test('an article page shows every part the spec lists', async ({ page }) => {
  await page.goto(ARTICLE.path);
  const author = authorOf(ARTICLE);
  const main = page.locator('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(main.getByRole('link', { name: '← Back to the blog' })).toHaveAttribute('href', '/blog');
  await expect(
    main.getByText(String(ARTICLE.data['category'])).filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(main.getByText(/^\d+ min read$/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(ARTICLE.data['title']));
  await expect(main.getByRole('link', { name: author.name }).first()).toHaveAttribute('href', author.url!);
  await expect(main.getByText(/Reviewed by/)).toBeVisible();
  await expect(main.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(main.getByText(/Last updated/)).toBeVisible();
  await expect(main.locator('.prose-article h2').first()).toBeVisible();
  await expect(main.getByRole('link', { name: CONSULTATION_LABEL })).toHaveAttribute(
    'href',
    consultationStep('article').href,
  );
  await expect(main.getByRole('link', { name: 'Explore our services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('complementary', { name: 'About the author' })).toContainText(author.name);
  const related = main.getByRole('region', { name: 'Related articles' });
  const relatedLinks = related.getByRole('heading').getByRole('link');
  expect(await relatedLinks.count()).toBeLessThanOrEqual(2);
  for (const href of await relatedLinks.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
    expect(href).not.toBe(ARTICLE.path);
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'BlogPosting');
  expect(posting.author.url).toBe(`${SITE.url}${author.url}`);
  expect(posting.datePublished).toBe(day(ARTICLE.data['published']));
  expect(posting.image).toMatch(new RegExp(`^${literal(SITE.url)}/_astro/.+\\.jpg$`));
  expect(jsonLd.map((t) => JSON.parse(t)['@type'])).toContain('BreadcrumbList');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    day(ARTICLE.data['published']),
  );
});

const byFounder = ARTICLES.find((article) => FOUNDER && article.data['author'] === FOUNDER.id);
test("the founder's articles link the author box to her profile", async ({ page }) => {
  // A practice of peers, or a founder who writes nothing yet, has no such article.
  test.skip(!byFounder, "the practice's founder writes none of its articles");
  await page.goto(byFounder!.path);
  await expect(
    page
      .getByRole('complementary', { name: 'About the author' })
      .getByRole('link', { name: new RegExp(literal(FOUNDER!.name)) }),
  ).toHaveAttribute('href', founderPage());
});

const byOutsider = ARTICLES.find((article) => !isClinician(article));
test('an outside author has a bio and no profile link', async ({ page }) => {
  test.skip(!byOutsider, 'no article of the practice is by an outside author');
  await page.goto(byOutsider!.path);
  const box = page.getByRole('complementary', { name: 'About the author' });
  await expect(box).toContainText(authorOf(byOutsider!).name);
  await expect(box.getByRole('link')).toHaveCount(0);
});

test(
  'Share copies the address to the clipboard and says so',
  SAME_FOR_EVERY_PRACTICE,
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    // Desktop Chromium has no share sheet here; make sure of it so the clipboard path runs.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(ARTICLE.path);
    // Share hydrates on the first tap (client:interaction): the click that fetches it is the one that shares.
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE.url}${ARTICLE.path}`);
  },
);

test('Share uses the browser share sheet where there is one', SAME_FOR_EVERY_PRACTICE, async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shared: unknown[] }).shared = [];
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
      },
    });
  });
  await page.goto(ARTICLE.path);
  // Share hydrates on the first tap (client:interaction): the click that fetches it is the one that shares.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
    .toEqual([
      {
        title: expect.stringContaining(String(ARTICLE.data['title'])),
        url: `${SITE.url}${ARTICLE.path}`,
      },
    ]);
});

test('an unknown article address ends at /blog', async ({ page }) => {
  await page.goto('/blog/this-article-does-not-exist');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRACTICE.listings.blog.heading);
});

test('the RSS feed lists every article and is linked from every page', async ({ page, request }) => {
  const feed = await (await request.get('/rss.xml')).text();
  expect(feed.match(/<item>/g)?.length).toBeGreaterThanOrEqual(PRACTICE.library.articles);
  await page.goto('/about');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
});
