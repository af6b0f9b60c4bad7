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

/** The built articles: every one has its own drawn picture, whatever the practice's library holds. */
const articleCount = builtFiles().filter((file) => /^blog\/(?!page\/)[^/]+\.html$/.test(file)).length;

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
    expect(views.filter((view) => view.path === '/blog')[0]?.motifs.length).toBeGreaterThanOrEqual(
      Math.min(articleCount, 2),
    );
    const repeats = views.flatMap(({ path, motifs }) =>
      motifs.filter((motif, i) => motifs.indexOf(motif) !== i).map((motif) => `${path}: ${motif}`),
    );
    expect(repeats).toEqual([]);
  });

  it("draws each article's own picture as a labelled scene of three motifs", () => {
    const heroes = pages
      .filter(({ path }) => /^\/blog\/(?!page\/)[^/]+$/.test(path))
      .map(({ path, document }) => {
        const hero = document.querySelector('main svg[role="img"][data-motifs]');
        return `${path}: ${hero?.getAttribute('data-motifs')?.split(' ').length ?? 0} motifs, ${hero?.getAttribute('aria-label') ? 'labelled' : 'no label'}`;
      });
    expect(heroes.length).toBe(articleCount);
    expect(heroes.filter((line) => !line.endsWith(': 3 motifs, labelled'))).toEqual([]);
  });
});
