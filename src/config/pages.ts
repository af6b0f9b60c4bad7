/**
 * The site's pages as this practice names them: every address written by hand, what kind of page it is,
 * its title, whether search engines may index it, its place in the header and footer, the feature flag
 * that switches it, its social card's line and its last change; and the blog's and the answers' listings.
 * The schema and the checks are src/config/pages-schema.ts; the registry that reads this file, and adds
 * the pages of the content collections, is src/lib/pages/registry.ts.
 *
 * Adding a page: its file in src/pages and one entry in `pages` below. The words that differ from one
 * practice to another (the home page's line, the listings' headings) come from practices/<name>/practice.ts.
 */
import { ADDRESSES } from './addresses.ts';
import { validatePages, type Listing, type PageEntry } from './pages-schema.ts';
import { FOLDERS, FOUNDER, PRACTICE } from '#practice';

/** The first credential alone ("Ph.D., LMFT" is "Ph.D."), as the profile's title writes it. */
const firstCredential = (credentials: string) => credentials.split(',')[0]!;

/**
 * The pages written by hand (src/pages/*.astro), in no particular order. Articles, answers and the
 * listings' later pages come from the content collections.
 */
const pages: PageEntry[] = [
  {
    path: '/',
    kind: 'home',
    title: PRACTICE.name,
    indexed: true,
    file: 'index.astro',
    header: { label: 'Home', order: 1 },
    card: PRACTICE.homeHeading,
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
    path: ADDRESSES.therapists,
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
    path: ADDRESSES.fees,
    kind: 'page',
    title: 'Fees and Insurance',
    indexed: true,
    file: 'fees.astro',
    footer: { group: 'explore', label: 'Fees and Insurance', order: 4 },
    card: 'What it costs',
    lastModified: '2026-11-25',
  },
  {
    path: ADDRESSES.faq,
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
  // A safety plan the visitor fills in; what is typed stays on the device, and only if she keeps it.
  {
    path: '/safety-plan',
    kind: 'page',
    title: 'Make a Safety Plan',
    indexed: true,
    file: 'safety-plan.astro',
    card: 'A plan for hard moments',
    lastModified: '2026-11-28',
  },
  // The one page in Spanish: who the practice is (its clinicians work in English), the lines that answer
  // in Spanish, where to find care in Spanish. It pairs with the home page, the site's front door in English.
  {
    path: ADDRESSES.spanish,
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
    path: ADDRESSES.contact,
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
    source: `${FOLDERS.content}/legal/${id}.mdx`,
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
  { path: ADDRESSES.search, kind: 'utility', title: 'Search', indexed: false, file: 'search.astro' },
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

export const STATIC_PAGES: PageEntry[] = validatePages(pages, 'src/config/pages.ts');

/** The listings' own entries: their first page is in the header and footer. */
export const LISTINGS: Record<'blog' | 'answers', Listing> = {
  blog: {
    path: ADDRESSES.blog,
    title: 'Blog',
    file: 'blog/[...page].astro',
    card: PRACTICE.listings.blog.heading,
    footer: { group: 'explore', label: 'Blog', order: 6 },
    flag: 'blogSystem',
  },
  answers: {
    path: ADDRESSES.answers,
    title: 'Answers',
    file: 'answers/[...page].astro',
    card: PRACTICE.listings.answers.heading,
    header: { label: 'Answers', order: 5 },
    footer: { group: 'explore', label: 'Answers', order: 7 },
  },
};
