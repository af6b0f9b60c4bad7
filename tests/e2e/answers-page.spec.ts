import { expect, test, type Page } from '@playwright/test';
import { SITE } from '#practice';
import { tierName } from '../../src/lib/answers/tiers.ts';
import { LISTINGS } from '../../src/lib/pages/registry.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { COUNTS } from '../practice.ts';
import { drawLaterBlocks } from './a11y/later-blocks.ts';
import {
  ANSWERS,
  FIRST_PAGE,
  answerDates,
  answerFile,
  answerPeople,
  cards,
  expectAxeClean,
} from './answers-shared.ts';

/** What an answer's file says: the take, the related answers, the keywords, the body's first box. */
function fileOf(slug: string) {
  const { frontmatter, content } = answerFile(slug);
  return {
    slug,
    audience: frontmatter['audience'],
    take: String(frontmatter['practitionerTake']),
    related: ((frontmatter['related'] ?? []) as { text: string }[]).map((link) => link.text),
    keywords: (frontmatter['keywords'] ?? []) as string[],
    // A block that starts with a number and a period is a boxed sub-section headed by its first line.
    box: /(?:^|\n\n)(\d+\. [^\n]+)/.exec(content)?.[1]?.replaceAll('**', ''),
  };
}

/**
 * The answer these tests read: of the answers written to adults and updated since they were published,
 * the first in the listing with the most of the parts an answer may have (related answers, a boxed
 * sub-section), so each part the library uses is seen.
 */
const FILE = ANSWERS.filter((a) => answerDates(a.slug).updated)
  .map((a) => fileOf(a.slug))
  .filter((file) => file.audience !== 'teen')
  .sort(
    (a, b) => Number(!!b.box) + Number(b.related.length > 0) - Number(!!a.box) - Number(a.related.length > 0),
  )[0]!;
const { slug } = FILE;

test.describe('answer page', () => {
  const answer = ANSWERS.find((a) => a.slug === slug)!;
  const { author, reviewer } = answerPeople(slug);
  const absolute = (path: string) => `${SITE.url}${path}`;
  // The consultation button closing the answer, and the page it loads (the booking, or the contact page).
  const step = consultationStep('answer');
  const ctaLink = (page: Page) =>
    page.getByRole('region', { name: 'Need Real Help With This?' }).getByRole('link', { name: step.label });
  const landed = new RegExp(`${step.href.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`);

  test('shows every part of an answer, in order @mobile', async ({ page }) => {
    await page.goto(`/answers/${slug}`);
    await expect(page).toHaveTitle(`${answer.title} | ${LISTINGS.answers.title} | ${SITE.siteName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', answer.tldr);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Back to All Answers' })).toHaveAttribute('href', '/answers');
    await expect(main.getByRole('link', { name: 'Back to All Answers' })).toHaveText('← Back to All Answers');
    await expect(main.getByText(tierName(answer.tier), { exact: true })).toBeVisible();
    await expect(
      main.getByText(answer.category, { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.title);
    await expect(main.getByText(/Reviewed by/)).toBeVisible();
    await expect(main.getByRole('link', { name: author.name }).first()).toHaveAttribute('href', author.url!);
    const dates = main.locator('p', { hasText: /^Published/ });
    await expect(dates.locator('time').first()).toHaveAttribute('datetime', answerDates(slug).published);
    await expect(dates.locator('time').nth(1)).toHaveAttribute('datetime', answerDates(slug).updated!);
    await expect(dates).toContainText('Last updated');

    const tldr = main.getByRole('region', { name: "Too Long; Didn't Read" });
    await expect(tldr).toContainText(answer.tldr);

    // The body: section headings, boxed numbered sub-sections, bullets.
    await expect(main.locator('.answer-body h2').first()).toBeVisible();
    const box = main.locator('.answer-body section.answer-box').first();
    if (FILE.box) {
      await expect(box.getByRole('heading', { level: 3 })).toHaveText(FILE.box);
      await expect(box).toHaveCSS('border-left-width', '4px');
    } else await expect(box).toHaveCount(0);
    await expect(main.locator('.answer-body ul li').first()).toBeVisible();

    const take = main.getByRole('region', { name: "The Practitioner's Take" });
    await expect(take.locator('blockquote')).toContainText(FILE.take.split(/(?<=[.!?])\s/)[0]!);
    // The take is credited to the answer's author, whose byline it shares.
    await expect(take.getByRole('link', { name: author.name })).toHaveAttribute('href', author.url!);
    await expect(take).not.toContainText(reviewer.name);

    const related = main.getByRole('region', { name: 'Related Answers' });
    if (FILE.related.length > 0) await expect(related.getByRole('link')).toHaveText(FILE.related);
    else await expect(related).toHaveCount(0);
    for (const href of await related
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect((await page.request.get(href!, { maxRedirects: 0 })).status(), href!).toBe(200);
    }

    await expect(ctaLink(page)).toHaveAttribute('href', step.href);

    // The parts in the order the answer page shows them, each drawn as a reader who scrolled there sees it.
    await drawLaterBlocks(page);
    const order = await main.evaluate((el) =>
      [
        '[href="/answers"]',
        'h1',
        '#tldr-heading',
        '.answer-body',
        '#take-heading',
        '#related-heading',
        '#answer-cta-heading',
      ]
        .map((selector) => el.querySelector(selector)?.getBoundingClientRect().top)
        .filter((top) => top !== undefined),
    );
    expect(order).toHaveLength(FILE.related.length > 0 ? 7 : 6);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await expectAxeClean(page);
  });

  test('carries Article and BreadcrumbList JSON-LD and article Open Graph tags', async ({ page }) => {
    await page.goto(`/answers/${slug}`);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const article = data.find((d) => d['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: answer.title,
      description: answer.tldr,
      datePublished: answerDates(slug).published,
      dateModified: answerDates(slug).updated,
      articleSection: answer.category,
      author: { '@type': 'Person', name: author.name, url: absolute(author.url!) },
      publisher: { '@id': absolute('/#practice') },
      mainEntityOfPage: {
        '@id': absolute(`/answers/${slug}`),
        reviewedBy: { name: reviewer.name, url: absolute(reviewer.url!) },
      },
    });
    expect(article.keywords).toContain(FILE.keywords[0]);
    const practice = data.find((d) => d['@type'] === 'MedicalClinic');
    expect(practice['@id']).toBe(article.publisher['@id']);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
      ['Home', absolute('/')],
      [LISTINGS.answers.title, absolute(LISTINGS.answers.path)],
      [answer.title, absolute(`/answers/${slug}`)],
    ]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      answerDates(slug).published,
    );
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
      'content',
      answerDates(slug).updated!,
    );
    await expect(page.locator('meta[property="article:section"]')).toHaveAttribute(
      'content',
      answer.category,
    );
  });

  test('the answer’s consultation button sends answer_cta_click through gtag, labeled with the answer, then loads its page; with Global Privacy Control or Do Not Track it sends nothing', async ({
    page,
  }) => {
    // A stand-in for the practice's own gtag: it records its calls where the next page can read them.
    await page.addInitScript(() => {
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
        const calls = JSON.parse(sessionStorage.getItem('gtag-calls') ?? '[]');
        sessionStorage.setItem('gtag-calls', JSON.stringify([...calls, args]));
      };
    });
    await page.goto(`/answers/${slug}`);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await ctaLink(page).click();
    await expect(page).toHaveURL(landed);
    // Web-vitals events go through the same gtag (performance-tracking flag); only the CTA event counts here.
    const calls = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('gtag-calls') ?? '[]'),
    )) as unknown[][];
    expect(
      calls.filter((call) => (call[2] as { event_category?: string }).event_category !== 'Web Vitals'),
    ).toEqual(
      // A site that counts nothing tells the practice's tag nothing either.
      COUNTS
        ? [['event', 'answer_cta_click', { event_category: 'conversion', event_label: slug, value: 1 }]]
        : [],
    );
    // A full page load: the answer page's window is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();

    // The same click from a browser sending Global Privacy Control: the practice's tag hears nothing.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    await page.evaluate(() => sessionStorage.removeItem('gtag-calls'));
    await page.goto(`/answers/${slug}`);
    await ctaLink(page).click();
    await expect(page).toHaveURL(landed);
    expect(await page.evaluate(() => sessionStorage.getItem('gtag-calls'))).toBeNull();
  });

  test('the answer’s consultation button sends nothing to gtag from a browser sending Do Not Track', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
      (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) => {
        if (args[1] === 'answer_cta_click') sessionStorage.setItem('gtag-cta', JSON.stringify(args));
      };
    });
    await page.goto(`/answers/${slug}`);
    await ctaLink(page).click();
    await expect(page).toHaveURL(landed);
    expect(await page.evaluate(() => sessionStorage.getItem('gtag-cta'))).toBeNull();
  });

  test('the answer’s consultation button still loads its page when there is no gtag, without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/answers/${slug}`);
    await ctaLink(page).click();
    await expect(page).toHaveURL(landed);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown answer address goes to /answers, replacing the history entry', async ({ page }) => {
    await page.goto(`/answers/${slug}`);
    await page.evaluate(() => window.location.assign('/answers/no-such-answer'));
    await expect(page).toHaveURL(/\/answers$/);
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/answers/${slug}$`));
  });

  test('on a static host, the 404 page sends an unknown answer to /answers the same way', async ({
    page,
  }) => {
    // A static host answers with the 404 page itself: its script does the redirect.
    const notFound = await page.request.get('/no-such-page');
    expect(notFound.status()).toBe(404);
    const html = await notFound.text();
    await page.route('**/answers/no-such-answer', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: html }),
    );
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto(`/answers/${slug}`);
    await page.evaluate(() => window.location.assign('/answers/no-such-answer'));
    await expect(page).toHaveURL(/\/answers$/);
    expect(logged.some((text) => text.includes('/answers/no-such-answer'))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/answers/${slug}$`));
  });
});
