/**
 * One action, one name: every link on a built page that leads to the free consultation (the scheduling
 * page, or the contact page under words about a consultation) carries the one label, so a visitor never
 * wonders whether "Schedule", "Book" and "Consult" are different things. The only exceptions are the
 * buttons whose words the site's specification fixes, each listed with where it may stand and why, and
 * links inside an article's or answer's running text, where the link is part of the writer's sentence.
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { PRACTICE } from '../../src/config/practice.ts';
import { BOOKING_PATH } from '../../src/lib/booking/booking-fields.ts';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import { builtPages } from './built-site';

/** Words the specification fixes, the pages they may stand on, and the reason. */
const FIXED: readonly { label: string; on: RegExp; why: string }[] = [
  { label: 'Schedule Now', on: /./, why: 'the header bar’s button on every page' },
  { label: 'Schedule Consultation', on: /^\/therapists$/, why: 'the therapists page’s bottom banner' },
  {
    label: 'Schedule a Consultation',
    on: /^\/(answers|thank-you)$/,
    why: 'the answers’ closing card; the thank-you page',
  },
  {
    label: 'Book a Private Consult',
    on: /^\/answers\/[^/]+$/,
    why: 'the call to action closing every answer',
  },
];

/** Words that say a link is about the consultation rather than any message. */
const ABOUT_CONSULTATION = /\b(consult\w*|schedul\w*|book)\b/i;

/** The words a link shows, without what only assistive technology reads. */
function shownText(link: HTMLElement): string {
  const copy = link.clone() as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent.replace(/\s+/g, ' ').trim();
}

/** Where a link goes leads to the consultation: the scheduling page, or the contact page or booking. */
function leadsToConsultation(href: string, text: string): boolean {
  if (href === PRACTICE.links.scheduling) return true;
  const path = href.split(/[?#]/)[0];
  return (path === rolePath('contact') || path === '/book') && ABOUT_CONSULTATION.test(text);
}

describe('the free consultation has one name on every built page', () => {
  it('on every link that leads to it, except the words the specification fixes', () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(20);
    const others: string[] = [];
    const labelled = new Map<string, number>();
    for (const page of pages) {
      for (const link of page.document.querySelectorAll('a[href]')) {
        if (link.closest('.prose-article')) continue;
        const text = shownText(link);
        if (!leadsToConsultation(link.getAttribute('href')!, text)) continue;
        if (text === CONSULTATION_LABEL) labelled.set(page.path, (labelled.get(page.path) ?? 0) + 1);
        else if (!FIXED.some((fixed) => fixed.label === text && fixed.on.test(page.path)))
          others.push(`${page.path}: "${text}"`);
      }
    }
    expect(others).toEqual([]);
    // It is found where it must be: the home page's first step, and each clinician's card.
    expect(labelled.get('/'), 'the home page').toBeGreaterThan(0);
    expect(labelled.get('/therapists'), 'the therapists page').toBeGreaterThanOrEqual(
      PRACTICE.therapists.length,
    );
  });

  // A practice that does not book here (the second practice's copy runs these checks too) keeps the
  // scheduling page and the contact page the specification gives.
  it.runIf(PRACTICE.booking)(
    'leads to this site’s own booking from every page, when the practice books here',
    () => {
      const elsewhere: string[] = [];
      for (const page of builtPages()) {
        for (const link of page.document.querySelectorAll('a[href]')) {
          if (shownText(link) !== CONSULTATION_LABEL) continue;
          const href = link.getAttribute('href')!;
          if (href.split(/[?#]/)[0] !== BOOKING_PATH || link.hasAttribute('target')) {
            elsewhere.push(`${page.path}: ${href}`);
          }
        }
      }
      expect(elsewhere).toEqual([]);
    },
  );
});
