/**
 * The booking's emails, composed by the outbox worker from the stored rows (the request's message and
 * its hold) when it sends them: to the practice, the request with its two signed links, and the
 * invitation or its cancellation for its own calendar (the feed it is read from is read-only); to the
 * visitor, the confirmation with its invitation and cancel link, or word that the time was not kept, with
 * the times offered now. Headers carry no visitor text but the validated Reply-To address; each email
 * is plain text.
 */
import type { SendMailOptions } from 'nodemailer';
import { PRACTICE } from '#practice';
import { formatTime } from '../../lib/booking/format.ts';
import { invitation } from '../../lib/booking/invitation.ts';
import { clinicianLine, meetingOf, meetingWords, phoneEnding } from '../../lib/booking/meeting.ts';
import type { HoldState } from './holds.ts';

export interface BookingEmail {
  id: string;
  receivedAt: number;
  options: SendMailOptions;
}

export interface HoldFacts {
  holdId: string;
  clinicianId: string;
  start: number;
  end: number;
  forWhom: string;
  /** When the hold last changed: the invitation's stamp. */
  updatedAt: number;
  /** False for a request from a phone number alone: nobody checked the number is the visitor's. */
  verified?: boolean;
  /** Pending, or confirmed: how the practice's email of a new request reads (confirmed at once). */
  state?: HoldState;
  /** The start of the time this one replaces (a rescheduled consultation), when it does. */
  replacedStart?: number | null;
}

/** The visitor's own links, each signed for her hold. */
export interface VisitorLinks {
  /** Her record's page, and its calendar file. */
  record: string;
  calendar: string;
  cancel?: string;
  reschedule?: string;
}

export interface Visitor {
  name: string;
  /** Empty when the visitor left only a phone number. */
  email: string;
  phone?: string | undefined;
  message: string;
}

export interface MailSettings {
  from: string;
  /** The practice's mailbox (CONTACT_RECIPIENT). */
  practice: string;
  timeZone: string;
  holdOfficeHours: number;
}

const addressOf = (mailbox: string) => (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
const clinicianName = (id: string) => PRACTICE.therapists.find((t) => t.id === id)?.name ?? id;
const audienceLabel = (id: string) => PRACTICE.audiences.find((a) => a.id === id)?.label ?? id;
const when = (start: number, timeZone: string) => `${formatTime(start, timeZone)} (${timeZone})`;

function email(
  id: string,
  at: number,
  settings: MailSettings,
  to: string,
  subject: string,
  lines: string[],
  extra: Partial<SendMailOptions> = {},
): BookingEmail {
  return {
    id,
    receivedAt: at,
    options: {
      from: sender(settings.from),
      to,
      subject,
      messageId: `<booking-${id}@${addressOf(settings.from).split('@')[1] || 'localhost'}>`,
      date: new Date(at),
      headers: { 'Auto-Submitted': 'auto-generated' },
      text: `${lines.join('\n')}\n`,
      envelope: { from: addressOf(settings.from), to: [addressOf(to)] },
      ...extra,
    },
  };
}

/**
 * The sender as a mail app lists it: the practice's name with the address, when the setting gives a bare
 * address, so a visitor knows the mail at a glance (and a spam folder shows whose it is).
 */
const sender = (from: string): SendMailOptions['from'] =>
  from.includes('<') ? from : { name: PRACTICE.name, address: from.trim() };

const row = (label: string, value: string) => `${`${label}:`.padEnd(10)}${value}`;

/** Someone else's text as a quotation: every line behind "> ". */
const quoted = (text: string) => text.split('\n').map((line) => `> ${line}`);

/** The practice's email for a new request: the time, who it is for, how to reach the visitor, the links. */
export function requestEmail(
  id: string,
  at: number,
  hold: HoldFacts,
  visitor: Visitor,
  links: { confirm: string; offer: string },
  nowBusy: boolean,
  settings: MailSettings,
): BookingEmail {
  const minutes = Math.round((hold.end - hold.start) / 60_000);
  const confirmed = hold.state === 'confirmed';
  const lines = [
    hold.replacedStart
      ? `${visitor.name} moved their free consultation through the website (it was ${when(hold.replacedStart, settings.timeZone)}; that time is freed).`
      : `${visitor.name} asked for the free consultation through the website.`,
    '',
    row('Time', `${when(hold.start, settings.timeZone)}, ${minutes} minutes`),
    row('With', clinicianName(hold.clinicianId)),
    row('For', audienceLabel(hold.forWhom)),
    row('Name', visitor.name),
    row('Email', visitor.email || 'not given: please call them'),
    row('Phone', visitor.phone ?? 'not given'),
    row('How', meetingLine(hold, visitor)),
    '',
    ...(hold.verified === false
      ? [
          'NOT VERIFIED: the visitor gave only a phone number, which no link could check. Call it before you confirm.',
          '',
        ]
      : []),
    ...(nowBusy
      ? [
          `NOTE: this time has become busy in ${clinicianName(hold.clinicianId)}'s calendar since it was requested.`,
          '',
        ]
      : []),
    // The practice's own links come before anything the visitor wrote, and the visitor's words are
    // quoted, so no message can pass for a link or an instruction of the site's.
    ...(confirmed
      ? [
          'CONFIRMED ALREADY: the visitor proved their email address, and the site confirms such requests at once.',
          'The invitation for your calendar follows in its own email.',
        ]
      : [
          `Confirm this time: ${links.confirm}`,
          `Offer other times: ${links.offer}`,
          '',
          visitor.email
            ? 'Confirming sends the visitor an invitation; offering other times tells them you will write.'
            : 'The visitor left no email: please call them, then press one of the links to record your answer.',
          `Unanswered after ${settings.holdOfficeHours} office hours, the time is released and the visitor told.`,
        ]),
    '',
    'The visitor wrote (their words, quoted):',
    ...quoted(visitor.message),
    '',
    '-- ',
    `Reference ${id}.`,
  ];
  return email(
    id,
    at,
    settings,
    settings.practice,
    `${confirmed ? 'Booked' : 'Consultation request'} for ${formatTime(hold.start, settings.timeZone)} (ref ${id.slice(0, 8)})`,
    lines,
    visitor.email ? { replyTo: { name: '', address: visitor.email } } : {},
  );
}

/**
 * The consultation as a calendar file: REQUEST (the invitation a confirmation carries), CANCEL, or
 * PUBLISH (the file her record's "Add to calendar" gives, tentative while the practice has not
 * confirmed). One UID for all, so a later invitation updates what the file added.
 */
export function calendarFile(
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  hold: HoldFacts,
  visitor: Visitor,
  settings: Pick<MailSettings, 'from' | 'practice' | 'timeZone'>,
): string {
  return invitation({
    method,
    uid: `booking-${hold.holdId}@${addressOf(settings.from).split('@')[1] || 'localhost'}`,
    sequence: method === 'CANCEL' ? 1 : 0,
    start: hold.start,
    end: hold.end,
    timeZone: settings.timeZone,
    stamp: hold.updatedAt,
    tentative: hold.state === 'pending',
    summary: `Free consultation: ${PRACTICE.name}, ${clinicianName(hold.clinicianId)}`,
    description: `${meetingLine(hold, visitor)} Questions: ${PRACTICE.phone.display}.`,
    organizer: { name: PRACTICE.name, email: addressOf(settings.practice) },
    attendee: { name: visitor.name, ...(visitor.email ? { email: visitor.email } : {}) },
  });
}

function invite(
  method: 'REQUEST' | 'CANCEL',
  hold: HoldFacts,
  visitor: Visitor,
  settings: MailSettings,
): NonNullable<SendMailOptions['attachments']>[number] {
  return {
    filename: 'invite.ics',
    content: calendarFile(method, hold, visitor, settings),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** How the consultation happens, as the visitor's mails and the practice's say it. */
function meetingLine(hold: HoldFacts, visitor: Visitor): string {
  return meetingWords({
    meeting: meetingOf(visitor.phone),
    clinicianId: hold.clinicianId,
    minutes: Math.round((hold.end - hold.start) / 60_000),
    ending: phoneEnding(visitor.phone),
  });
}

/** The visitor's record in a mail: when (her zone is on her record's page), with whom, how. */
function recordLines(hold: HoldFacts, visitor: Visitor, settings: MailSettings): string[] {
  return [
    row('When', when(hold.start, settings.timeZone)),
    row('With', clinicianLine(hold.clinicianId)),
    row('How', meetingLine(hold, visitor)),
  ];
}

/** The links at the foot of each of the visitor's mails about a time. */
function linkLines(links: VisitorLinks): string[] {
  return [
    `Your request, in your own time zone: ${links.record}`,
    `Add it to your calendar: ${links.calendar}`,
    ...(links.reschedule ? [`Need another time? Move it here: ${links.reschedule}`] : []),
    ...(links.cancel ? [`Cannot make it? Cancel here: ${links.cancel}`] : []),
  ];
}

/**
 * A mail to the visitor about her time: a greeting, what it says, her record (when, with whom, how), what
 * comes next, her links, the practice's number and name.
 */
function visitorEmail(
  mail: { id: string; at: number; settings: MailSettings; subject: string },
  facts: { hold: HoldFacts; visitor: Visitor; links: VisitorLinks },
  words: { lead: string; next: string[] },
  extra: Partial<SendMailOptions> = {},
): BookingEmail {
  const { hold, visitor, links } = facts;
  return email(
    mail.id,
    mail.at,
    mail.settings,
    visitor.email,
    mail.subject,
    [
      `Hello ${visitor.name},`,
      '',
      words.lead,
      '',
      ...recordLines(hold, visitor, mail.settings),
      '',
      ...words.next,
      ...linkLines(links),
      `Questions: call ${PRACTICE.phone.display}.`,
      '',
      PRACTICE.name,
    ],
    extra,
  );
}

/** The visitor's confirmation: the time, how it happens, the invitation, her links. */
export function confirmedVisitorEmail(
  id: string,
  at: number,
  hold: HoldFacts,
  visitor: Visitor,
  links: VisitorLinks,
  settings: MailSettings,
): BookingEmail {
  return visitorEmail(
    { id, at, settings, subject: `Confirmed: your free consultation with ${PRACTICE.name}` },
    { hold, visitor, links },
    {
      lead: 'Your free consultation is confirmed.',
      next: ['The invitation attached adds it to your calendar.'],
    },
    { attachments: [invite('REQUEST', hold, visitor, settings)] },
  );
}

/**
 * The visitor's record of a request that waits for the practice: what she asked for, and by when the
 * practice confirms it or offers another time.
 */
export function receivedEmail(
  id: string,
  at: number,
  hold: HoldFacts,
  visitor: Visitor,
  answerBy: number,
  links: VisitorLinks,
  settings: MailSettings,
): BookingEmail {
  return visitorEmail(
    { id, at, settings, subject: `Your request is with ${PRACTICE.name}` },
    { hold, visitor, links },
    {
      lead: 'Your request for a free consultation is with the practice, and the time is held for you.',
      next: [
        `The practice confirms it, or offers another time, by ${when(answerBy, settings.timeZone)}. The confirmation brings the calendar invitation.`,
      ],
    },
  );
}

/** The reminder before a confirmed consultation. */
export function reminderEmail(
  id: string,
  at: number,
  hold: HoldFacts,
  visitor: Visitor,
  links: VisitorLinks,
  settings: MailSettings,
): BookingEmail {
  const subject = `Reminder: your free consultation on ${formatTime(hold.start, settings.timeZone)}`;
  return visitorEmail(
    { id, at, settings, subject },
    { hold, visitor, links },
    { lead: 'A reminder of your free consultation:', next: [] },
  );
}

/** The visitor's word that her consultation moved: the old time's invitation is withdrawn. */
export function movedEmail(
  id: string,
  at: number,
  old: HoldFacts,
  visitor: Visitor,
  newStart: number,
  settings: MailSettings,
): BookingEmail {
  return email(
    id,
    at,
    settings,
    visitor.email,
    `Moved: your free consultation with ${PRACTICE.name}`,
    [
      `Hello ${visitor.name},`,
      '',
      `Your consultation on ${when(old.start, settings.timeZone)} is moved to ${when(newStart, settings.timeZone)}.`,
      'The attachment removes the old time from your calendar; the new time has its own email.',
      '',
      PRACTICE.name,
    ],
    { attachments: [invite('CANCEL', old, visitor, settings)] },
  );
}

/** The practice's copy of a confirmed time, or of its cancellation, for its own calendar. */
export function practiceCalendarEmail(
  id: string,
  at: number,
  method: 'REQUEST' | 'CANCEL',
  hold: HoldFacts,
  visitor: Visitor,
  settings: MailSettings,
): BookingEmail {
  const time = when(hold.start, settings.timeZone);
  return email(
    id,
    at,
    settings,
    settings.practice,
    method === 'REQUEST'
      ? `Booked: consultation ${formatTime(hold.start, settings.timeZone)}`
      : `Canceled: consultation ${formatTime(hold.start, settings.timeZone)}`,
    [
      method === 'REQUEST'
        ? `The consultation on ${time} with ${clinicianName(hold.clinicianId)} is booked. The invitation attached adds it to your calendar.`
        : `The visitor canceled the consultation on ${time} with ${clinicianName(hold.clinicianId)}. The attachment removes it from your calendar.`,
      '',
      row('Name', visitor.name),
      row('Email', visitor.email || 'not given'),
      row('Phone', visitor.phone ?? 'not given'),
      '',
      '-- ',
      `Reference ${hold.holdId}.`,
    ],
    { attachments: [invite(method, hold, visitor, settings)] },
  );
}

/** The visitor's word that the time was not kept (declined or released), with the times offered now. */
export function notKeptEmail(
  id: string,
  at: number,
  why: Exclude<HoldState, 'pending' | 'confirmed'>,
  hold: HoldFacts,
  visitor: Visitor,
  next: readonly number[],
  settings: MailSettings,
): BookingEmail {
  const time = when(hold.start, settings.timeZone);
  const opening = {
    declined: `The practice cannot meet at ${time} and will write to you with other times.`,
    released: `We could not confirm ${time} in time, so it is no longer held for you.`,
    canceled: `Your consultation on ${time} is canceled. Nothing more is needed.`,
  }[why];
  const times = next.map((start) => `- ${when(start, settings.timeZone)}`);
  return email(id, at, settings, visitor.email, `Your consultation request with ${PRACTICE.name}`, [
    `Hello ${visitor.name},`,
    '',
    opening,
    ...(why !== 'canceled' && times.length > 0
      ? ['', `Times ${clinicianName(hold.clinicianId)} has free now (book on the website):`, ...times]
      : []),
    '',
    `Questions: call ${PRACTICE.phone.display}.`,
    '',
    PRACTICE.name,
  ]);
}

/**
 * The code (and the link) that sends a request kept until its visitor proves the address. Whoever typed
 * the address may not own it, so the email names the time but no word the visitor wrote, and says that
 * without the code nothing reaches the practice.
 */
export function verifyEmail(
  id: string,
  at: number,
  request: { to: string; code: string; clinicianId: string; start: number; link: string; minutes: number },
  settings: MailSettings,
): BookingEmail {
  return email(id, at, settings, request.to, `${request.code} is your code for ${PRACTICE.name}`, [
    'Hello,',
    '',
    `Someone asked for a free consultation with ${clinicianLine(request.clinicianId)} on ${when(request.start, settings.timeZone)} and gave this email address.`,
    '',
    `Your code: ${request.code}`,
    '',
    `Type it on the booking page within ${request.minutes} minutes to send the request to the practice. Or open this link and press the button on its page:`,
    request.link,
    '',
    'Until then no time is held and the practice has not seen the request.',
    'If it was not you, you can ignore this email: without the code, nothing reaches the practice.',
    '',
    `Questions: call ${PRACTICE.phone.display}.`,
    '',
    PRACTICE.name,
  ]);
}
