/**
 * The site's pages, described once: every address, what kind of page it is, its title, whether search
 * engines may index it, its place in the header and footer, the feature flag that switches it and its
 * social card. Each page's title, the header, the footer, the robots meta, the sitemap, the social cards,
 * the search index, the content check's routes and every test's list of routes are read from here.
 * Articles, answers and their listings come from the
 * content collections (collectionPages below, fed by src/lib/pages/site-pages.ts).
 *
 * Adding a page: its file in src/pages and one entry in STATIC_PAGES.
 */
import { z } from 'astro/zod';
import { FOUNDER, PRACTICE } from '../../config/practice.ts';
import { SITE } from '../../config/site.ts';
import type { SiteConfig } from '../../config/schema.ts';
import { ANSWERS_PAGE_SIZE, answersPagePath } from '../answers/pagination.ts';
import { blogPagePath, blogPages } from '../blog/pagination.ts';
import { piecePath } from '../content/collections.ts';
import { paginate } from '../pagination.ts';

/**
 * What a page is, which decides how it is built, checked and listed:
 * - home, page: the practice's own pages (about, services...);
 * - profile: a therapist's page; legal: a notice of src/content/legal;
 * - article, answer: one piece of the blog or the answers; listing: a page of the blog's or the answers' index;
 * - placeholder: a "Coming Soon" page; utility: a page that answers an action (thank-you, a form's
 *   result, search results), never indexed; error: 404 and 500.
 */
export const PAGE_KINDS = [
  'home',
  'page',
  'profile',
  'legal',
  'article',
  'answer',
  'listing',
  'placeholder',
  'utility',
  'error',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

type FeatureFlag = keyof SiteConfig['features'];

/** The footer's two columns. */
const FOOTER_GROUPS = ['explore', 'notices'] as const;
export type FooterGroup = (typeof FOOTER_GROUPS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const navSlotSchema = z
  .object({
    /** The link's text. */
    label: z.string().min(1),
    /** Its place among the links of its menu or column, smallest first. */
    order: z.number().int(),
  })
  .strict();

const footerSlotSchema = navSlotSchema.extend({ group: z.enum(FOOTER_GROUPS) }).strict();

const entrySchema = z.object({
  /** The public address: /about, / for the home page; no trailing slash, no .html. */
  path: z.string().regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'an address such as /about, no trailing slash'),
  kind: z.enum(PAGE_KINDS),
  /** The title its head tags give it (the part before " | " and the practice's name). */
  title: z.string().min(1),
  /** Offered to search engines: listed in the sitemap, no robots noindex. */
  indexed: z.boolean(),
  /** The file of src/pages that builds it, from src/pages (about.astro, blog/[slug].astro). */
  file: z.string().regex(/^[^/].*\.(astro|md|mdx)$/, 'a page file under src/pages'),
  header: navSlotSchema.optional(),
  footer: footerSlotSchema.optional(),
  /** The site configuration's feature flag that switches it: off, the page is not built. */
  flag: z.enum(Object.keys(SITE.features) as [FeatureFlag, ...FeatureFlag[]]).optional(),
  /** The line its social card shows above the title; no card when absent. */
  card: z.string().min(1).optional(),
  /** Its last change (YYYY-MM-DD), the sitemap's lastmod. */
  lastModified: z.string().regex(DATE).optional(),
  /** The content file it is made from, from the project root (src/content/legal/privacy.mdx). */
  source: z.string().optional(),
  /** Its picture's source file, from the project root (an article's artwork). */
  image: z.string().optional(),
  /** Its language when it is not the site's (SITE.locale), as a BCP 47 tag: `es-US` for /es. */
  locale: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'a language and region such as es-US')
    .optional(),
  /** The page in the site's language it pairs with, for the sitemap's and the head's hreflang links. */
  alternate: z.string().startsWith('/').optional(),
});

type NavSlot = z.infer<typeof navSlotSchema>;
type FooterSlot = z.infer<typeof footerSlotSchema>;
export type PageEntry = z.infer<typeof entrySchema>;

/** The first credential alone ("Ph.D., LMFT" is "Ph.D."), as the profile's title writes it. */
const firstCredential = (credentials: string) => credentials.split(',')[0]!;

/**
 * The pages written by hand (src/pages/*.astro), in no particular order. Articles, answers and the
 * listings come from the collections (collectionPages).
 */
const STATIC_PAGES: PageEntry[] = [
  {
    path: '/',
    kind: 'home',
    title: PRACTICE.name,
    indexed: true,
    file: 'index.astro',
    header: { label: 'Home', order: 1 },
    card: `Systemic therapy in ${PRACTICE.address.city}`,
    lastModified: '2026-11-21',
  },
  {
    path: '/about',
    kind: 'page',
    title: 'About Us',
    indexed: true,
    file: 'about.astro',
    header: { label: 'About', order: 2 },
    footer: { group: 'explore', label: 'About', order: 1 },
    card: 'Our story',
    lastModified: '2026-11-24',
  },
  {
    path: '/therapists',
    kind: 'page',
    title: 'Our Therapists',
    indexed: true,
    file: 'therapists.astro',
    header: { label: 'Our Therapists', order: 3 },
    footer: { group: 'explore', label: 'Our Therapists', order: 2 },
    card: 'Who you would see',
    lastModified: '2026-11-25',
  },
  {
    path: '/services',
    kind: 'page',
    title: 'Services',
    indexed: true,
    file: 'services.astro',
    header: { label: 'Services', order: 4 },
    footer: { group: 'explore', label: 'Services', order: 3 },
    card: 'How we help',
    lastModified: '2026-11-24',
  },
  {
    path: '/fees',
    kind: 'page',
    title: 'Fees and Insurance',
    indexed: true,
    file: 'fees.astro',
    footer: { group: 'explore', label: 'Fees and Insurance', order: 4 },
    card: 'What it costs',
    lastModified: '2026-11-25',
  },
  {
    path: '/faq',
    kind: 'page',
    title: 'Frequently Asked Questions',
    indexed: true,
    file: 'faq.astro',
    header: { label: 'FAQ', order: 6 },
    footer: { group: 'explore', label: 'FAQ', order: 8 },
    card: 'Before you call',
    lastModified: '2026-11-24',
  },
  {
    path: '/teens',
    kind: 'page',
    title: 'For Teens',
    indexed: true,
    file: 'teens.astro',
    footer: { group: 'explore', label: 'For Teens', order: 9 },
    card: 'Help for teens',
    lastModified: '2026-11-25',
  },
  // The one page in Spanish: who the practice is (its clinicians work in English), the lines that answer
  // in Spanish, where to find care in Spanish. It pairs with the home page, the site's front door in English.
  {
    path: '/es',
    kind: 'page',
    title: 'Ayuda en español',
    indexed: true,
    file: 'es.astro',
    footer: { group: 'explore', label: 'Español', order: 11 },
    card: 'En español',
    lastModified: '2026-11-25',
    locale: 'es-US',
    alternate: '/',
  },
  {
    path: '/contact',
    kind: 'page',
    title: 'Contact Us',
    indexed: true,
    file: 'contact.astro',
    header: { label: 'Contact', order: 7 },
    footer: { group: 'explore', label: 'Contact', order: 10 },
    card: 'Reach the practice',
    lastModified: '2026-11-23',
  },
  ...(FOUNDER?.profilePath
    ? [
        {
          path: FOUNDER.profilePath,
          kind: 'profile',
          title: `${FOUNDER.name}, ${firstCredential(FOUNDER.credentials)}`,
          indexed: true,
          file: '[profile].astro',
          card: 'Founder',
          lastModified: '2026-11-25',
        } satisfies PageEntry,
      ]
    : []),
  // The notices: their titles and dates are their content files' (a unit test holds them equal).
  ...(
    [
      ['privacy', 'Privacy Policy', 'Privacy Policy', 1],
      ['terms', 'Terms of Service', 'Terms of Service', 2],
      ['good-faith-estimate', 'Good Faith Estimate Notice', 'Good Faith Estimate', 3],
      ['hipaa-notice', 'Notice of Privacy Practices', 'Notice of Privacy Practices', 4],
      ['notice-of-rights', 'Notice of Client Rights', 'Notice of Client Rights', 5],
      ['accessibility', 'Accessibility Statement', 'Accessibility', 6],
    ] as const
  ).map(([id, title, label, order]): PageEntry => ({
    path: `/${id}`,
    kind: 'legal',
    title,
    indexed: true,
    file: `${id}.astro`,
    footer: { group: 'notices', label, order },
    card: 'Notice',
    source: `src/content/legal/${id}.mdx`,
  })),
  // "Coming Soon" placeholders: nothing to index yet.
  { path: '/intake', kind: 'placeholder', title: 'Client Intake', indexed: false, file: 'intake.astro' },
  { path: '/preview', kind: 'placeholder', title: 'Preview', indexed: false, file: 'preview.astro' },
  { path: '/subscribe', kind: 'placeholder', title: 'Subscribe', indexed: false, file: 'subscribe.astro' },
  // Pages that answer an action are answers, not content: for subscribers, for the contact form's
  // posts from browsers without JavaScript, and the search's results.
  { path: '/thank-you', kind: 'utility', title: 'Thank You', indexed: false, file: 'thank-you.astro' },
  {
    path: '/contact/sent',
    kind: 'utility',
    title: 'Message Sent',
    indexed: false,
    file: 'contact/sent.astro',
  },
  {
    path: '/contact/not-sent',
    kind: 'utility',
    title: 'Message Not Sent',
    indexed: false,
    file: 'contact/not-sent.astro',
  },
  { path: '/search', kind: 'utility', title: 'Search', indexed: false, file: 'search.astro' },
  // The error pages answer errors: never in the sitemap, and their head tags say noindex themselves.
  { path: '/404', kind: 'error', title: 'Page not found', indexed: false, file: '404.astro' },
  {
    path: '/500',
    kind: 'error',
    title: 'Unexpected Application Error!',
    indexed: false,
    file: '500.astro',
  },
];

/** A collection's listing: its first page's entry (in the header and footer); later pages are numbered. */
interface Listing {
  path: string;
  title: string;
  file: string;
  card: string;
  header?: NavSlot;
  footer: FooterSlot;
  flag?: FeatureFlag;
}

/** The pages of a collection's pieces: piecePath's addresses, built by `file`. */
interface PieceRoute {
  kind: PageKind;
  file: string;
  /** The social card's line, before " · <category>". */
  card: string;
  flag?: FeatureFlag;
}

/** The listings' own entries: their first page is in the header and footer. */
export const LISTINGS: Record<'blog' | 'answers', Listing> = {
  blog: {
    path: '/blog',
    title: 'Blog',
    file: 'blog/[...page].astro',
    card: 'Insights for living deeply',
    footer: { group: 'explore', label: 'Blog', order: 6 },
    flag: 'blogSystem',
  },
  answers: {
    path: '/answers',
    title: 'Answers',
    file: 'answers/[...page].astro',
    card: 'Real answers to hard questions',
    header: { label: 'Answers', order: 5 },
    footer: { group: 'explore', label: 'Answers', order: 7 },
  },
};

/** The title of a listing's page: "Blog" for the first, "Blog, page 2 of 3" for the others. */
export function listingTitle(collection: keyof typeof LISTINGS, number: number, count: number): string {
  const { title } = LISTINGS[collection];
  return number === 1 ? title : `${title}, page ${number} of ${count}`;
}

/** The pages of each collection's pieces. */
const PIECES: Record<keyof typeof LISTINGS, PieceRoute> = {
  blog: { kind: 'article', file: 'blog/[slug].astro', card: 'Article', flag: 'blogSystem' },
  answers: { kind: 'answer', file: 'answers/[slug].astro', card: 'Answer' },
};

const isOn = (entry: { flag?: FeatureFlag | undefined }) => !entry.flag || SITE.features[entry.flag];

/** Entries must be well formed, and no two may share an address or a menu slot. */
function validated(entries: PageEntry[], origin: string): PageEntry[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const slots = new Set<string>();
  for (const entry of entries) {
    const result = entrySchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues)
        problems.push(`${entry.path} ${issue.path.join('.')}: ${issue.message}`);
    }
    if (seen.has(entry.path)) problems.push(`${entry.path} is listed twice`);
    // The sitemap dates every indexed page: a page written by hand carries its date, a notice its file's.
    if (entry.indexed && entry.kind !== 'listing' && !entry.lastModified && !entry.source)
      problems.push(`${entry.path} is indexed but has no lastModified date`);
    seen.add(entry.path);
    if (entry.header) {
      const key = `header ${entry.header.order}`;
      if (slots.has(key)) problems.push(`${entry.path}: ${key} is taken`);
      slots.add(key);
    }
    if (entry.footer) {
      const key = `footer ${entry.footer.group} ${entry.footer.order}`;
      if (slots.has(key)) problems.push(`${entry.path}: ${key} is taken`);
      slots.add(key);
    }
  }
  if (problems.length) throw new Error(`${origin}:\n${problems.join('\n')}`);
  return entries;
}

const STATIC = validated(STATIC_PAGES, 'src/lib/pages/registry.ts');

/**
 * The pages written by hand whose feature flag is on, and the first page of each listing (its other
 * pages depend on the collections): what the header, the footer and the robots meta read.
 */
export function staticPages(): PageEntry[] {
  const listings = Object.values(LISTINGS).map((listing): PageEntry => ({
    ...listing,
    kind: 'listing',
    indexed: true,
  }));
  return [...STATIC, ...listings].filter(isOn);
}

/**
 * Every address a piece may link to: each page written by hand and each listing whatever the feature
 * flags say, so a link is checked the same in every build, and each piece's, published or not (the link
 * rule tells those apart). The error pages answer no address of their own.
 */
export function linkablePaths(pieces: readonly Pick<Piece, 'collection' | 'id'>[]): string[] {
  return [
    ...STATIC.filter((entry) => entry.kind !== 'error').map((entry) => entry.path),
    ...Object.values(LISTINGS).map((listing) => listing.path),
    ...pieces.map((piece) => piecePath(piece.collection, piece.id)),
  ];
}

/** A piece of a collection, as far as its page goes. */
export interface Piece {
  collection: keyof typeof LISTINGS;
  /** Its slug: /blog/<id>. */
  id: string;
  title: string;
  category: string;
  /** YYYY-MM-DD. */
  published: string;
  updated?: string;
  /** Whether it gets a page (src/lib/content/publication.ts decides). */
  hasPage: boolean;
  /** Whether it is listed (published, not a preview). */
  listed: boolean;
  /** From the project root. */
  source: string;
  /** Its picture's source file, from the project root. */
  image?: string;
}

/** How each listing is cut into pages, and their addresses. */
const PAGING: Record<keyof typeof LISTINGS, { pages(count: number): number; path(number: number): string }> =
  {
    blog: { pages: (count) => blogPages(Array.from({ length: count })).length, path: blogPagePath },
    answers: {
      pages: (count) => paginate(Array.from({ length: count }), ANSWERS_PAGE_SIZE).length,
      path: answersPagePath,
    },
  };

/** The pages the collections make: each piece that has one, and every page of each listing. */
function collectionPages(pieces: readonly Piece[]): PageEntry[] {
  const entries: PageEntry[] = [];
  for (const collection of Object.keys(LISTINGS) as (keyof typeof LISTINGS)[]) {
    const listing = LISTINGS[collection];
    const piece = PIECES[collection];
    if (!isOn(listing)) continue;
    const own = pieces.filter((p) => p.collection === collection);
    const listed = own.filter((p) => p.listed);
    const newest = listed
      .map((p) => p.updated ?? p.published)
      .sort()
      .at(-1);
    const paging = PAGING[collection];
    const count = paging.pages(listed.length);
    for (let number = 1; number <= count; number += 1) {
      entries.push({
        path: paging.path(number),
        kind: 'listing',
        title: listingTitle(collection, number, count),
        indexed: true,
        file: listing.file,
        ...(number === 1 && listing.header ? { header: listing.header } : {}),
        ...(number === 1 ? { footer: listing.footer } : {}),
        ...(listing.flag ? { flag: listing.flag } : {}),
        card: listing.card,
        ...(newest ? { lastModified: newest } : {}),
      });
    }
    for (const p of own.filter((p) => p.hasPage)) {
      entries.push({
        path: piecePath(collection, p.id),
        kind: piece.kind,
        title: p.title,
        indexed: true,
        file: piece.file,
        ...(piece.flag ? { flag: piece.flag } : {}),
        card: `${piece.card} · ${p.category}`,
        lastModified: p.updated ?? p.published,
        source: p.source,
        ...(p.image ? { image: p.image } : {}),
      });
    }
  }
  return validated(entries, 'the content collections');
}

/** Every page: the static ones and the collections', by address. */
export function registry(pieces: readonly Piece[]): PageEntry[] {
  const listingPaths = new Set<string>(Object.values(LISTINGS).map((l) => l.path));
  const entries = [...staticPages().filter((e) => !listingPaths.has(e.path)), ...collectionPages(pieces)];
  return validated(entries, 'the page registry').sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The public address of a page from its built file or from the address Astro reports while building
 * (build.format "file"): `about.html` and `/about.html` are /about, `index.html` is /, `/contact/` is
 * /contact. The one rule from a file to its address.
 */
export function pagePath(fileOrPathname: string): string {
  const trimmed = `/${fileOrPathname.replaceAll('\\', '/')}`
    .replace(/^\/+/, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Where a page's link sits: the header's menu, or a column of the footer. */
export interface NavLink {
  href: string;
  label: string;
  /** The language of the page it leads to (and of its label), when it is not the site's: `es-US`. */
  locale?: string;
}

const byOrder = (a: NavSlot, b: NavSlot) => a.order - b.order;

/** The header's links, in order. */
export function headerLinks(): NavLink[] {
  return staticPages()
    .filter((e) => e.header)
    .sort((a, b) => byOrder(a.header!, b.header!))
    .map((e) => ({ href: e.path, label: e.header!.label }));
}

/** The links of one column of the footer, in order. */
export function footerLinks(group: FooterGroup): NavLink[] {
  return staticPages()
    .filter((e) => e.footer?.group === group)
    .sort((a, b) => byOrder(a.footer!, b.footer!))
    .map((e) => ({ href: e.path, label: e.footer!.label, ...(e.locale ? { locale: e.locale } : {}) }));
}

/** A page's language (BCP 47), the site's unless its entry names another. */
export function pageLocale(entry: Pick<PageEntry, 'locale'> | undefined, siteLocale: string): string {
  return entry?.locale ?? siteLocale;
}

/**
 * The language versions of a page, for hreflang links: each page that names an `alternate` and that
 * page, both ways; empty for a page with no other version.
 */
export function languageVersions(path: string, siteLocale: string): { path: string; locale: string }[] {
  const pages = staticPages();
  const pair = pages.find((e) => e.alternate && (e.path === path || e.alternate === path));
  if (!pair?.alternate) return [];
  const original = pages.find((e) => e.path === pair.alternate);
  return [
    { path: pair.alternate, locale: pageLocale(original, siteLocale) },
    { path: pair.path, locale: pageLocale(pair, siteLocale) },
  ];
}

/** The registry's entry for a page written by hand, by its address. */
export function staticPage(path: string): PageEntry | undefined {
  return staticPages().find((e) => e.path === pagePath(path));
}

/**
 * The title of a page written by hand, by its address or built file: its registry entry's, so no page
 * writes its own. A page without an entry stops the build, naming the address.
 */
export function pageTitle(path: string): string {
  const entry = staticPage(path);
  if (!entry) {
    throw new Error(
      `${pagePath(path)} has no entry in STATIC_PAGES (src/lib/pages/registry.ts), where its title is written`,
    );
  }
  return entry.title;
}

/** The addresses of the pages that exist but are kept from search engines (robots meta and sitemap). */
export function noindexPaths(): string[] {
  return staticPages()
    .filter((e) => !e.indexed && e.kind !== 'error')
    .map((e) => e.path);
}

/** Whether a page is kept out of search engines, by its address or its built file. */
export function isNoindexPath(pathname: string): boolean {
  return noindexPaths().includes(pagePath(pathname));
}
