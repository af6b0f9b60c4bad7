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

/**
 * What a visitor's own link (/book/verify) names: a request kept until she opens it, and once she has
 * pressed its button, what became of it (sent to the practice, or the time taken meanwhile, or a request
 * of hers or of her connection already waiting).
 */
export type RequestOutcome =
  | {
      ok: true;
      view: { clinicianId: string; start: number; end: number };
      sent: 'sent' | 'taken' | 'waiting' | 'address' | null;
    }
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
}
