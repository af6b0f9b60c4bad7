/**
 * One action, one name, one place: while the practice books here, every control on a built page that
 * leads to the free consultation (found by its words and where it leads: consultation-controls.ts) leads
 * to this site's booking, in the same tab, under the one label, so a visitor never wonders whether
 * "Schedule", "Book" and "Consult" are different things. A practice that does not book here (the second
 * practice's copy runs these checks too; flags-off.test.ts builds the sample with booking off) keeps the
 * words and destinations the site's specification gives each button.
 */
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { PRACTICE_BOOKING_RULES } from '../../src/lib/booking/rules.ts';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import { builtPages } from './built-site';
import { consultationControls, problemsWithBooking, problemsWithoutBooking } from './consultation-controls';

describe('the free consultation’s buttons on every built page', () => {
  const pages = builtPages();

  it.runIf(PRACTICE_BOOKING_RULES)(
    'lead to this site’s own booking, in the same tab, under the one label, when the practice books here',
    () => {
      expect(problemsWithBooking(pages)).toEqual([]);
    },
  );

  it.runIf(!PRACTICE_BOOKING_RULES)(
    'keep the words and destinations the specification gives them, when the practice does not book here',
    () => {
      expect(problemsWithoutBooking(pages)).toEqual([]);
    },
  );

  it('are found where they must be: the home page’s first step, and each clinician’s card', () => {
    expect(pages.length).toBeGreaterThan(20);
    const labelled = (path: string) =>
      consultationControls(pages).filter(
        (control) => control.page === path && control.words === CONSULTATION_LABEL,
      ).length;
    expect(labelled('/'), 'the home page').toBeGreaterThan(0);
    expect(labelled('/therapists'), 'the therapists page').toBeGreaterThanOrEqual(PRACTICE.therapists.length);
  });
});
