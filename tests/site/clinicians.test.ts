/**
 * What the built pages say of the clinicians beyond their cards' rates: the therapists page's roster (one
 * row each, in the configuration's order: lead credential, lowest rate, next step), each clinician's
 * license (on their card, and the founder's on the profile page), and the home page's price range, all
 * read from the configuration of the practice the build is for (the second practice's copy runs it too).
 */
import { describe, expect, it } from 'vitest';
import { FOUNDER, PRACTICE } from '#practice';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { lowestRateText, priceRangeText } from '../../src/lib/rates.ts';
import { leadCredential, licenseText } from '../../src/lib/therapists/card-text.ts';
import { clinicianNextStep } from '../../src/lib/therapists/next-step.ts';
import { builtPages, readerText } from './built-site';

const pages = new Map(builtPages().map((page) => [page.path, page]));
const document = (path: string) => pages.get(path)!.document;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('the clinicians on the built pages', () => {
  it('the therapists page lists each in a row of the roster, before the finder and the cards', () => {
    const page = document(rolePath('therapists'));
    const rows = page.querySelectorAll('[aria-labelledby="roster-heading"] li');
    expect(rows).toHaveLength(PRACTICE.therapists.length);
    PRACTICE.therapists.forEach((therapist, index) => {
      const row = rows[index]!;
      const text = words(readerText(row)).replaceAll(' ,', ',');
      expect(text).toContain(`${therapist.name}, ${leadCredential(therapist)}`);
      expect(text).toContain(lowestRateText(therapist));
      const next = clinicianNextStep(therapist);
      expect(row.querySelector(`a[href="${next.href}"]`), therapist.name).not.toBeNull();
      expect(row.querySelector(`a[href="#${therapist.id}"]`), therapist.name).not.toBeNull();
    });
    const html = pages.get(rolePath('therapists'))!.html;
    expect(html.indexOf('roster-heading')).toBeLessThan(html.indexOf('finder-heading'));
  });

  it('each card gives the clinician’s license, and the founder’s page too', () => {
    const page = document(rolePath('therapists'));
    for (const therapist of PRACTICE.therapists) {
      const card = page.querySelector(`article#${therapist.id}`)!;
      expect(words(card.querySelector('[data-license]')!.textContent), therapist.name).toBe(
        licenseText(therapist),
      );
    }
    if (FOUNDER?.profilePath) {
      const line = document(FOUNDER.profilePath).querySelector('main [data-license]');
      expect(words(line!.textContent)).toContain(licenseText(FOUNDER));
    }
  });

  it('the home page’s first step names what a session costs, from the lowest rate to the highest', () => {
    const step = document('/').querySelector('[aria-labelledby="first-step"]')!;
    expect(words(step.textContent)).toContain(priceRangeText(PRACTICE.therapists));
    expect(step.querySelector(`a[href="${rolePath('fees')}"]`)).not.toBeNull();
  });
});
