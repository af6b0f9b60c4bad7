/**
 * What a page entry of src/config/pages.ts may say, and the checks over a list of them: each entry well
 * formed, no two sharing an address or a menu slot, every indexed page dated. The registry
 * (src/lib/pages/registry.ts) runs the same checks over the pages the content collections make.
 */
import { z } from 'astro/zod';
import { FEATURE_FLAGS } from './schema.ts';

/**
 * What a page is, which decides how it is built, checked and listed:
 * - home, page: the practice's own pages (about, services...);
 * - profile: a therapist's page; legal: a notice of the practice's legal folder;
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

/** One page's entry; a field it does not know is refused, so a misspelt one is named, not dropped. */
export const pageEntrySchema = z
  .object({
    /** The public address: /about, / for the home page; no trailing slash, no .html. */
    path: z
      .string()
      .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'an address such as /about, no trailing slash'),
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
    flag: z.enum(FEATURE_FLAGS).optional(),
    /** The line its social card shows above the title; no card when absent. */
    card: z.string().min(1).optional(),
    /** Its last change (YYYY-MM-DD), the sitemap's lastmod. */
    lastModified: z.string().regex(DATE).optional(),
    /** The content file it is made from, from the project root (practices/sample/content/legal/privacy.mdx). */
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
  })
  .strict();

export type NavSlot = z.infer<typeof navSlotSchema>;
type FooterSlot = z.infer<typeof footerSlotSchema>;
export type PageEntry = z.infer<typeof pageEntrySchema>;

/** A collection's listing: its first page's entry (in the header and footer); later pages are numbered. */
export interface Listing {
  path: string;
  title: string;
  file: string;
  card: string;
  header?: NavSlot;
  footer: FooterSlot;
  flag?: PageEntry['flag'];
}

/**
 * Entries must be well formed, and no two may share an address or a menu slot; the error names `origin`
 * and every problem, one a line, so a wrong entry stops the build saying what to fix.
 */
export function validatePages(entries: PageEntry[], origin: string): PageEntry[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const slots = new Set<string>();
  for (const entry of entries) {
    const result = pageEntrySchema.safeParse(entry);
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
