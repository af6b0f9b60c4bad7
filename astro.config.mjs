// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { unified } from '@astrojs/markdown-remark';
import tailwindcss from '@tailwindcss/vite';
import { PRACTICE, SITE } from '#practice';
import remarkAnswerBlocks from './src/lib/markdown/remark-answer-blocks.ts';
import remarkConsultationLinks from './src/lib/markdown/remark-consultation-links.ts';
import rehypeBodyWords from './src/lib/markdown/rehype-body-words.ts';
import rehypeLaterChunks from './src/lib/markdown/rehype-later-chunks.ts';
import remarkInstructions from './src/lib/markdown/remark-instructions.ts';
import { CONTENT_FOLDERS } from './src/lib/content/content-folders.ts';
import { rolePath } from './src/lib/pages/page-roles.ts';
import { consultationStep } from './src/lib/therapists/next-step.ts';
import { contentCheck } from './src/lib/content-check/integration.ts';
import { contentPreviews } from './src/lib/content/previews.ts';
import { contentEditor } from './src/integrations/content-editor.ts';
import { socialCards } from './src/integrations/social-cards.ts';
import { themeColours } from './src/integrations/theme-colours.ts';
import { practiceModule } from './src/integrations/practice-module.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { registrySitemap } from './src/integrations/sitemap.ts';
import { availabilityCheck } from './src/integrations/availability-check.ts';
import {
  HEADING_FONT_UNICODE_RANGE,
  HEADING_FONT_WEIGHTS,
  headingFontFile,
} from './src/integrations/heading-font.ts';

export default defineConfig({
  // SITE_URL, through the site configuration (practices/<name>/site.ts).
  site: SITE.url,
  output: 'static',
  // URLs have no trailing slash and each page is one file (about.html): canonical links, the sitemap and
  // the server all agree on one address per page.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // The whole stylesheet (about 6.5 kB brotli) goes into each page's <head>: the first paint waits for
    // no second request. Measured (Lighthouse mobile): FCP about 0.2 s sooner than with the linked file,
    // which a second page would have found in its cache but a first visit, the one that counts, never.
    inlineStylesheets: 'always',
  },
  // scripts/start.ts serves the build: the adapter's handler answers the on-demand routes inside it.
  adapter: node({ mode: 'middleware' }),
  // The contact endpoint checks the origin of form posts itself and answers every refusal as JSON
  // (src/server/contact/contact-handler.ts); Astro's check would answer some with plain text.
  security: { checkOrigin: false },
  markdown: {
    // The answers' light markup (numbered boxes, small headings) is a remark plugin, so MDX runs on unified;
    // one sends a piece's own offer of the consultation where the site's buttons lead; another draws the
    // emergency instructions and the practice's notes a piece places by one line; a rehype plugin counts
    // each body's words as its page shows them, for the read time; another puts a long body's later
    // stretches in blocks drawn as they near the screen.
    processor: unified({
      remarkPlugins: [
        [
          remarkConsultationLinks,
          { contact: rolePath('contact'), consultation: consultationStep('article').href },
        ],
        [remarkAnswerBlocks, { only: CONTENT_FOLDERS.answers }],
        [
          remarkInstructions,
          {
            help: PRACTICE.help,
            notes: PRACTICE.notes,
            reply: PRACTICE.contactPromise.reply,
            name: PRACTICE.name,
            spanishFolder: CONTENT_FOLDERS.es,
          },
        ],
      ],
      rehypePlugins: [rehypeBodyWords, rehypeLaterChunks],
    }),
  },
  integrations: [
    // Every content problem at once, before Astro loads the content, then a warning naming each piece
    // whose clinical review is overdue or falls due within 30 days (src/lib/content-check/).
    contentCheck(),
    // A warning naming each clinician whose availability was last confirmed more than 30 days ago.
    availabilityCheck(),
    // Drafts and scheduled pieces get preview pages under `astro dev` only.
    contentPreviews(),
    react(),
    // The browser editor at /keystatic, under `astro dev` only (src/integrations/content-editor.ts).
    contentEditor(),
    {
      // The project's client directive (src/client-directives/interaction.ts): `client:interaction`
      // fetches an island's JavaScript on the first tap or focus inside it.
      name: 'project-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({
            name: 'interaction',
            entrypoint: fileURLToPath(new URL('./src/client-directives/interaction.ts', import.meta.url)),
          });
        },
      },
    },
    mdx(),
    // Each public page's social card (src/pages/og/): counted, cached, and checked once the build is done.
    socialCards(SITE.url),
    // The site search's Pagefind index, written once the pages are built (src/integrations/search-index.ts).
    searchIndex(),
    // The sitemap is one of the static SEO files its feature flag switches (practices/<name>/site.ts); its
    // pages, dates and pictures come from the page registry (src/integrations/sitemap.ts).
    ...(SITE.features.staticSeoFiles ? registrySitemap() : []),
  ],
  // One web font: Source Serif 4 for headings, the practice's voice, cut to the characters and weights
  // the headings use (src/integrations/heading-font.ts). Body text uses the phone's or the computer's own
  // interface font (global.css): no download on the way to the first paint, and a face each platform has
  // tuned for reading on its screens. Measured on the home page (Lighthouse mobile): body in Inter added
  // 48 kB and moved LCP from 1.2 s to 1.8 s. `optional`: the face is used only when it is at hand at the
  // first paint, and never swapped in later (no late reflow); HeadingFont.astro decides when that is.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Serif 4',
      cssVariable: '--font-source-serif',
      fallbacks: ['Georgia', 'serif'],
      display: 'optional',
      options: {
        variants: [
          {
            src: [await headingFontFile(new URL('./', import.meta.url))],
            weight: `${HEADING_FONT_WEIGHTS.min} ${HEADING_FONT_WEIGHTS.max}`,
            style: 'normal',
            unicodeRange: HEADING_FONT_UNICODE_RANGE,
          },
        ],
      },
    },
  ],
  vite: {
    // `#practice` is the practice PRACTICE names, as Node resolves it for this file (the launcher's
    // condition); the practice's colours go into the stylesheet before Tailwind reads it.
    plugins: [practiceModule(), themeColours(PRACTICE.theme), tailwindcss()],
    // The search interface is emitted as a module of its own through `?worker&url` and imported on the
    // page (src/client/search-opener.ts): as an ES module it can load Fuse.js on demand.
    worker: { format: 'es' },
    build: {
      // Small self-contained page scripts (image fallback, facades, the answer CTA) go inline: no request
      // before the first paint. postbuild hashes every inline script into the Content-Security-Policy.
      // Nothing else is inlined: images and fonts stay files the browser can cache.
      assetsInlineLimit: (file) => (/\.js$/.test(file) ? undefined : false),
      rolldownOptions: {
        // Astro marks every MDX piece's styles with its own module directive, which the bundler then
        // warns it may not keep: one line a piece, every build, that would bury the warnings that matter.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject'))
            return;
          warn(warning);
        },
      },
    },
  },
});
