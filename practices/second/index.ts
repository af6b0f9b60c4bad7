/**
 * A second fictional practice, whole, so the project proves that a practice is data: its facts and
 * people (practice.ts), its fees page's facts (fees.ts), its site's settings (site.ts) and its own content
 * and pictures beside them. `PRACTICE=second` before any npm script builds, serves and tests it.
 */
import { definePractice } from '../../src/config/define-practice.ts';
import { fees } from './fees.ts';
import { practice } from './practice.ts';
import { site } from './site.ts';

export const { PRACTICE, FOUNDER, ADDRESS_LINE, FEES, WORKED_EXAMPLE, SITE, FOLDERS } = definePractice({
  practice,
  fees,
  site,
  folders: { content: 'practices/second/content', assets: 'practices/second/assets' },
});
