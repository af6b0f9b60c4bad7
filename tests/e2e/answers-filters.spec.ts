import { expect, test } from '@playwright/test';
import {
  ANSWERS,
  FIRST_PAGE,
  TOTAL,
  cards,
  expectAxeClean,
  expected,
  hydrated,
  openListing,
  resultLine,
  search,
  tierButton,
  topicButton,
} from './answers-shared.ts';

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

  test('the result line counts the cards on the screen, unfiltered and under every tier and topic', async ({
    page,
  }) => {
    await openListing(page);
    const counted = async () =>
      Number((await resultLine(page).innerText()).match(/^Showing (?:all )?(\d+)/)![1]);
    await search(page).focus();
    await hydrated(page);
    expect(await counted()).toBe(await cards(page).count());
    for (const group of ['Tier', 'Topic']) {
      const buttons = page.getByRole('group', { name: group }).getByRole('button');
      for (const name of await buttons.allInnerTexts()) {
        const button = page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        await expect(resultLine(page)).toHaveText(/^Showing /);
        expect(await counted(), `${group}: ${name}`).toBe(await cards(page).count());
      }
      await buttons.first().click();
    }
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
});
