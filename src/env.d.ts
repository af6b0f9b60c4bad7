interface ImportMetaEnv {
  /** Where the contact form posts; default: the site's own endpoint. */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  /** Where pages send their counting beacon; default: the site's own endpoint. */
  readonly PUBLIC_COUNT_ENDPOINT?: string;
  /** Public anonymous client key the form sends as `Authorization: Bearer`, for an endpoint that wants one. */
  readonly PUBLIC_CONTACT_KEY?: string;
  /** True under `astro dev`: drafts and scheduled pieces get preview pages (src/lib/content/previews.ts). */
  readonly CONTENT_PREVIEWS: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace App {
  interface Locals {
    /** Set once a page has the image fallback icon's <symbol> (src/components/ui/SmartImage.astro). */
    smartImageIcon?: boolean;
  }
}
