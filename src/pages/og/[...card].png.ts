import type { APIRoute, GetStaticPaths } from 'astro';
import { cachedCard } from '@/lib/social-cards/cache';
import { socialCards, type PageCard } from '@/lib/social-cards/pages';
import { cardParam } from '@/lib/social-cards/paths';

// One 1200 x 630 PNG per public page, drawn at build time (src/lib/social-cards/).
export const getStaticPaths = (async () =>
  (await socialCards()).map((card) => ({
    params: { card: cardParam(card.path) },
    props: { card },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: PageCard }> = async ({ props }) => {
  const png = await cachedCard(props.card);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
