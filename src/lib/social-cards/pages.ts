/**
 * The social card of every public page: its path, the title its head tags give it, the kind shown
 * above the title, and the artwork where the page has one. A page missing here fails the build
 * (src/integrations/social-cards.ts), as does a card whose title is not its page's.
 */
import type { ImageMetadata } from 'astro';
import { getCollection } from 'astro:content';
import { FOUNDER, PRACTICE } from '@/config/practice';
import { SITE } from '@/config/site';
import { getAnswerPages, getAnswers } from '@/lib/answers/answers';
import { ANSWERS_PAGE_SIZE, answersPagePath } from '@/lib/answers/pagination';
import { blogPagePath, blogPages } from '@/lib/blog/pagination';
import { getBlogPostPages, getBlogPosts } from '@/lib/blog/posts';
import { paginate } from '@/lib/pagination';
import { therapistPhoto } from '@/lib/therapist-photos';
import type { CardInput } from './draw.ts';

export interface PageCard extends CardInput {
  path: string;
}

/** The file an imported image was read from (Astro keeps it on the image for its own processing). */
function artworkFile(image: ImageMetadata, owner: string): string {
  const file = (image as ImageMetadata & { fsPath?: string }).fsPath;
  if (!file) throw new Error(`social cards: cannot find the artwork file of ${owner}`);
  return file;
}

/** Pages whose title is written in the page itself: the card repeats it (the build checks they agree). */
const PAGES: PageCard[] = [
  { path: '/', title: PRACTICE.name, kind: `Systemic therapy in ${PRACTICE.address.city}` },
  { path: '/about', title: 'About Us', kind: 'Our story' },
  { path: '/therapists', title: 'Our Therapists', kind: 'Who you would see' },
  { path: '/services', title: 'Services', kind: 'How we help' },
  { path: '/fees', title: 'Fees and Insurance', kind: 'What it costs' },
  { path: '/faq', title: 'Frequently Asked Questions', kind: 'Before you call' },
  { path: '/contact', title: 'Contact Us', kind: 'Reach the practice' },
];

export async function socialCards(): Promise<PageCard[]> {
  const cards: PageCard[] = [...PAGES];

  const founderPath = FOUNDER.profilePath;
  if (founderPath) {
    cards.push({
      path: founderPath,
      title: `${FOUNDER.name}, ${FOUNDER.credentials.split(',')[0]}`,
      kind: 'Founder',
      artwork: artworkFile(therapistPhoto(FOUNDER), `${FOUNDER.id}'s photo`),
    });
  }

  for (const notice of await getCollection('legal')) {
    cards.push({ path: `/${notice.id}`, title: notice.data.title, kind: 'Notice' });
  }

  // The blog's listing exists only while the blog is on, as in src/pages/blog/[...page].astro.
  for (const page of SITE.features.blogSystem ? blogPages(await getBlogPosts()) : []) {
    cards.push({
      path: blogPagePath(page.number),
      title: page.number === 1 ? 'Blog' : `Blog, page ${page.number} of ${page.count}`,
      kind: 'Insights for living deeply',
    });
  }
  for (const post of await getBlogPostPages()) {
    cards.push({
      path: `/blog/${post.id}`,
      title: post.data.title,
      kind: `Article · ${post.data.category}`,
      artwork: artworkFile(post.data.image, `src/content/blog/${post.id}.mdx`),
    });
  }

  for (const { number, count } of paginate(await getAnswers(), ANSWERS_PAGE_SIZE)) {
    cards.push({
      path: answersPagePath(number),
      title: number === 1 ? 'Answers' : `Answers, page ${number} of ${count}`,
      kind: 'Real answers to hard questions',
    });
  }
  for (const answer of await getAnswerPages()) {
    cards.push({
      path: `/answers/${answer.id}`,
      title: answer.data.title,
      kind: `Answer · ${answer.data.category}`,
    });
  }
  return cards;
}
