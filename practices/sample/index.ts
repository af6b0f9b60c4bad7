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

// Reached when nothing chose another practice: a PRACTICE naming another one means the command ran
// without the launcher's condition and would silently build or test the wrong practice.
const chosen = globalThis.process?.env?.['PRACTICE']?.trim();
if (chosen && chosen !== 'sample') {
  throw new Error(
    `PRACTICE=${chosen}, but #practice resolved to the sample: run the command through npm (scripts/launch.mjs)`,
  );
}

export const { PRACTICE, FOUNDER, ADDRESS_LINE, FEES, WORKED_EXAMPLE, SITE, FOLDERS } = definePractice({
  practice,
  fees,
  site,
  folders: { content: 'src/content', assets: 'src/assets' },
});
