import { rolePath } from '../pages/page-roles.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { absoluteUrl, personJsonLd, type JsonLd } from '../structured-data.ts';
import { isoDate } from '../dates.ts';
import type { Person } from '../people.ts';
import { readDuration } from './read-time.ts';

export interface PostingInput {
  path: string;
  title: string;
  description: string;
  published: Date;
  updated: Date;
  imageUrl: string;
  category: string;
  author: Person;
  reviewer: Person;
  /** The words of the body as the page shows it; the read time follows from them. */
  wordCount: number;
}

/** An article is a BlogPosting with author.url, datePublished, dateModified and an image. */
export function blogPostingJsonLd(site: SiteConfig, post: PostingInput): JsonLd {
  const url = absoluteUrl(site, post.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    image: post.imageUrl,
    datePublished: isoDate(post.published),
    dateModified: isoDate(post.updated),
    articleSection: post.category,
    wordCount: post.wordCount,
    timeRequired: readDuration(post.wordCount),
    inLanguage: site.locale,
    author: personJsonLd(site, post.author),
    editor: personJsonLd(site, post.reviewer),
    publisher: { '@id': `${site.url}/#practice` },
  };
}

export interface ListedPost {
  path: string;
  title: string;
}

/** The blog index: a Blog whose main entity lists the first ten posts. */
export function blogJsonLd(
  site: SiteConfig,
  name: string,
  description: string,
  posts: readonly ListedPost[],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name,
    description,
    url: absoluteUrl(site, rolePath('blog')),
    publisher: { '@id': `${site.url}/#practice` },
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: posts.slice(0, 10).map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(site, post.path),
        name: post.title,
      })),
    },
  };
}
