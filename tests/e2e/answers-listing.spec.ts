import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PRACTICE, SITE } from '#practice';
import { LISTINGS } from '../../src/lib/pages/registry.ts';
import { consultationStep } from '../../src/lib/therapists/next-step.ts';
import { holdScript } from './hold-script.ts';
import {
  ANSWERS,
  FIRST_PAGE,
  PAGE_SIZE,
  TOTAL,
  answerFile,
  cards,
  expected,
  hydrated,
  islandCode,
  readFullAnswer,
  resultLine,
  search,
  tierButton,
} from './answers-shared.ts';

test.describe('answers listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('has the title, intro, counts and every card in the HTML', async ({ page }) => {
    await page.goto('/answers');
    await expect(page).toHaveTitle(`${LISTINGS.answers.title} | ${SITE.siteName}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRACTICE.listings.answers.heading);
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
    await expect(resultLine(page)).toHaveText(
      TOTAL > PAGE_SIZE ? `Showing ${PAGE_SIZE} of ${TOTAL} answers` : `Showing all ${TOTAL} answers`,
    );
    for (const answer of onFirstPage) {
      await expect(page.getByRole('link', { name: readFullAnswer(answer.title) })).toHaveAttribute(
        'href',
        `/answers/${answer.slug}`,
      );
    }
    const guidance = page.getByRole('region', { name: 'Need Personal Guidance?' });
    await expect(guidance).toBeVisible();
    await expect(
      guidance.getByRole('link', { name: consultationStep('answersGuidance').label }),
    ).toHaveAttribute('href', consultationStep('answersGuidance').href);
    // A static page cannot filter: without JavaScript the controls are not offered at all, and the
    // pages (ANSWERS_PAGE_SIZE answers each) list every answer.
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
    // The library's first answer, and the keyword of its that no card's words hold.
    const { frontmatter, content } = answerFile(ANSWERS[0]!.slug);
    const shown = ANSWERS.map((a) => `${a.title} ${a.tldr} ${a.category}`.toLowerCase()).join(' ');
    const keyword = ((frontmatter['keywords'] ?? []) as string[]).find(
      (word) => !shown.includes(word.toLowerCase()),
    );
    // A plain line of the body (no quotes or apostrophes, which typography would change).
    const bodySentence = content.split('\n').find((line) => /^[A-Za-z ,.]{40,}$/.test(line))!;
    // Booleans, so a failure does not print the whole page.
    expect(html.includes(bodySentence), 'an answer body').toBe(false);
    expect(keyword, 'a keyword of its own').toBeTruthy();
    expect(html.toLowerCase().includes(keyword!.toLowerCase()), 'an SEO keyword').toBe(false);
    expect(html.includes('&quot;keywords&quot;'), 'a keywords prop').toBe(false);

    // One page of cards, whatever the size of the library: the page's HTML does not grow with it.
    expect((html.match(/<article/g) ?? []).length).toBeLessThanOrEqual(PAGE_SIZE);

    // The explorer's own script, beyond the React runtime the site's islands share (with the search
    // topics' vocabulary it counts a search that found nothing under: about half a kilobyte).
    await page.goto('/answers');
    const src = await page
      .locator('astro-island[component-url*="AnswersExplorer"]')
      .getAttribute('component-url');
    const script = readFileSync(join(clientDir, src!));
    expect(brotliCompressSync(script).length / 1024).toBeLessThanOrEqual(5.75);
  });
});

test.describe('answers explorer: loading and layout', () => {
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
    await expect(resultLine(page)).toHaveText(/^Showing (all|\d+ of) \d+ answers$/); // nothing yet
    await expect(tierButton(page, 'Evergreen')).toHaveAttribute('aria-pressed', 'false');
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
