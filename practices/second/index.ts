/**
 * A second fictional practice, whole, so the project proves that a practice is data: its facts and
 * people (practice.ts), its fees page's facts (fees.ts), its site's settings (site.ts) and its own content
 * and pictures beside them. `PRACTICE=second` before any npm script builds, serves and tests it.
 */
export { ADDRESS_LINE, FOUNDER, PRACTICE } from './practice.ts';
export { FEES, WORKED_EXAMPLE } from './fees.ts';
export { SITE } from './site.ts';

/** Where its content folders and its pictures are, from the project root. */
export const FOLDERS = { content: 'practices/second/content', assets: 'practices/second/assets' } as const;
