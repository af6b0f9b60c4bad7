import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { asksNoindex, parseHtml } from '@/lib/built-pages';
import type { PageEntry, PageKind } from '@/lib/pages/registry';
import { faqId, isSearchable, textOf, vocabulary } from '@/lib/search/search-rules';

const entry = (kind: PageKind, indexed = true): PageEntry => ({
  path: '/x',
  kind,
  title: 'X',
  indexed,
  file: 'x.astro',
});

describe('what the site search indexes', () => {
  it('indexes content pages, not listings, error, utility or placeholder pages, nor noindex pages', () => {
    for (const kind of ['home', 'page', 'profile', 'legal', 'article', 'answer'] as const) {
      expect(isSearchable(entry(kind), false), kind).toBe(true);
      expect(isSearchable(entry(kind), true), `${kind} asking noindex`).toBe(false);
    }
    for (const kind of ['listing', 'error', 'utility', 'placeholder'] as const) {
      expect(isSearchable(entry(kind), false), kind).toBe(false);
    }
    expect(isSearchable(entry('page', false), false)).toBe(false);
    expect(isSearchable(undefined, false)).toBe(false);
  });

  it("reads a page's noindex from its robots meta", () => {
    expect(asksNoindex(parseHtml('<head><meta name="robots" content="noindex, follow"></head>'))).toBe(true);
    expect(asksNoindex(parseHtml('<head><meta name="description" content="noindex"></head>'))).toBe(false);
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
    expect(textOf(parseHtml('<p>Fish &amp; chips<script>alert(1)</script> <b>here</b>&rsquo;s</p>'))).toBe(
      'Fish & chips here ’s',
    );
  });
});
