import { describe, expect, it } from 'vitest';
import { PRACTICE } from '@/config/practice';
import { pathOfHtmlFile } from '@/lib/built-pages';
import { faqId, isSearchable, textOf, vocabulary } from '@/lib/search/search-rules';

const page = (head = '') => `<html><head>${head}</head><body><main data-pagefind-body>x</main></body></html>`;

describe('what the site search indexes', () => {
  it('names each built file by its public address', () => {
    expect(pathOfHtmlFile('index.html')).toBe('/');
    expect(pathOfHtmlFile('about.html')).toBe('/about');
    expect(pathOfHtmlFile('blog/boundaries-are-not-walls.html')).toBe('/blog/boundaries-are-not-walls');
  });

  it('indexes content pages, not listings, error pages, the search page or noindex pages', () => {
    for (const path of ['/', '/about', '/faq', '/dr-miriam-hale', '/blog/x', '/answers/x', '/privacy']) {
      expect(isSearchable(path, page()), path).toBe(true);
    }
    for (const path of ['/blog', '/blog/page/2', '/answers', '/answers/page/3', '/404', '/500', '/search']) {
      expect(isSearchable(path, page()), path).toBe(false);
    }
    expect(isSearchable('/thank-you', page('<meta name="robots" content="noindex">'))).toBe(false);
  });

  it('gives every FAQ question a distinct, readable id', () => {
    expect(faqId('Do you take insurance?')).toBe('do-you-take-insurance');
    expect(faqId("What's it like? (Really)")).toBe('whats-it-like-really');
    const ids = PRACTICE.faq.map((item) => faqId(item.question));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the words "Did you mean" draws on', () => {
  it('keeps heading words and body words found on two pages, most frequent first', () => {
    const words = vocabulary([
      { heading: ['Boundaries Are Not Walls'], body: ['Anxiety and boundaries, once: zebra.'] },
      { heading: ['Anxiety at night'], body: ['anxiety again'] },
    ]);
    expect(words[0]).toBe('anxiety');
    expect(words).toContain('boundaries');
    expect(words).toContain('walls');
    expect(words).not.toContain('zebra');
    expect(words).not.toContain('and'); // shorter than four letters
  });

  it('reads the text of HTML without its tags and scripts', () => {
    expect(textOf('<p>Fish &amp; chips<script>alert(1)</script> <b>here</b></p>')).toBe('Fish & chips here');
  });
});
