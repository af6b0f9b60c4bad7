import type { APIRoute } from 'astro';
import { PRACTICE } from '@/config/practice';

/** The web app manifest, written from the configuration so a practice's name is never a stale copy. */
export const GET: APIRoute = () =>
  new Response(
    `${JSON.stringify(
      {
        name: PRACTICE.name,
        short_name: PRACTICE.shortName,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
        theme_color: PRACTICE.theme.light.brand,
        background_color: '#fbf8f3',
        display: 'browser',
      },
      null,
      2,
    )}\n`,
    { headers: { 'Content-Type': 'application/manifest+json' } },
  );
