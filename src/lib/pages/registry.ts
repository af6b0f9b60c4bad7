/**
 * The page registry: the pages of src/config/pages.ts and those the content collections make (articles,
 * answers and every page of their listings: collectionPages below, fed by src/lib/pages/site-pages.ts),
 * and what is read from them. Each page's title, the header, the footer, the robots meta, the sitemap,
 * the social cards, the search index, the content check's routes and every test's list of routes come
 * from here.
 *
 * Adding a page: its file in src/pages and one entry in src/config/pages.ts.
 */
import { LISTINGS, STATIC_PAGES } from '../../config/pages.ts';
import {
  validatePages,
  type FooterGroup,
  type NavSlot,
  type PageEntry,
  type PageKind,
} from '../../config/pages-schema.ts';
import { SITE } from '#practice';
import { ANSWERS_PAGE_SIZE, answersPagePath } from '../answers/pagination.ts';
import { blogPagePath, blogPages } from '../blog/pagination.ts';
import { piecePath, spanishPiecePath } from '../content/collections.ts';
import { CONTENT_FOLDERS } from '../content/content-folders.ts';
import { readSpanishPieces } from '../es/spanish-pieces.ts';
import { paginate } from '../pagination.ts';

export { LISTINGS };
export { PAGE_KINDS, type FooterGroup, type PageEntry, type PageKind } from '../../config/pages-schema.ts';

type FeatureFlag = NonNullable<PageEntry['flag']>;

/** The pages of a collection's pieces: piecePath's addresses, built by `file`. */
interface PieceRoute {
  kind: PageKind;
  file: string;
  /** The social card's line, before " · <category>". */
  card: string;
  flag?: FeatureFlag;
}

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

/**
 * The pieces in Spanish of the project at `root` (practices/<name>/content/es), each paired with its English answer,
 * read once: their titles and dates are their files'.
 */
const spanishPages = new Map<string, PageEntry[]>();
function spanishPiecePages(root: string): PageEntry[] {
  const known = spanishPages.get(root);
  if (known) return known;
  const pages = validatePages(
    readSpanishPieces(root).map((piece): PageEntry => ({
      path: spanishPiecePath(piece.id),
      kind: 'page',
      title: piece.title,
      indexed: true,
      file: 'es/[slug].astro',
      card: 'En español',
      lastModified: piece.updated,
      locale: 'es-US',
      alternate: piecePath('answers', piece.translationOf),
    })),
    CONTENT_FOLDERS.es,
  );
  spanishPages.set(root, pages);
  return pages;
}

/**
 * The pages written by hand whose feature flag is on, and the first page of each listing (its other
 * pages depend on the collections): what the header, the footer and the robots meta read.
 */
export function staticPages(root = process.cwd()): PageEntry[] {
  const listings = Object.values(LISTINGS).map((listing): PageEntry => ({
    ...listing,
    kind: 'listing',
    indexed: true,
  }));
  return [...STATIC_PAGES, ...spanishPiecePages(root), ...listings].filter(isOn);
}

/**
 * Every address a piece may link to: each page written by hand and each listing whatever the feature
 * flags say, so a link is checked the same in every build, and each piece's, published or not (the link
 * rule tells those apart). The error pages answer no address of their own.
 */
export function linkablePaths(
  pieces: readonly Pick<Piece, 'collection' | 'id'>[],
  root = process.cwd(),
): string[] {
  return [
    ...STATIC_PAGES.filter((entry) => entry.kind !== 'error').map((entry) => entry.path),
    ...spanishPiecePages(root).map((entry) => entry.path),
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
  return validatePages(entries, 'the content collections');
}

/** Every page: the static ones and the collections', by address. */
export function registry(pieces: readonly Piece[], root = process.cwd()): PageEntry[] {
  const listingPaths = new Set<string>(Object.values(LISTINGS).map((l) => l.path));
  const entries = [...staticPages(root).filter((e) => !listingPaths.has(e.path)), ...collectionPages(pieces)];
  return validatePages(entries, 'the page registry').sort((a, b) => a.path.localeCompare(b.path));
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

/**
 * Where a reader of a page goes for Spanish: the page's own Spanish version when it has one, else the
 * Spanish page; undefined on a Spanish page, or when the site has none.
 */
export function spanishVersionOf(
  path: string,
  siteLocale: string,
): { path: string; locale: string } | undefined {
  const isSpanish = (locale: string | undefined) => locale?.startsWith('es-') ?? false;
  const versions = languageVersions(path, siteLocale);
  if (isSpanish(versions.find((version) => version.path === path)?.locale)) return undefined;
  const own = versions.find((version) => isSpanish(version.locale));
  if (own) return own;
  const page = staticPages().find((entry) => entry.kind === 'page' && isSpanish(entry.locale));
  return page && page.path !== path ? { path: page.path, locale: page.locale! } : undefined;
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
    throw new Error(`${pagePath(path)} has no entry in src/config/pages.ts, where its title is written`);
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
