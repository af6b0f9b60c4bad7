import { describe, expect, it } from 'vitest';
import { getRelatedArticles } from '@/lib/blog/related';
import { createMarkdownProcessor } from '@astrojs/markdown-remark';
import { countWords, readDuration, readMinutes, readTimeLabel } from '@/lib/blog/read-time';
import rehypeBodyWords, { bodyWords } from '@/lib/markdown/rehype-body-words';
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

const processor = await createMarkdownProcessor({ rehypePlugins: [rehypeBodyWords] });
/** The words the plugin counts in a Markdown body, as the page renders it. */
const words = async (markdown: string) =>
  (await processor.render(markdown, { frontmatter: {} })).metadata.frontmatter.bodyWords as number;

describe('read time', () => {
  it('counts the words a reader reads, not the markup or link targets', async () => {
    expect(await words('## A heading here\n\n- one **two**\n- [three](/contact)\n\n> four five')).toBe(8);
    expect(await words('1. First step\n2. Second — step')).toBe(4);
    expect(await words('')).toBe(0);
  });

  it('keeps table cells and list items apart, and a word split by emphasis whole', async () => {
    expect(await words('| Session | Focus |\n| - | - |\n| 1 | Your story |')).toBe(5);
    expect(await words('un*believ*able, and-so-on')).toBe(2);
  });

  it('ends the body at its Sources list, and counts a section after it', async () => {
    const body = 'Read this.\n\n## Sources\n\n- A. Author (2020). A title. https://doi.org/10.1000/1\n\n';
    expect(await words(body)).toBe(2);
    expect(await words(`${body}## After the sources\n\nTwo more.`)).toBe(2 + 3 + 2);
  });

  it('counts what an MDX component shows between its tags, not its props or expressions', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'mdxjsEsm', value: 'import Note from "./note"' },
        {
          type: 'mdxJsxFlowElement',
          name: 'Note',
          attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: 'Hidden prop words' }],
          children: [{ type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Shown words.' }] }],
        },
        { type: 'mdxFlowExpression', value: '/* a comment */' },
        {
          type: 'element',
          tagName: 'p',
          children: [
            { type: 'text', value: 'in' },
            { type: 'mdxJsxTextElement', name: 'Term', children: [{ type: 'text', value: 'line' }] },
          ],
        },
      ],
    };
    expect(bodyWords(tree)).toBe(3);
  });

  it('rounds up at 200 words a minute, never below one minute', () => {
    expect(readMinutes(0)).toBe(1);
    expect(readMinutes(200)).toBe(1);
    expect(readMinutes(201)).toBe(2);
    expect(readMinutes(2999)).toBe(15);
    expect(readTimeLabel(801)).toBe('5 min read');
    expect(readDuration(801)).toBe('PT5M');
    expect(countWords(' one — two\nthree ')).toBe(3);
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
