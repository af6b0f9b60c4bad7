import type { SiteConfig } from '../../config/schema.ts';
import { isoDate } from '../dates.ts';
import type { Person } from '../people.ts';
import { readDuration } from '../blog/read-time.ts';
import { absoluteUrl, personJsonLd, type JsonLd } from '../structured-data.ts';

export interface AnswerArticleInput {
  path: string;
  title: string;
  tldr: string;
  published: Date;
  updated: Date;
  category: string;
  keywords: readonly string[];
  author: Person;
  reviewer: Person;
  /** Root-relative or absolute share image. */
  image: string;
  /** The words of the body as the page shows it; the read time follows from them. */
  wordCount: number;
}

/**
 * An answer page: a schema.org Article by its clinician author, published by the
 * practice (the MedicalClinic every page describes under `${site.url}/#practice`). The reviewing
 * clinician goes on the WebPage as `reviewedBy`, the property schema.org has for exactly that (Article
 * has none; `editor` would claim edits, not a clinical review).
 */
export function answerArticleJsonLd(site: SiteConfig, answer: AnswerArticleInput): JsonLd {
  const url = absoluteUrl(site, answer.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: answer.title,
    description: answer.tldr,
    url,
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': url,
      reviewedBy: personJsonLd(site, answer.reviewer),
    },
    image: absoluteUrl(site, answer.image),
    datePublished: isoDate(answer.published),
    dateModified: isoDate(answer.updated),
    author: personJsonLd(site, answer.author),
    publisher: { '@id': `${site.url}/#practice` },
    articleSection: answer.category,
    keywords: answer.keywords.join(', '),
    wordCount: answer.wordCount,
    timeRequired: readDuration(answer.wordCount),
    inLanguage: site.locale,
  };
}
