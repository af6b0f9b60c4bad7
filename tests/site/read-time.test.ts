/**
 * Read time against the words a reader meets in each built article and answer: the text of the page's
 * body (`.prose-article`), up to its Sources list and without a block's own sources, counted here from the
 * HTML with its own reading of it.
 * An article says "N min read" under its title and on every card that lists it; both pieces say the words
 * and the minutes in their structured data. 200 words a minute, rounded up, at least one minute.
 */
import { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { sitePages } from '../../src/lib/pages/site-pages.ts';
import { builtPages, jsonLdBlocks, readerText, type BuiltPage } from './built-site';

const minutes = (words: number) => Math.max(1, Math.ceil(words / 200));

/** The body's words, without its Sources section (from its heading to the next section's, if any). */
function bodyWords(page: BuiltPage): number {
  const body = page.document.querySelector('.prose-article');
  if (!body) throw new Error(`${page.path} has no article body`);
  let sources = false;
  // A block drawn later (as it nears the screen) only wraps a stretch of the body: its children are the body's.
  const nodes = body.childNodes.flatMap((node) =>
    node instanceof HTMLElement && node.classList.contains('later') ? node.childNodes : [node],
  );
  const read = nodes.filter((node) => {
    const element = node as HTMLElement;
    if (node.nodeType === 1 && element.rawTagName === 'h2') sources = element.text.trim() === 'Sources';
    return !sources;
  });
  // A block's own list of sources (an emergency instruction's "Where this comes from") is looked up, not read.
  for (const node of read)
    if (node instanceof HTMLElement)
      node.querySelectorAll('[data-reference]').forEach((list) => list.remove());
  return read
    .map(readerText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function pieceData(page: BuiltPage): { wordCount?: number; timeRequired?: string } {
  return jsonLdBlocks(page)
    .map((block) => JSON.parse(block) as { '@type'?: string; wordCount?: number; timeRequired?: string })
    .find((data) => data['@type'] === 'BlogPosting' || data['@type'] === 'Article')!;
}

const built = new Map(builtPages().map((page) => [page.path, page]));
const pieces = sitePages().filter((entry) => entry.kind === 'article' || entry.kind === 'answer');
const articles = pieces.filter((entry) => entry.kind === 'article');
const words = new Map(pieces.map((entry) => [entry.path, bodyWords(built.get(entry.path)!)]));

describe('read time follows the body a reader sees', () => {
  it('the site has articles and answers to check, some of them with a Sources list', () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(pieces.length).toBeGreaterThan(articles.length);
    const withSources = pieces.filter((entry) => built.get(entry.path)!.html.includes('>Sources</h2>'));
    expect(withSources.length).toBeGreaterThan(0);
  });

  it.each(pieces.map((entry) => [entry.path]))(
    '%s: the structured data gives the words of its body and the minutes they take',
    (path) => {
      const data = pieceData(built.get(path)!);
      expect(data.wordCount).toBe(words.get(path));
      expect(data.timeRequired).toBe(`PT${minutes(words.get(path)!)}M`);
    },
  );

  it.each(articles.map((entry) => [entry.path]))('%s: says the minutes its body takes', (path) => {
    const said = built
      .get(path)!
      .document.querySelector('article header')!
      .text.match(/(\d+) min read/);
    expect(Number(said?.[1])).toBe(minutes(words.get(path)!));
  });

  it('every card that lists an article says the same minutes as the article', () => {
    const wrong: string[] = [];
    let cards = 0;
    for (const page of built.values()) {
      // A card is an article element that is not the page's own article (which holds the body).
      for (const card of page.document.querySelectorAll('article:not(:has(.prose-article))')) {
        const link = card.querySelector('a[href^="/blog/"]')?.getAttribute('href');
        const said = card
          .querySelectorAll('span')
          .map((span) => span.text.match(/^(\d+) min read$/))
          .find((match) => match !== null);
        if (!link || !said || !words.has(link)) continue;
        cards += 1;
        if (Number(said[1]) !== minutes(words.get(link)!))
          wrong.push(`${page.path}: ${link} says ${said[0]}`);
      }
    }
    // At least the blog listing's card of each article.
    expect(cards).toBeGreaterThanOrEqual(articles.length);
    expect(wrong).toEqual([]);
  });
});
