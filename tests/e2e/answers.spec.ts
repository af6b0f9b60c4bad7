import { readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { expect, test, type Page } from '@playwright/test';
import { holdScript } from './hold-script.ts';
import { filterAnswers, type AnswerFilters } from '../../src/lib/answers/filter-answers.ts';
import { answerSummaries, type AnswerEntryLike } from '../../src/lib/answers/answer-summary.ts';
import { ANSWERS_PAGE_SIZE as PAGE_SIZE } from '../../src/lib/answers/pagination.ts';

/** The answers as the content folder holds them, in listing order: the expectations follow the content. */
const answersDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'answers');
const ANSWERS = answerSummaries(
  readdirSync(answersDir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => {
      const { frontmatter } = parseFrontmatter(readFileSync(join(answersDir, file), 'utf8'));
      const published = new Date(String(frontmatter.published));
      return { id: file.replace(/\.mdx$/, ''), data: { ...frontmatter, published } } as AnswerEntryLike;
    }),
);
const TOTAL = ANSWERS.length;
/** The cards of /answers before any filter: its first page. */
const FIRST_PAGE = Math.min(TOTAL, PAGE_SIZE);
const expected = (filters: Partial<AnswerFilters>) =>
  filterAnswers(ANSWERS, { query: '', tier: null, category: null, ...filters });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The cards a visitor sees: the island hides (with `hidden`) the server-rendered cards that do not match.
const cards = (page: Page) => page.locator('main article').filter({ visible: true });
const resultLine = (page: Page) => page.getByRole('status');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search answers' });
const tierButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Tier' }).getByRole('button', { name, exact: true });
const topicButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Topic' }).getByRole('button', { name, exact: true });

const explorer = (page: Page) => page.locator('astro-island[component-url*="AnswersExplorer"]');

/** Waits until the explorer has hydrated (Astro drops the island's `ssr` attribute then). */
async function hydrated(page: Page) {
  await expect(explorer(page)).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Opens the listing. The explorer hydrates on the first touch of its controls, or at once when the
 * address carries filters; a test that acts on the controls does not wait for it.
 */
async function openListing(page: Page, query = '') {
  await page.goto(`/answers${query}`);
  if (query) await hydrated(page);
}

/** Scripts of React and the islands, the code a reader who only reads never fetches. */
const islandCode = (urls: string[]) =>
  urls.filter((url) => /\/_astro\/(AnswersExplorer|client|react|jsx-runtime)[.-]/.test(url));

/** "Read Full Answer" with the card's title in its accessible name. */
const readFullAnswer = (title: string) =>
  new RegExp(`^Read Full Answer\\W*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

test.describe('answers listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has the title, intro, counts and every card in the HTML', async ({ page }) => {
    await page.goto('/answers');
    await expect(page).toHaveTitle('Answers | Live Deeply Therapy Group');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real Answers to Hard Questions');
    const counts = page.locator('main dl');
    await expect(counts.locator('div').first()).toHaveText(new RegExp(`^Answers\\s*${TOTAL}$`));
    for (const [tier, name] of [
      [1, 'Client Magnets'],
      [2, 'Authority Builders'],
      [3, 'Viral Content'],
      [4, 'Evergreen'],
    ] as const) {
      const n = ANSWERS.filter((a) => a.tier === tier).length;
      await expect(counts.locator('div', { hasText: name })).toHaveText(new RegExp(`^${name}\\s*${n}$`));
    }
    const onFirstPage = ANSWERS.slice(0, PAGE_SIZE);
    await expect(cards(page)).toHaveCount(onFirstPage.length);
    await expect(resultLine(page)).toHaveText(`Showing all ${TOTAL} answers`);
    for (const answer of onFirstPage) {
      await expect(page.getByRole('link', { name: readFullAnswer(answer.title) })).toHaveAttribute(
        'href',
        `/answers/${answer.slug}`,
      );
    }
    await expect(page.getByRole('heading', { name: 'Need Personal Guidance?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // A static page cannot filter: without JavaScript the controls are not offered at all, and the
    // pages (24 answers each) list every answer.
    await expect(search(page)).toBeHidden();
    await expect(page.getByRole('group', { name: 'Tier' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Answers pages' })).toHaveCount(
      TOTAL > PAGE_SIZE ? 1 : 0,
    );
  });
});

test.describe('answers listing weight: it ships the search data it needs and no more', () => {
  const clientDir = join(import.meta.dirname, '..', '..', 'dist', 'client');

  test('ships no answer body and no keywords, and one page of cards', async ({ page }) => {
    const html = readFileSync(join(clientDir, 'answers.html'), 'utf8');
    const source = readFileSync(join(answersDir, 'enabling-vs-caring.mdx'), 'utf8');
    // A plain line of the body (no quotes or apostrophes, which typography would change).
    const bodySentence = source
      .split('---')[2]!
      .split('\n')
      .find((line) => /^[A-Za-z ,.]{40,}$/.test(line))!;
    // Booleans, so a failure does not print the whole page.
    expect(html.includes(bodySentence), 'an answer body').toBe(false);
    expect(html.includes('am I enabling my son'), 'an SEO keyword').toBe(false);
    expect(html.includes('&quot;keywords&quot;'), 'a keywords prop').toBe(false);

    // One page of cards, whatever the size of the library: the page's HTML does not grow with it.
    expect((html.match(/<article/g) ?? []).length).toBeLessThanOrEqual(PAGE_SIZE);

    // The explorer's own script, beyond the React runtime the site's islands share.
    await page.goto('/answers');
    const src = await page
      .locator('astro-island[component-url*="AnswersExplorer"]')
      .getAttribute('component-url');
    const script = readFileSync(join(clientDir, src!));
    expect(brotliCompressSync(script).length / 1024).toBeLessThanOrEqual(5);
  });
});

test.describe('answers explorer', () => {
  test('shows the search box, five tier tabs and every topic, nothing chosen', async ({ page }) => {
    await openListing(page);
    await expect(search(page)).toHaveAttribute('placeholder', 'Search answers, topics, or keywords...');
    await expect(page.getByRole('group', { name: 'Tier' }).getByRole('button')).toHaveText([
      'All Tiers',
      'Client Magnets',
      'Authority',
      'Viral',
      'Evergreen',
    ]);
    const categories = [...new Set(ANSWERS.map((a) => a.category))].sort();
    await expect(page.getByRole('group', { name: 'Topic' }).getByRole('button')).toHaveText([
      'All Topics',
      ...categories,
    ]);
    await expect(tierButton(page, 'All Tiers')).toHaveAttribute('aria-pressed', 'true');
    await expect(topicButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
    // role="status": a polite live region, so the new count is announced.
    await expect(resultLine(page)).toHaveText(`Showing all ${TOTAL} answers`);
  });

  test('each tier tab shows that tier only, and All Tiers shows everything @mobile', async ({ page }) => {
    await openListing(page);
    for (const [tab, tier, badge] of [
      ['Client Magnets', 1, 'Client Magnets'],
      ['Authority', 2, 'Authority Builders'],
      ['Viral', 3, 'Viral Content'],
      ['Evergreen', 4, 'Evergreen'],
    ] as const) {
      await tierButton(page, tab).click();
      const n = expected({ tier }).length;
      await expect(tierButton(page, tab)).toHaveAttribute('aria-pressed', 'true');
      await expect(tierButton(page, 'All Tiers')).toHaveAttribute('aria-pressed', 'false');
      await expect(resultLine(page)).toHaveText(`Showing ${n} of ${TOTAL} answers`);
      await expect(cards(page)).toHaveCount(n);
      for (const card of await cards(page).all()) await expect(card).toContainText(badge);
    }
    await tierButton(page, 'All Tiers').click();
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await expect(resultLine(page)).toHaveText(`Showing all ${TOTAL} answers`);
  });

  test('a topic button shows that category only (Addiction is not Addiction Recovery)', async ({ page }) => {
    await openListing(page);
    for (const category of ['Addiction', 'Addiction Recovery', 'Parenting']) {
      await topicButton(page, category).click();
      await expect(topicButton(page, category)).toHaveAttribute('aria-pressed', 'true');
      await expect(topicButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'false');
      const titles = expected({ category }).map((a) => a.title);
      await expect(cards(page).getByRole('heading')).toHaveText(titles);
    }
    await topicButton(page, 'All Topics').click();
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
  });

  test('the search matches title, tldr or category, case-insensitively @mobile', async ({ page }) => {
    await openListing(page);
    for (const query of ['ANGER', 'family dynamics', 'won\u2019t', 'bipolar']) {
      await search(page).fill(query);
      const titles = expected({ query }).map((a) => a.title);
      expect(titles.length).toBeGreaterThan(0);
      await expect(cards(page).getByRole('heading')).toHaveText(titles);
      await expect(resultLine(page)).toHaveText(`Showing ${titles.length} of ${TOTAL} answers`);
    }
  });

  test('search, tier and topic combine: an answer must pass all three', async ({ page }) => {
    await openListing(page);
    await search(page).fill('child');
    const searchOnly = expected({ query: 'child' });
    await expect(cards(page)).toHaveCount(searchOnly.length);
    await tierButton(page, 'Evergreen').click();
    const withTier = expected({ query: 'child', tier: 4 });
    expect(withTier.length).toBeLessThan(searchOnly.length);
    await expect(cards(page).getByRole('heading')).toHaveText(withTier.map((a) => a.title));
    await topicButton(page, 'Family Dynamics').click();
    const all = expected({ query: 'child', tier: 4, category: 'Family Dynamics' });
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThan(withTier.length);
    await expect(cards(page).getByRole('heading')).toHaveText(all.map((a) => a.title));
    await expect(resultLine(page)).toHaveText(`Showing ${all.length} of ${TOTAL} answers`);
  });

  test('the tier and topic buttons work from the keyboard', async ({ page }) => {
    await openListing(page);
    await tierButton(page, 'Viral').focus();
    await page.keyboard.press('Enter');
    await expect(tierButton(page, 'Viral')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(tierButton(page, 'Evergreen')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(tierButton(page, 'Evergreen')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected({ tier: 4 }).length);
  });

  test('no match: the message, both clear buttons, and axe finds nothing', async ({ page }) => {
    await openListing(page);
    await tierButton(page, 'Authority').click();
    await topicButton(page, 'Parenting').click();
    await search(page).fill('zzqx');
    await expect(cards(page)).toHaveCount(0);
    await expect(resultLine(page)).toHaveText(`Showing 0 of ${TOTAL} answers`);
    await expect(page.getByRole('heading', { name: 'No answers found' })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or filters to find what you're looking for."),
    ).toBeVisible();
    await expectAxeClean(page);

    // Clear Search resets only the search.
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(tierButton(page, 'Authority')).toHaveAttribute('aria-pressed', 'true');
    await expect(topicButton(page, 'Parenting')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected({ tier: 2, category: 'Parenting' }).length);

    // Clear All Filters resets search, tier and topic.
    await search(page).fill('zzqx');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(tierButton(page, 'All Tiers')).toHaveAttribute('aria-pressed', 'true');
    await expect(topicButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await expect(page).toHaveURL(/\/answers$/);
  });

  test('a misspelt search offers "Did you mean" answers, loading Fuse.js only then', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const lazy = () => requests.filter((url) => /\/fuse[^/]*\.js$/.test(url));
    const index = () => requests.filter((url) => url.endsWith('/answers/search-index.json'));
    await openListing(page);
    expect(index()).toEqual([]);
    await search(page).fill('addiction');
    await expect(cards(page).first()).toBeVisible();
    await expect(resultLine(page)).toHaveText(
      `Showing ${expected({ query: 'addiction' }).length} of ${TOTAL} answers`,
    );
    // The search index (keywords included) came with the first touch of the search box.
    expect(index()).toHaveLength(1);
    expect(lazy()).toEqual([]);

    await search(page).fill('adiction');
    await expect(page.getByRole('heading', { name: 'No answers found' })).toBeVisible();
    const suggestions = page.getByRole('heading', { name: 'Did you mean' }).locator('..').getByRole('link');
    await expect(suggestions.first()).toBeVisible();
    const count = await suggestions.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    for (const text of await suggestions.allTextContents()) {
      const answer = ANSWERS.find((a) => a.title === text)!;
      expect(`${answer.title} ${answer.category}`).toMatch(/addict/i);
    }
    // The search library arrived with the first empty result.
    expect(lazy()).toHaveLength(1);
    await expectAxeClean(page);

    // A word found only among an answer's SEO keywords.
    await search(page).fill('breakup');
    await expect(suggestions.first()).toHaveAttribute('href', '/answers/how-to-let-go');
    expect(lazy()).toHaveLength(1);
    expect(index()).toHaveLength(1);

    await suggestions.first().click();
    await expect(page).toHaveURL(/\/answers\/how-to-let-go$/);
  });

  test('no "Did you mean" when the filters alone find nothing (no search text)', async ({ page }) => {
    expect(expected({ tier: 4, category: 'Addiction' })).toEqual([]);
    await openListing(page);
    await tierButton(page, 'Evergreen').click();
    await topicButton(page, 'Addiction').click();
    await expect(page.getByRole('heading', { name: 'No answers found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Search' })).toBeVisible();
    await page.waitForTimeout(500); // longer than the suggestions' typing pause
    await expect(page.getByRole('heading', { name: 'Did you mean' })).toHaveCount(0);
  });

  test('filters live in the URL: reload restores them, Back and Forward step through them', async ({
    page,
  }) => {
    await openListing(page);
    await tierButton(page, 'Authority').click();
    await expect(page).toHaveURL(/\/answers\?tier=2$/);
    await topicButton(page, 'Emotional Health').click();
    await expect(page).toHaveURL(/\?tier=2&category=Emotional\+Health$/);
    await search(page).pressSequentially('anger');
    await expect(page).toHaveURL(/\?tier=2&category=Emotional\+Health&q=anger$/);
    const filtered = expected({ query: 'anger', tier: 2, category: 'Emotional Health' });
    await expect(cards(page)).toHaveCount(filtered.length);

    await page.reload();
    await hydrated(page);
    await expect(search(page)).toHaveValue('anger');
    await expect(tierButton(page, 'Authority')).toHaveAttribute('aria-pressed', 'true');
    await expect(topicButton(page, 'Emotional Health')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(filtered.length);
    await expectAxeClean(page);

    // One history entry for the whole typed word, one per button.
    await page.goBack();
    await expect(page).toHaveURL(/\?tier=2&category=Emotional\+Health$/);
    await expect(search(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(expected({ tier: 2, category: 'Emotional Health' }).length);
    await page.goBack();
    await expect(page).toHaveURL(/\?tier=2$/);
    await expect(topicButton(page, 'All Topics')).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/\/answers$/);
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
    await page.goForward();
    await expect(tierButton(page, 'Authority')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected({ tier: 2 }).length);
  });

  test('a shared address opens with its filters; unknown values are ignored', async ({ page }) => {
    await openListing(page, '?q=child&tier=4');
    await expect(search(page)).toHaveValue('child');
    await expect(cards(page)).toHaveCount(expected({ query: 'child', tier: 4 }).length);
    await openListing(page, '?tier=9&category=Astrology');
    await expect(tierButton(page, 'All Tiers')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
  });

  test('a reader downloads no React code; the first touch of the search box or a filter does', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/answers', { waitUntil: 'networkidle' });
    // Reading: scrolling through the cards, pointing at one, tabbing to its link.
    await page.mouse.wheel(0, 1500);
    await cards(page).first().hover();
    await cards(page).first().getByRole('link').focus();
    await page.waitForTimeout(300);
    expect(islandCode(scripts)).toEqual([]);
    // The controls are live before the code arrives: disabled ones would swallow the visitor's choice.
    await expect(search(page)).toBeEnabled();
    await expect(tierButton(page, 'Evergreen')).toBeEnabled();

    await search(page).focus();
    await hydrated(page);
    expect(islandCode(scripts).some((url) => url.includes('AnswersExplorer'))).toBe(true);
  });

  test('a tier chosen before the code arrives is applied once, with one history entry', async ({ page }) => {
    const slow = holdScript(page, 'AnswersExplorer');
    await slow.ready;
    await page.goto('/answers');
    const before = await page.evaluate(() => history.length);
    await tierButton(page, 'Evergreen').click();
    await expect(resultLine(page)).toHaveText(`Showing all ${TOTAL} answers`); // nothing yet
    slow.release();
    await expect(tierButton(page, 'Evergreen')).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(expected({ tier: 4 }).length);
    await expect(page).toHaveURL(/\/answers\?tier=4$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/answers$/);
    await expect(cards(page)).toHaveCount(FIRST_PAGE);
  });

  test('text typed before the code arrives is searched once it has', async ({ page }) => {
    const slow = holdScript(page, 'AnswersExplorer');
    await slow.ready;
    await page.goto('/answers');
    await search(page).pressSequentially('anger');
    slow.release();
    await hydrated(page);
    await expect(search(page)).toHaveValue('anger');
    await expect(cards(page).getByRole('heading')).toHaveText(
      expected({ query: 'anger' }).map((a) => a.title),
    );
    await expect(page).toHaveURL(/\/answers\?q=anger$/);
    await search(page).press('End');
    await search(page).pressSequentially('s');
    await expect(search(page)).toHaveValue('angers');
  });

  test('the grid has 1, 2 and 3 columns on small, medium and large screens', async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [900, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/answers');
      const tops = await cards(page)
        .locator('xpath=..')
        .evaluateAll((items) => items.slice(0, 6).map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0]).length, `${width}px`).toBe(columns);
    }
  });

  test('titles are clamped to two lines and the tldr to four', async ({ page }) => {
    await page.goto('/answers');
    const card = cards(page).first();
    await expect(card.getByRole('heading')).toHaveCSS('-webkit-line-clamp', '2');
    await expect(card.locator('p').nth(1)).toHaveCSS('-webkit-line-clamp', '4');
  });
});

test.describe('answer page', () => {
  const slug = 'enabling-vs-caring';
  const answer = ANSWERS.find((a) => a.slug === slug)!;

  test('shows every part the spec lists, in order @mobile', async ({ page }) => {
    await page.goto(`/answers/${slug}`);
    await expect(page).toHaveTitle(`${answer.title} | Answers | Live Deeply Therapy Group`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', answer.tldr);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Back to All Answers' })).toHaveAttribute('href', '/answers');
    await expect(main.getByRole('link', { name: 'Back to All Answers' })).toHaveText('← Back to All Answers');
    await expect(main.getByText('Client Magnets', { exact: true })).toBeVisible();
    await expect(main.getByText('Addiction Recovery', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.title);
    await expect(main.getByText(/Reviewed by/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Marcus Bell' }).first()).toHaveAttribute(
      'href',
      '/therapists#marcus-bell',
    );
    await expect(main.locator('time').first()).toHaveAttribute('datetime', '2024-12-20');
    await expect(main.getByText(/Last updated/)).toBeVisible();

    const tldr = main.getByRole('region', { name: "Too Long; Didn't Read" });
    await expect(tldr).toContainText(answer.tldr);

    // The body: section headings, boxed numbered sub-sections, bullets.
    await expect(main.locator('.answer-body h2').first()).toBeVisible();
    const box = main.locator('.answer-body section.answer-box').first();
    await expect(box.getByRole('heading', { level: 3 })).toHaveText(
      '1. You absorb consequences that belong to them',
    );
    await expect(box).toHaveCSS('border-left-width', '4px');
    await expect(main.locator('.answer-body ul li').first()).toBeVisible();

    const take = main.getByRole('region', { name: "The Practitioner's Take" });
    await expect(take.locator('blockquote')).toContainText('Enabling is love doing the wrong job');
    // The take is credited to the answer's author, whose byline it shares.
    await expect(take.getByRole('link', { name: 'Marcus Bell' })).toHaveAttribute(
      'href',
      '/therapists#marcus-bell',
    );
    await expect(take).not.toContainText('Miriam Hale');

    const related = main.getByRole('region', { name: 'Related Answers' });
    await expect(related.getByRole('link')).toHaveText([
      'How to support a loved one with a substance use problem',
      'Interventions that actually work',
      'Do people really have to hit bottom?',
    ]);
    for (const href of await related
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect((await page.request.get(href!, { maxRedirects: 0 })).status(), href!).toBe(200);
    }

    const cta = main.getByRole('region', { name: 'Need Real Help With This?' });
    await expect(cta.getByRole('link', { name: 'Book a Private Consult' })).toHaveAttribute(
      'href',
      '/contact',
    );

    // The parts in the order the answer page shows them.
    const order = await main.evaluate((el) =>
      [
        '[href="/answers"]',
        'h1',
        '#tldr-heading',
        '.answer-body',
        '#take-heading',
        '#related-heading',
        '#answer-cta-heading',
      ].map((selector) => el.querySelector(selector)!.getBoundingClientRect().top),
    );
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
      datePublished: '2024-12-20',
      dateModified: '2026-11-23',
      articleSection: 'Addiction Recovery',
      author: {
        '@type': 'Person',
        name: 'Marcus Bell',
        url: 'https://livedeeply.example/therapists#marcus-bell',
      },
      publisher: { '@id': 'https://livedeeply.example/#practice' },
      mainEntityOfPage: {
        '@id': `https://livedeeply.example/answers/${slug}`,
        reviewedBy: { name: 'Dr. Miriam Hale', url: 'https://livedeeply.example/dr-miriam-hale' },
      },
    });
    expect(article.keywords).toContain('am I enabling my son');
    const practice = data.find((d) => d['@type'] === 'MedicalClinic');
    expect(practice['@id']).toBe(article.publisher['@id']);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string; item: string }) => [c.name, c.item])).toEqual([
      ['Home', 'https://livedeeply.example/'],
      ['Answers', 'https://livedeeply.example/answers'],
      [answer.title, `https://livedeeply.example/answers/${slug}`],
    ]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2024-12-20',
    );
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute(
      'content',
      '2026-11-23',
    );
    await expect(page.locator('meta[property="article:section"]')).toHaveAttribute(
      'content',
      'Addiction Recovery',
    );
  });

  test('Book a Private Consult sends answer_cta_click through gtag, then loads /contact', async ({
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
    await page.getByRole('link', { name: 'Book a Private Consult' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Web-vitals events go through the same gtag (performance-tracking flag); only the CTA event counts here.
    const calls = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('gtag-calls') ?? '[]'),
    )) as unknown[][];
    expect(
      calls.filter((call) => (call[2] as { event_category?: string }).event_category !== 'Web Vitals'),
    ).toEqual([['event', 'answer_cta_click', { event_category: 'conversion', event_label: slug, value: 1 }]]);
    // A full page load: the answer page's window is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test('Book a Private Consult still goes to /contact when there is no gtag, without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/answers/${slug}`);
    await page.getByRole('link', { name: 'Book a Private Consult' }).click();
    await expect(page).toHaveURL(/\/contact$/);
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
