/**
 * A visitor's record of her request in words, composed on the server for her record's page and for the
 * panel that shows it once her code is right (the island receives these words, not the practice's
 * configuration): when, on the practice's clock (the page and the panel add her own), with whom and
 * their credentials, how the consultation happens and who calls whom, and what happens next, by when.
 */
import { PRACTICE, SITE } from '#practice';
import { officeHoursWords } from '../calendar/office-hours-words.ts';
import { BOOKING_CALENDAR_PATH, BOOKING_RECORD_PATH, BOOKING_TOKEN_PARAM } from './booking-fields.ts';
import { formatTime, zoneName } from './format.ts';
import { CODE_COPY, RECORD_COPY, type RecordWords } from './booking-copy.ts';
import { clinicianLine, meetingWords, type Meeting } from './meeting.ts';

/** What the server knows of a record (booking-runtime.ts's RecordView, as these words need it). */
export interface RecordFacts {
  clinicianId: string;
  start: number;
  end: number;
  state: 'pending' | 'confirmed' | 'released' | 'declined' | 'canceled';
  meeting: Meeting;
  phoneEnding: string | null;
  answerBy: number | null;
  byEmail: boolean;
}

const STATE_WORDS: Record<'released' | 'declined' | 'canceled', string> = {
  released: 'The practice could not confirm this time in time, so it is no longer held.',
  declined: 'The practice cannot meet at this time and will write to you with other times.',
  canceled: 'This consultation is canceled.',
};

const when = (at: number) => `${formatTime(at, SITE.timeZone)} (${zoneName(SITE.timeZone, at)})`;

/** What comes next, by when, and how she hears. */
function nextWords(facts: RecordFacts): string[] {
  const booking = PRACTICE.booking;
  if (facts.state === 'confirmed') {
    const reminder = booking?.reminderHours
      ? [`A reminder email comes ${booking.reminderHours} hours before.`]
      : [];
    return [
      facts.byEmail
        ? 'The confirmation, with the invitation for your calendar, is in your email.'
        : `The practice calls you at the time; questions: ${PRACTICE.phone.display}.`,
      ...reminder,
      'To move or cancel it, use the links in that email, or call the practice.',
    ];
  }
  if (facts.state !== 'pending') return [STATE_WORDS[facts.state]];
  const by = facts.answerBy ? when(facts.answerBy) : '';
  return [
    facts.byEmail
      ? `The practice confirms this time, or offers another, by ${by}. You hear by email either way.`
      : `The practice calls you from ${PRACTICE.phone.display} by ${by} to confirm it.`,
    CODE_COPY.officeHours(officeHoursWords(PRACTICE)),
    'Until then the time is held for you, and nobody else can ask for it.',
  ];
}

export function recordWords(facts: RecordFacts, token: string): RecordWords {
  const query = `?${new URLSearchParams({ [BOOKING_TOKEN_PARAM]: token })}`;
  const heading =
    facts.state === 'confirmed'
      ? RECORD_COPY.confirmed
      : facts.state === 'pending'
        ? RECORD_COPY.pending
        : RECORD_COPY.over;
  return {
    heading,
    start: new Date(facts.start).toISOString(),
    rows: [
      { label: RECORD_COPY.when, value: when(facts.start) },
      { label: RECORD_COPY.with, value: clinicianLine(facts.clinicianId) },
      {
        label: RECORD_COPY.how,
        value: meetingWords({
          meeting: facts.meeting,
          clinicianId: facts.clinicianId,
          minutes: Math.round((facts.end - facts.start) / 60_000),
          ending: facts.phoneEnding ?? '',
        }),
      },
    ],
    next: nextWords(facts),
    page: `${BOOKING_RECORD_PATH}${query}`,
    calendar: `${BOOKING_CALENDAR_PATH}${query}`,
  };
}
