/**
 * The sample practice, whole: its facts and people (practice.ts), its fees page's facts (fees.ts), its
 * site's settings (site.ts) and where its content and pictures are. Every part of the project reads a
 * practice through `#practice`, which resolves to this module unless PRACTICE names another folder of
 * practices/ (docs/practice.md).
 */
import { definePractice } from '../../src/config/define-practice.ts';
import { fees } from './fees.ts';
import { practice } from './practice.ts';
import { site } from './site.ts';

export const { PRACTICE, FOUNDER, ADDRESS_LINE, FEES, WORKED_EXAMPLE, SITE, FOLDERS } = definePractice({
  practice,
  fees,
  site,
  folders: { content: 'practices/sample/content', assets: 'practices/sample/assets' },
});
