/**
 * The social card of every public page: its path, the title its head tags give it, the kind shown
 * above the title, and the artwork where the page has one, all from the page registry
 * (src/lib/pages/registry.ts). A page missing here fails the build (src/integrations/social-cards.ts),
 * as does a card whose title is not its page's.
 */
import { join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { FOUNDER } from '#practice';
import { sitePages } from '@/lib/pages/site-pages';
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

export async function socialCards(): Promise<PageCard[]> {
  const root = process.cwd();
  return sitePages(root, undefined, import.meta.env.CONTENT_PREVIEWS).flatMap((entry): PageCard[] => {
    if (!entry.card) return [];
    const card: PageCard = { path: entry.path, title: entry.title, kind: entry.card };
    // A founder without a photograph gets the plain card: their name set in type, no stand-in face.
    const photo = entry.kind === 'profile' && FOUNDER ? therapistPhoto(FOUNDER) : null;
    if (photo && FOUNDER) card.artwork = artworkFile(photo, `${FOUNDER.id}'s photo`);
    else if (entry.image) card.artwork = join(root, entry.image);
    return [card];
  });
}
