interface ImportMetaEnv {
  /** Where the contact form posts; default: the site's own endpoint. */
  readonly PUBLIC_CONTACT_ENDPOINT?: string;
  /** Public anonymous client key the form sends as `Authorization: Bearer`. */
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
