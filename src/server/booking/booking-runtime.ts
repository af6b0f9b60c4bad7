/**
 * The booking's runtime, as the pages and the endpoint see it. The server's part builds it from the
 * environment (BOOKING_FEED_<CLINICIAN_ID>) and the practice's booking rules; site-runtime.ts hands it
 * to the routes. Off (`on: false`) when the practice has no booking rules or no feed is set: then every
 * booking address answers 404 and the contact endpoint refuses booking fields.
 */
import type { OfferedTime } from '../../lib/booking/types.ts';
import type { HoldState } from './holds.ts';

/** What a signed link names, for the page a GET shows (one button, nothing changed). */
export interface LinkView {
  action: 'confirm' | 'offer' | 'cancel';
  clinicianId: string;
  start: number;
  end: number;
  /** pending: waiting for the practice; the rest are final. */
  state: HoldState;
  /** The time became busy in the clinician's calendar after it was requested. */
  nowBusy: boolean;
}

type LinkOutcome =
  | { ok: true; view: LinkView; changed: boolean }
  | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/** What a request sent to the practice leaves its visitor: her record's token, and whether it is confirmed. */
export interface SentRequest {
  /** Signed: the record page's and its calendar file's address (RECORD_PATH, CALENDAR_PATH). */
  record: string;
  /** Confirmed at once (the practice confirms verified requests itself) rather than waiting. */
  confirmed: boolean;
}

/**
 * What a visitor's proof of her address does to her kept request (her link's button, or her code): it is
 * sent to the practice, or the time was taken meanwhile, or a request of hers or of her connection waits
 * already. A sent request carries her record.
 */
export type RequestOutcome =
  | ({
      ok: true;
      view: { clinicianId: string; start: number; end: number };
      sent: 'sent' | 'taken' | 'waiting' | 'address' | null;
    } & Partial<SentRequest>)
  | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/** A code typed in: the request sent (or refused by the store), or a wrong code, or too many. */
export type CodeOutcome =
  RequestOutcome | { ok: false; reason: 'wrong'; triesLeft: number } | { ok: false; reason: 'locked' };

/** A request kept for its code, as its panel shows it: where the code went, until when, when another can. */
export interface KeptView {
  id: string;
  email: string;
  clinicianId: string;
  start: number;
  end: number;
  forWhom: string;
  /** When its code last went out. */
  sentAt: number;
  /** The first instant another code may be mailed. */
  resendAt: number;
  expiresAt: number;
  triesLeft: number;
}

/** What the visitor typed, for "Wrong address?": the form comes back filled with it. */
interface TypedRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type KeptOutcome =
  { ok: true; kept: KeptView; typed?: TypedRequest } | { ok: false; reason: 'expired' | 'unavailable' };

/** A visitor's record of her request, as its page and the panel show it. */
export interface RecordView {
  clinicianId: string;
  start: number;
  end: number;
  state: HoldState;
  /** How the consultation happens: `phone` when she left a number, else `video`. */
  meeting: 'phone' | 'video';
  /** The last four digits of her number, which the clinician calls. */
  phoneEnding: string | null;
  /** By when the practice confirms or offers another time, while it waits (pending). */
  answerBy: number | null;
  /** Whether she will hear by email (she left an address). */
  byEmail: boolean;
}

type RecordOutcome =
  { ok: true; record: RecordView } | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/** A visitor's move of her confirmed consultation: its new time and record, or why not. */
export type MoveOutcome =
  | ({ ok: true; view: { clinicianId: string; start: number; end: number } } & SentRequest)
  | { ok: false; reason: 'taken'; next: { clinicianId: string; start: string; end: string }[] }
  | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

/** What a move link names: the time it moves. */
type MoveView =
  | { ok: true; view: { clinicianId: string; start: number; end: number }; forWhom: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'unavailable' };

export interface BookingRuntime {
  on: boolean;
  /** Clinicians whose feed is set and fresh, in the configuration's order. */
  clinicianIds(): readonly string[];
  /** Times offered now, without held ones: one clinician's, or everyone's. Stale or failing feeds offer none. */
  offered(clinicianId?: string): Promise<OfferedTime[]>;
  /** The first offered time of each clinician with a fresh feed (null: none in the horizon). */
  nextFree(): Promise<Record<string, number | null>>;
  /** Reads a signed link without acting on it. */
  viewLink(action: LinkView['action'], token: string): Promise<LinkOutcome>;
  /** Acts on a signed link (the page's button posts here); a second press changes nothing. */
  followLink(action: LinkView['action'], token: string): Promise<LinkOutcome>;
  /** Reads every feed now (the server does on SIGHUP), rather than at the next refresh. */
  refreshFeeds(): Promise<void>;
  /** Reads a visitor's link to a kept request without sending it. */
  viewRequest(token: string): Promise<RequestOutcome>;
  /** Sends the kept request to the practice (the page's button posts here): its hold, if the time is free. */
  sendRequest(token: string): Promise<RequestOutcome>;
  /** A kept request by its id (the panel's, the page's), with what its visitor typed. */
  viewKept(id: string): Promise<KeptOutcome>;
  /** The code typed into the panel: sends the request when it is right. */
  enterCode(id: string, code: string): Promise<CodeOutcome>;
  /** Mails a new code when the limits allow it now. */
  resendCode(id: string): Promise<KeptOutcome & { resent?: boolean }>;
  /** A visitor's record of a sent request, by its signed token. */
  viewRecord(token: string): Promise<RecordOutcome>;
  /** The record's calendar file (iCalendar text), or null for a token that names nothing. */
  recordCalendar(token: string): Promise<string | null>;
  /** Reads a visitor's move link: the confirmed time it moves. */
  viewMove(token: string): Promise<MoveView>;
  /** Moves her confirmed consultation to an offered time: the new one held before the old is freed. */
  move(token: string, clinicianId: string, start: string): Promise<MoveOutcome>;
}
