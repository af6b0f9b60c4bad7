/**
 * Every control on a built page that leads to the free consultation, found by what it says and where it
 * leads (the practice's scheduling page, the booking page, the consultation's one label, the words the
 * site's specification gives some buttons, or the contact page under words about a consultation), and
 * the two states it may be in. While the practice books here, every one leads to the booking (`/book`,
 * or `/book?clinician=<id>`) in the same tab under the one label. While it does not (no `booking`
 * section, or a build with FEATURE_ONLINE_BOOKING=off), every one keeps what the specification gave it:
 * its own words, and the scheduling page in a new tab or the contact page. Read by
 * consultation-label.test.ts over the site's build and by flags-off.test.ts over a build with booking off.
 */
import type { HTMLElement } from 'node-html-parser';
import { PRACTICE } from '#practice';
import type { PracticeConfig } from '../../src/config/schema.ts';
import { BOOKING_PATH } from '../../src/lib/booking/booking-fields.ts';
import { CLINICIAN_PARAM } from '../../src/lib/booking/booking-pages.ts';
import { rolePath } from '../../src/lib/pages/page-roles.ts';
import { CONSULTATION_LABEL } from '../../src/lib/practice-words.ts';
import type { BuiltPage } from './built-site';

type Destination = 'scheduling' | 'contact';

/** What of a practice the controls are read by: its clinicians and its scheduling page. */
type Practice = Pick<PracticeConfig, 'therapists' | 'links'>;

/**
 * Where the specification puts a consultation button, and what it says and where it leads while the
 * practice does not book here: typed here from the specification, not read from the code under test.
 */
const PLACES: readonly {
  name: string;
  /** The element of the page that holds the button (the button is the only control in it). */
  within: string;
  /** The pages that must show it; left out, the pages whose element holds it. */
  pages?: RegExp;
  /** Shown by at least one page of every build (a place on a page a feature flag removes is not). */
  somewhere?: boolean;
  /** How many it holds: the header has the wide header's and the phone menu's. */
  count?: number;
  words: string;
  to: Destination;
}[] = [
  {
    name: 'the header’s button, wide and in the phone’s menu',
    within: 'header[data-site-header]',
    // Every page in the site's layout: all but the error pages.
    pages: /^(?!\/(404|500)$)/,
    count: 2,
    words: 'Schedule Now',
    to: 'scheduling',
  },
  {
    name: 'the home page’s first step',
    within: '[aria-labelledby="first-step"]',
    pages: /^\/$/,
    words: CONSULTATION_LABEL,
    to: 'scheduling',
  },
  {
    name: 'the home page’s video',
    within: '#video',
    pages: /^\/$/,
    words: CONSULTATION_LABEL,
    to: 'scheduling',
  },
  {
    name: 'the therapists page’s bottom banner',
    within: '[aria-labelledby="consult-banner"]',
    pages: /^\/therapists$/,
    words: 'Schedule Consultation',
    to: 'scheduling',
  },
  {
    name: 'the answers listing’s closing card',
    within: '[aria-labelledby="guidance-heading"]',
    pages: /^\/answers$/,
    words: 'Schedule a Consultation',
    to: 'contact',
  },
  {
    name: 'the thank-you page',
    within: 'main',
    pages: /^\/thank-you$/,
    words: 'Schedule a Consultation',
    to: 'contact',
  },
  {
    name: 'an answer’s closing call to action',
    within: '[aria-labelledby="answer-cta-heading"]',
    somewhere: true,
    words: 'Book a Private Consult',
    to: 'contact',
  },
  {
    name: 'the band that closes a page',
    within: '[aria-labelledby="closing-cta"]',
    somewhere: true,
    words: CONSULTATION_LABEL,
    to: 'contact',
  },
  {
    name: 'an article’s closing offer',
    within: '[aria-labelledby="article-cta"]',
    words: CONSULTATION_LABEL,
    to: 'contact',
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

export interface ConsultationControl {
  page: string;
  /** A link of an article's or an answer's running text: its words are the writer's sentence. */
  prose: boolean;
  words: string;
  href: string;
  target: string | undefined;
  link: HTMLElement;
}

const pathOf = (href: string) => href.split(/[?#]/)[0]!;

/**
 * Whether a link leads to the consultation, by where it leads or what it says. The time a "Next free
 * consultation" line names is no button: a script fills it in, and it names that time.
 */
function isConsultationControl(link: HTMLElement, words: string, href: string, practice: Practice): boolean {
  if (link.closest('[data-next-free]')) return false;
  const path = pathOf(href);
  return (
    href === practice.links.scheduling ||
    path === BOOKING_PATH ||
    words === CONSULTATION_LABEL ||
    PLACES.some((place) => place.words === words) ||
    (path === rolePath('contact') && ABOUT_CONSULTATION.test(words))
  );
}

/** Every consultation control of every page, in document order, by the chosen practice or `practice`. */
export function consultationControls(
  pages: readonly BuiltPage[],
  practice: Practice = PRACTICE,
): ConsultationControl[] {
  // Each build's controls are found once: every link's shown text is a few seconds over a whole site.
  const known = found.get(pages)?.get(practice);
  if (known) return known;
  const controls = pages.flatMap((page) =>
    page.document
      .querySelectorAll('a[href]')
      .map((link) => ({
        page: page.path,
        prose: link.closest('.prose-article') !== null,
        words: shownText(link),
        href: link.getAttribute('href')!,
        target: link.getAttribute('target'),
        link,
      }))
      .filter((control) => isConsultationControl(control.link, control.words, control.href, practice)),
  );
  found.set(pages, (found.get(pages) ?? new Map()).set(practice, controls));
  return controls;
}

const found = new WeakMap<readonly BuiltPage[], Map<Practice, ConsultationControl[]>>();

const described = (control: ConsultationControl) =>
  `${control.page}: "${control.words}" to ${control.href}${control.target ? ` (target ${control.target})` : ''}`;

/** The place of the specification a control stands in, if any. */
const placeOf = (control: ConsultationControl) =>
  PLACES.find(
    (place) =>
      control.link.closest(place.within) !== null && (!place.pages || place.pages.test(control.page)),
  );

/**
 * Each place the specification names holds its button (as many as it has) on every page that must show
 * it or shows it, and the places every build has are on at least one page.
 */
function missingPlaces(pages: readonly BuiltPage[], controls: readonly ConsultationControl[]): string[] {
  const problems: string[] = [];
  for (const place of PLACES) {
    let found = 0;
    for (const page of pages) {
      if (place.pages && !place.pages.test(page.path)) continue;
      if (!page.document.querySelector(place.within)) {
        if (place.pages) problems.push(`${page.path}: no ${place.name}`);
        continue;
      }
      found += 1;
      const inside = controls.filter((control) => control.page === page.path && placeOf(control) === place);
      if (inside.length !== (place.count ?? 1)) {
        problems.push(`${page.path}: ${place.name} holds ${inside.length} consultation buttons`);
      }
    }
    if (found === 0 && (place.pages || place.somewhere)) problems.push(`no page shows ${place.name}`);
  }
  return problems;
}

/** The known clinicians' booking addresses: `/book`, or `/book?clinician=<id>`. */
function isBookingAddress(href: string, practice: Practice): boolean {
  const [path, query = ''] = href.split('?');
  if (path !== BOOKING_PATH || href.includes('#')) return false;
  if (query === '') return true;
  const params = new URLSearchParams(query);
  const id = params.get(CLINICIAN_PARAM);
  return [...params.keys()].length === 1 && practice.therapists.some((therapist) => therapist.id === id);
}

/**
 * With booking on: every control leads to the booking, in the same tab, under the one label (a link of
 * running text under the writer's words).
 */
export function problemsWithBooking(pages: readonly BuiltPage[], practice: Practice = PRACTICE): string[] {
  const controls = consultationControls(pages, practice);
  const problems = controls
    .filter(
      (control) =>
        // A clinician the practice does not book online: the one label, to the contact page.
        (bookedElsewhere(control, practice)
          ? !leadsTo(control, 'contact', practice)
          : !isBookingAddress(control.href, practice) || control.target !== undefined) ||
        (!control.prose && control.words !== CONSULTATION_LABEL),
    )
    .map(described);
  return [...problems, ...missingPlaces(pages, controls)];
}

/**
 * Whether a control is a clinician's whom the practice does not book online (booksOnline: false), by the
 * name it gives assistive technology ("Book a free consultation with Jane Doe").
 */
const bookedElsewhere = (control: ConsultationControl, practice: Practice) =>
  practice.therapists.some(
    (therapist) => !therapist.booksOnline && control.link.text.trim().endsWith(`with ${therapist.name}`),
  );

/** Where a destination of a practice that does not book here is, and whether it opens a new tab. */
const destinations = (practice: Practice): Record<Destination, { href: string; newTab: boolean }> => ({
  scheduling: { href: practice.links.scheduling, newTab: true },
  contact: { href: rolePath('contact'), newTab: false },
});

function leadsTo(control: ConsultationControl, to: Destination, practice: Practice): boolean {
  const destination = destinations(practice)[to];
  const href = to === 'contact' ? pathOf(control.href) : control.href;
  return href === destination.href && (control.target === '_blank') === destination.newTab;
}

/**
 * With booking off: each place's button keeps its words and destination, every other button (a
 * clinician's card and profile) is the one label to the contact page, and a link of running text goes to
 * the contact page it names, under the writer's words.
 */
export function problemsWithoutBooking(pages: readonly BuiltPage[], practice: Practice = PRACTICE): string[] {
  const controls = consultationControls(pages, practice);
  const problems: string[] = [];
  for (const control of controls) {
    const place = placeOf(control);
    const expected = place ?? { name: 'a clinician’s button', words: CONSULTATION_LABEL, to: 'contact' };
    if ((!control.prose && control.words !== expected.words) || !leadsTo(control, expected.to, practice)) {
      problems.push(
        `${described(control)}, where ${expected.name} is "${expected.words}" to the ${expected.to} page`,
      );
    }
  }
  return [...problems, ...missingPlaces(pages, controls)];
}
