import type { ContentFile, Problem } from './content-file.ts';

/** What every rule may consult besides the files. */
export interface CheckContext {
  /** The project root, absolute. */
  root: string;
  /** The build's today (YYYY-MM-DD): what is published and what is still scheduled. */
  today: string;
  /** Every address the site has a page or a file at, published or not (see site-routes.ts). */
  routes: ReadonlySet<string>;
}

/**
 * One content rule: it looks at every file (some rules compare files) and returns every problem it
 * finds, each at its file and line. A new rule is one such function added to RULES (rules/index.ts).
 */
export type ContentRule = (files: readonly ContentFile[], context: CheckContext) => Problem[];
