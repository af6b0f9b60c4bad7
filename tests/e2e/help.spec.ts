import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PRACTICE } from '#practice';
import type { HelpSituation } from '../../src/config/help-schema.ts';
import { readContent } from '../../src/lib/content-check/check-content.ts';
import type { Audience } from '../../src/lib/content/audience.ts';
import { piecePath } from '../../src/lib/content/collections.ts';
import { EDITORIAL_COPY } from '../../src/lib/content/editorial-copy.ts';
import {
  happeningNowHeading,
  happeningNowLines,
  opensWithHappeningNow,
} from '../../src/lib/help/happening-now.ts';
import {
  contactHref,
  contactLabel,
  helpLinesFor,
  spanishContactLabel,
} from '../../src/lib/help/help-lines.ts';
import { showsQuickExit } from '../../src/lib/help/quick-exit.ts';
import { answerPeople } from './answers-shared.ts';
import { routesOfKind } from './routes';
import { SAME_FOR_EVERY_PRACTICE } from '../practice.ts';

/** The practice's published articles and answers, with what their files declare. */
const published = new Set([...routesOfKind('article'), ...routesOfKind('answer')]);
const PIECES = readContent(join(import.meta.dirname, '..', '..'), { body: false })
  .flatMap((file) =>
    file.collection === 'blog' || file.collection === 'answers'
      ? [
          {
            id: file.id,
            collection: file.collection,
            path: piecePath(file.collection, file.id),
            help: (file.data?.['help'] ?? []) as HelpSituation[],
            audience: (file.data?.['audience'] ?? 'adults') as Audience,
            quickExit: file.data?.['quickExit'] as boolean | undefined,
          },
        ]
      : [],
  )
  .filter((piece) => published.has(piece.path));
type Piece = (typeof PIECES)[number];

/** The first piece of a kind, or a clear failure naming what the practice's library lacks. */
function first(what: string, matches: (piece: Piece) => boolean): Piece {
  const found = PIECES.find(matches);
  if (!found) throw new Error(`The practice publishes no ${what}`);
  return found;
}

/** Every article and answer that shows the quick exit (written to a teen, or partner violence or child abuse). */
const quickExitPaths = () => PIECES.filter(showsQuickExit).map((piece) => piece.path);

/** The first of them: the page the button's own behaviour is tested on. */
const quickExitPath = () => first('piece that shows the quick exit', showsQuickExit).path;

/** The lines a help box lists for these situations, 911 first, as their data-help-line ids. */
const boxIds = (help: readonly HelpSituation[]) => {
  const { emergency, lines } = helpLinesFor(PRACTICE.help, help);
  return [emergency, ...lines].map((line) => line.id);
};

/** The call and text links of those lines, in order: what the box's English links dial. */
const boxLinks = (help: readonly HelpSituation[]) => {
  const { emergency, lines } = helpLinesFor(PRACTICE.help, help);
  return [emergency, ...lines].flatMap((line) =>
    line.contact.filter((contact) => contact.kind !== 'web').map(contactHref),
  );
};

/** The help lines of the page's help box, in the order it lists them. */
const helpLines = (page: Page) =>
  page
    .locator('#help [data-help-line]')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('data-help-line')));

test.describe('the help box', () => {
  test('lists 911 first and alone, then the lines of the situations the answer declares @mobile', async ({
    page,
  }) => {
    const answer = first(
      'answer that declares a situation',
      (piece) => piece.collection === 'answers' && piece.help.length > 0,
    );
    await page.goto(answer.path);
    const box = page.getByRole('complementary', { name: 'If you need help now' });
    await expect(box).toBeVisible();
    expect(await helpLines(page)).toEqual(boxIds(answer.help));
    const links = await box
      .locator('a:not([lang])[href^="tel:"], a:not([lang])[href^="sms:"]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links[0]).toBe('tel:911');
    expect(links).toEqual(boxLinks(answer.help));
    await expect(box.getByRole('link', { name: 'Call 911' })).toBeVisible();
    // The lines that answer in Spanish say so in Spanish, marked as Spanish for screen readers.
    const { lines } = helpLinesFor(PRACTICE.help, answer.help);
    for (const contact of lines.flatMap((line) => line.spanish ?? []).filter((each) => each.kind !== 'web'))
      await expect(box.locator(`a[lang="es"][href="${contactHref(contact)}"]`).first()).toHaveText(
        spanishContactLabel(contact),
      );
    // A piece that opens with "If this is happening now" has no link at the top repeating it.
    if (opensWithHappeningNow(answer)) {
      await expect(page.locator('[data-happening-now]')).toBeVisible();
      await expect(page.getByRole('link', { name: EDITORIAL_COPY.helpNowLink })).toHaveCount(0);
    }
  });

  test('a piece that declares a situation without opening on the lines links down to its help box', async ({
    page,
  }) => {
    const piece = PIECES.find((each) => each.help.length > 0 && !opensWithHappeningNow(each));
    test.skip(!piece, 'every piece of this practice that declares a situation opens with its lines');
    await page.goto(piece!.path);
    await expect(page.locator('[data-happening-now]')).toHaveCount(0);
    await page.getByRole('link', { name: EDITORIAL_COPY.helpNowLink }).click();
    await expect(page).toHaveURL(/#help$/);
  });

  test('shows the general crisis lines on a piece that declares no situation', async ({ page }) => {
    const piece = first(
      'piece that declares no situation',
      (each) => each.help.length === 0 && each.audience !== 'teen',
    );
    await page.goto(piece.path);
    expect(await helpLines(page)).toEqual(boxIds([]));
    for (const line of helpLinesFor(PRACTICE.help, []).lines)
      for (const contact of line.contact.filter((each) => each.kind === 'text'))
        await expect(page.locator(`#help a[href="${contactHref(contact)}"]`).first()).toHaveText(
          contactLabel(contact),
        );
    await expect(page.getByRole('link', { name: EDITORIAL_COPY.helpNowLink })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'If this is happening now' })).toHaveCount(0);
  });

  test('is followed by the one note that the stories are composites, and the take credits its author', async ({
    page,
  }) => {
    const answer = first('answer', (piece) => piece.collection === 'answers');
    await page.goto(answer.path);
    await expect(page.getByRole('complementary', { name: EDITORIAL_COPY.storiesHeading })).toContainText(
      'composites',
    );
    const { author, reviewer } = answerPeople(answer.id);
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

  test(
    'the button replaces the page and its history entry @mobile',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
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
    },
  );

  test('the Escape key does the same', SAME_FOR_EVERY_PRACTICE, async ({ page }) => {
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
      ...pieces.filter((path) => path.startsWith('/blog/')).slice(0, 1),
      ...pieces.filter((path) => path.startsWith('/answers/')).slice(0, 1),
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

  test(
    'Escape in a field of the contact form does not leave: what was typed stays',
    SAME_FOR_EVERY_PRACTICE,
    async ({ page }) => {
      await page.goto('/contact');
      const name = page.getByLabel('Name', { exact: false }).first();
      await name.fill('Sam');
      await name.press('Escape');
      await expect(page).toHaveURL(/\/contact$/);
      await expect(name).toHaveValue('Sam');
    },
  );

  test('pages that do not ask for it have no button and ignore Escape', async ({ page }) => {
    const piece = first('piece without the quick exit', (each) => !showsQuickExit(each));
    await page.goto(piece.path);
    await expect(page.getByRole('link', { name: 'Leave this page quickly' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`${piece.path}$`));
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
    expect(links, path).toEqual(boxLinks([]));
  }
});

test('a crisis piece opens with "If this is happening now", before its text, on the first screen @mobile', async ({
  page,
}) => {
  // An article and an answer that open with it, where the practice has them.
  const opening = (['blog', 'answers'] as const).flatMap((collection) =>
    PIECES.filter((piece) => piece.collection === collection && opensWithHappeningNow(piece)).slice(0, 1),
  );
  expect(opening.length).toBeGreaterThan(0);
  for (const { path, help, audience } of opening) {
    await page.goto(path);
    const box = page.getByRole('complementary', { name: happeningNowHeading(audience) });
    await expect(box, path).toBeInViewport();
    await expect(box.locator('li'), path).toHaveCount(
      happeningNowLines(PRACTICE.help, help, audience).length,
    );
    await expect(box.locator('a').first(), path).toHaveAttribute('href', 'tel:911');
  }
  await page.goto(first('piece that opens without it', (piece) => !opensWithHappeningNow(piece)).path);
  await expect(page.getByRole('complementary', { name: 'If this is happening now' })).toHaveCount(0);
});
