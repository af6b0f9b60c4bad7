import { describe, expect, it } from 'vitest';
import { getRelatedArticles } from '@/lib/blog/related';
import { countWords, readMinutes, readTimeLabel } from '@/lib/blog/read-time';
import { newestFirst } from '@/lib/content/publication';
import { formatLongDate, isoDate } from '@/lib/dates';

const article = (
  id: string,
  category: string,
  published: string,
  safety: { help?: string[]; jointTherapy?: string[] } = {},
) => ({
  id,
  data: {
    category,
    published: new Date(published),
    draft: false,
    help: safety.help ?? [],
    jointTherapy: safety.jointTherapy ?? [],
  },
});

describe('getRelatedArticles', () => {
  const all = [
    article('a', 'Anxiety', '2025-01-01'),
    article('b', 'Anxiety', '2025-03-01'),
    article('c', 'Parenting', '2025-04-01'),
    article('d', 'Anxiety', '2025-02-01'),
    article('e', 'Anxiety', '2024-12-01'),
  ];

  it('returns at most two of the same category, newest first, never the article itself', () => {
    expect(getRelatedArticles(all[0]!, all).map((a) => a.id)).toEqual(['b', 'd']);
    expect(getRelatedArticles(all[1]!, all).map((a) => a.id)).toEqual(['d', 'a']);
  });

  it('returns fewer when the category has fewer, and none for a lone category', () => {
    expect(getRelatedArticles(all[2]!, all)).toEqual([]);
    expect(getRelatedArticles(all[0]!, all.slice(0, 2)).map((a) => a.id)).toEqual(['b']);
  });

  it('never offers a piece about couples or family therapy under a piece on partner violence or child abuse', () => {
    const pieces = [
      article('control', 'Relationships', '2025-01-01', { help: ['domestic-violence'] }),
      article('stay-or-divorce', 'Relationships', '2025-05-01', { jointTherapy: ['couples'] }),
      article('family-sessions', 'Relationships', '2025-04-01', { jointTherapy: ['family'] }),
      article('boundaries', 'Relationships', '2025-02-01'),
    ];
    expect(getRelatedArticles(pieces[0]!, pieces).map((a) => a.id)).toEqual(['boundaries']);
    expect(getRelatedArticles(pieces[3]!, pieces).map((a) => a.id)).toEqual([
      'stay-or-divorce',
      'family-sessions',
    ]);
  });
});

describe('read time', () => {
  it('counts the words a reader reads, not the markup', () => {
    expect(countWords('## A heading here\n\n- one **two**\n- [three](/contact)\n\n> four five')).toBe(8);
    expect(countWords('1. First step\n2. Second — step')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('rounds up at 200 words a minute, never below one minute', () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(200)).toBe(1);
    expect(readMinutes(201)).toBe(2);
    expect(readMinutes(2999)).toBe(15);
    expect(readTimeLabel(Array.from({ length: 801 }, () => 'word').join(' '))).toBe('5 min read');
  });
});

describe('dates', () => {
  it('shows calendar dates in long form whatever the time zone', () => {
    expect(formatLongDate(new Date('2024-12-22'))).toBe('December 22, 2024');
    expect(formatLongDate(new Date('2025-01-01'))).toBe('January 1, 2025');
    expect(isoDate(new Date('2024-12-22'))).toBe('2024-12-22');
  });
});

describe('order', () => {
  it('puts the newest article first', () => {
    const sorted = newestFirst([article('old', 'A', '2024-01-01'), article('new', 'A', '2025-06-01')]);
    expect(sorted.map((a) => a.id)).toEqual(['new', 'old']);
  });
});
