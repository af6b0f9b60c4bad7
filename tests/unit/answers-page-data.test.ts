import { describe, expect, it } from 'vitest';
import { answerArticleJsonLd } from '@/lib/answers/article-json-ld';
import { relatedAnswerLinks, type RelatableAnswer } from '@/lib/answers/related-answers';
import { resolvePerson } from '@/lib/people';
import type { SiteConfig } from '@/config/schema';
import { FOLDERS, SITE } from '#practice';
import { ASSOCIATE, LEAD } from '../practice.ts';

describe('relatedAnswerLinks', () => {
  const known = new Set(['a', 'b']);
  const piece = { category: 'Parenting', help: [] };
  const answers = new Map([
    ['x', piece],
    ['a', piece],
    ['b', piece],
  ]);

  it('links each related answer with its own text, in order', () => {
    expect(
      relatedAnswerLinks(
        'x',
        [
          { text: 'Read B', answer: { id: 'b' } },
          { text: 'Read A', answer: { id: 'a' } },
        ],
        answers,
        known,
      ),
    ).toEqual([
      { text: 'Read B', href: '/answers/b' },
      { text: 'Read A', href: '/answers/a' },
    ]);
    expect(relatedAnswerLinks('x', [], answers, known)).toEqual([]);
  });

  it('leaves out a link to an answer that is not published yet', () => {
    const published = new Set(['a']);
    const related = [
      { text: 'Read B', answer: { id: 'b' } },
      { text: 'Read A', answer: { id: 'a' } },
    ];
    expect(relatedAnswerLinks('x', related, answers, published)).toEqual([
      { text: 'Read A', href: '/answers/a' },
    ]);
  });

  it('keeps the category and leaves out what is unsafe under the piece: fewer, never another category', () => {
    const abuse = { category: 'Family Dynamics', help: ['child-abuse'] };
    const pieces = new Map<string, RelatableAnswer>([
      ['x', abuse],
      ['other-category', { category: 'Mental Health', help: [] }],
      ['joint', { category: 'Family Dynamics', help: [], jointTherapy: ['family'] }],
      ['kept', { category: 'Family Dynamics', help: [] }],
    ]);
    const related = ['other-category', 'joint', 'kept'].map((id) => ({ text: id, answer: { id } }));
    expect(relatedAnswerLinks('x', related, pieces, new Set(pieces.keys()))).toEqual([
      { text: 'kept', href: '/answers/kept' },
    ]);
  });

  it('refuses a link to a missing answer, naming the file and the field', () => {
    expect(() =>
      relatedAnswerLinks(
        'x',
        [
          { text: 'ok', answer: { id: 'a' } },
          { text: 'gone', answer: { id: 'gone' } },
        ],
        answers,
        known,
      ),
    ).toThrow(`${FOLDERS.content}/answers/x.mdx: related[1].answer "gone" is not an answer`);
  });
});

describe('answerArticleJsonLd: an Article with author, reviewer and dates', () => {
  const site: SiteConfig = { ...SITE, url: 'https://example.test' };
  const ld = answerArticleJsonLd(site, {
    path: '/answers/enabling-vs-caring',
    title: 'Enabling vs. Caring',
    tldr: 'Caring supports the person.',
    published: new Date('2024-12-20'),
    updated: new Date('2025-02-10'),
    category: 'Addiction Recovery',
    keywords: ['enabling vs helping addiction', 'am I enabling my son'],
    author: resolvePerson(ASSOCIATE.id),
    reviewer: resolvePerson(LEAD.id),
    image: '/og-default.png',
    wordCount: 401,
  });

  it('is an Article with headline, description, dates, section, keywords and its read time', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Enabling vs. Caring',
      description: 'Caring supports the person.',
      datePublished: '2024-12-20',
      dateModified: '2025-02-10',
      articleSection: 'Addiction Recovery',
      keywords: 'enabling vs helping addiction, am I enabling my son',
      url: 'https://example.test/answers/enabling-vs-caring',
      image: 'https://example.test/og-default.png',
      wordCount: 401,
      timeRequired: 'PT3M',
    });
  });

  it('names the author with an absolute URL, the reviewer on the page, and the practice as publisher', () => {
    expect(ld.author).toEqual({
      '@type': 'Person',
      name: ASSOCIATE.name,
      url: `https://example.test/therapists#${ASSOCIATE.id}`,
      jobTitle: ASSOCIATE.title,
    });
    expect(ld.mainEntityOfPage).toEqual({
      '@type': 'WebPage',
      '@id': 'https://example.test/answers/enabling-vs-caring',
      reviewedBy: {
        '@type': 'Person',
        name: LEAD.name,
        // The founder's own page; a clinician of peers, their card.
        url: `https://example.test${LEAD.profilePath ?? `/therapists#${LEAD.id}`}`,
        jobTitle: LEAD.title,
      },
    });
    expect(ld.publisher).toEqual({ '@id': 'https://example.test/#practice' });
  });
});
