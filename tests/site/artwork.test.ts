/**
 * The drawn artwork on the built pages: a listing, a related row or a teen list (every element marked
 * data-art-view) never shows one motif twice, which would read as a template; and an article's own
 * picture is a scene of three motifs, not one icon in the middle of a wide frame.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../src/lib/built-pages.ts';
import { pagePath } from '../../src/lib/pages/registry.ts';
import { builtFiles, CLIENT_DIR } from './built-site';

// Only pages with a drawing are parsed: a plain search of the text finds them.
const pages = builtFiles()
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({ file, html: readFileSync(join(CLIENT_DIR, file), 'utf8') }))
  .filter(({ html }) => html.includes('data-motifs'))
  .map(({ file, html }) => ({ path: pagePath(file), document: parseHtml(html) }));

/** Every built article, with the drawing its page shows as its own picture (none where it has a photograph). */
const articles = builtFiles()
  .filter((file) => /^blog\/(?!page\/)[^/]+\.html$/.test(file))
  .map((file) => {
    const document = parseHtml(readFileSync(join(CLIENT_DIR, file), 'utf8'));
    return {
      path: pagePath(file),
      document,
      hero: document.querySelector('main svg[role="img"][data-motifs]'),
    };
  });
const drawnArticles = articles.filter((article) => article.hero).length;

const motifsIn = (element: ReturnType<typeof parseHtml>) =>
  element
    .querySelectorAll('[data-motifs]')
    .flatMap((art) => (art.getAttribute('data-motifs') ?? '').split(' '));

describe('the drawn artwork', () => {
  it('shows no motif twice in one listing, related row or teen list', () => {
    const views = pages.flatMap(({ path, document }) =>
      document.querySelectorAll('[data-art-view]').map((view) => ({ path, motifs: motifsIn(view) })),
    );
    // The walk covers the blog's listing and the related rows under articles (the teens' list is
    // marked too, and drawn once an article is written to a teen).
    expect(views.find((view) => view.path === '/blog')?.motifs.length ?? 0).toBeGreaterThanOrEqual(
      Math.min(drawnArticles, 2),
    );
    const repeats = views.flatMap(({ path, motifs }) =>
      motifs.filter((motif, i) => motifs.indexOf(motif) !== i).map((motif) => `${path}: ${motif}`),
    );
    expect(repeats).toEqual([]);
  });

  it("draws each article's own picture as a labelled scene of three motifs, unless it has a photograph", () => {
    expect(articles.length).toBeGreaterThan(0);
    const wrong = articles
      .filter(({ document, hero }) =>
        hero
          ? hero.getAttribute('data-motifs')?.split(' ').length !== 3 || !hero.getAttribute('aria-label')
          : !document.querySelector('main img'),
      )
      .map(({ path }) => path);
    expect(wrong).toEqual([]);
  });
});
