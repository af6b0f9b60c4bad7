// Lets `astro check` accept the project's own client directive (registered in astro.config.mjs).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, touch or focus inside the island (./interaction.ts). */
    'client:interaction'?: boolean;
    /** Hydrate once the page has loaded, painted and gone idle (./after-load.ts). */
    'client:afterload'?: boolean;
  }
}
