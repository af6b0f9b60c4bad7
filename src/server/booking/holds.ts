/**
 * What the booking keeps of a request: a hold on one time, beside the request's message; the store that
 * keeps the holds (store/hold-store.ts); and what it needs of the contact pipeline, handed in by
 * src/server/site-runtime.ts: the request's message and the outbox its mail is queued in.
 */
import type { Interval } from '../../lib/booking/types.ts';
import type { Attachment, MessageSender } from '../http/message-request.ts';

/**
 * pending: waiting for the practice's answer; then confirmed, declined (other times offered) or released
 * (not answered in time); a confirmed one may be canceled.
 */
export type HoldState = 'pending' | 'confirmed' | 'released' | 'declined' | 'canceled';

export interface NewHold extends Interval {
  clinicianId: string;
  /** An audience id of the practice's configuration. */
  forWhom: string;
  /** False for a request from a phone number alone, which no link could check (true when left out). */
  verified?: boolean;
  /** The hold (its message's id) this one replaces: a rescheduled consultation's earlier time. */
  replaces?: string | null;
  /** Written confirmed, in the message's own transaction (the practice confirms proven requests at once). */
  confirmed?: boolean;
}

/** Who holds a time, as the store matches a request with the others waiting. */
export interface HoldSender extends MessageSender {
  /** A keyed hash of the network address the request came from (never the address); null: not known. */
  clientKey: string | null;
}

/** Why a hold was not written: the time is taken, the sender already waits, or their address has its fill. */
export type HoldRefusal = 'taken' | 'waiting' | 'address';

/** A request kept until the visitor proves her address (as JSON: the booking's own). */
export interface KeptRequest {
  id: string;
  request: string;
  createdAt: number;
  expiresAt: number;
  /**
   * The random salt her code is derived from with the server's secret (kept-requests.ts): the store holds
   * no code, and a stolen database gives none without the secret.
   */
  codeSalt: string;
  /** Wrong codes tried. */
  attempts: number;
  /** When its code last went out. */
  sentAt: number;
  /** Codes mailed to its address since `mailWindow` (the start of the current hour of sending). */
  mailCount: number;
  mailWindow: number;
}

/** How often a code may be mailed to one address: not twice within `gapMs`, at most `max` a window. */
export interface MailLimits {
  gapMs: number;
  windowMs: number;
  max: number;
}

export interface Hold extends NewHold {
  verified: boolean;
  /** The booking request's message id. */
  messageId: string;
  state: HoldState;
  createdAt: number;
  confirmedAt: number | null;
  updatedAt: number;
  remindedAt: number | null;
  replaces: string | null;
}

/** The booking's store. */
export interface HoldStore {
  /** Creates or upgrades the booking's tables (booking_schema_version). */
  migrate(): Promise<void>;
  /**
   * The hold written beside a request's message: refused when it overlaps another, its sender waits
   * already, or `perAddress` requests from the sender's address wait.
   */
  attach(
    hold: NewHold,
    sender: HoldSender,
    perAddress: number,
  ): (messageId: string, at: number) => Attachment;
  /** Whether this sender (email, or phone number) has a request waiting for the practice's answer. */
  waiting(sender: MessageSender): Promise<boolean>;
  /**
   * Keeps a request until its visitor proves her address: one per email address (`emailKey`), a newer
   * request from the same address replacing the older (under its new id, so the older's code and link
   * reach nothing), unless the address has had `limits.max` codes in the window. False when refused.
   */
  keepRequest(
    kept: { id: string; emailKey: string; request: string; codeSalt: string; at: number; expiresAt: number },
    limits: MailLimits,
  ): Promise<boolean>;
  keptRequest(id: string): Promise<KeptRequest | null>;
  /** The request kept for an address, for the form's check before it keeps a new one. */
  keptFor(emailKey: string): Promise<KeptRequest | null>;
  /** Counts one more wrong code, while fewer than `max` were tried; the count, or null when it was full. */
  countWrongCode(id: string, max: number): Promise<number | null>;
  /** Records that the code was mailed again, when the limits allow it now; false when they do not. */
  markResent(id: string, at: number, limits: MailLimits): Promise<boolean>;
  dropRequest(id: string): Promise<void>;
  /** Deletes the kept requests whose link has expired; how many. */
  purgeRequests(now: number): Promise<number>;
  /** Pending and confirmed holds that end after `after`. */
  heldTimes(after: number): Promise<{ clinicianId: string; start: number; end: number }[]>;
  getHold(messageId: string): Promise<Hold | null>;
  /** Moves a hold from one of the states `from` to `to`; false when it was in none of them. */
  moveHold(messageId: string, from: readonly HoldState[], to: HoldState, at: number): Promise<boolean>;
  pendingHolds(): Promise<Hold[]>;
  /** Confirmed holds that start after `after` and no later than `until` whose reminder has not gone. */
  remindable(after: number, until: number): Promise<Hold[]>;
  /** Records that a hold's reminder went; false when it already had (another instance sent it). */
  markReminded(messageId: string, at: number): Promise<boolean>;
  /** Holds requested in [from, to), for the report. */
  holdsBetween(from: number, to: number): Promise<Hold[]>;
  /** Deletes the holds whose message retention deleted; how many. */
  purgeOrphans(): Promise<number>;
}

/** A request's message, as the booking's emails quote it. */
export type ReadMessage = (
  id: string,
) => Promise<{ content: { name: string; email: string; phone?: string; message: string } } | null>;

/** Queues mail of the booking's in the outbox; a key queued before queues nothing. */
export type BookingOutbox = (mail: {
  kind: 'booking-mail';
  name: string;
  email: string;
  message: string;
  key: string;
  now: number;
}) => Promise<'queued' | 'duplicate'>;

/** A stored row the outbox hands back to be composed. */
export interface BookingRow {
  id: string;
  kind?: string;
  receivedAt: number;
  /** The address the outbox sends the row to, and the row's own words (the booking's JSON). */
  content: { email: string; message: string };
}
