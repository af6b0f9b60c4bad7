interface ImportMetaEnv {
  /** Where the contact form posts (PRODUCT.md section 4); default: the site's own endpoint. */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  /** Public anonymous client key sent as `Authorization: Bearer` (SPEC.md section 7). */
  readonly PUBLIC_CONTACT_KEY?: string;
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
