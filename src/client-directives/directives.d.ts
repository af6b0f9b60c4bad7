// Lets `astro check` accept the project's own client directive (registered in astro.config.mjs).
import type { InteractionOptions } from './interaction.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus inside the island (./interaction.ts). */
    'client:interaction'?: boolean | InteractionOptions;
  }
}
