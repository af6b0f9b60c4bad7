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
}

export interface Hold extends NewHold {
  /** The booking request's message id. */
  messageId: string;
  state: HoldState;
  createdAt: number;
  confirmedAt: number | null;
  updatedAt: number;
}

/** The booking's store. */
export interface HoldStore {
  /** Creates or upgrades the booking's tables (booking_schema_version). */
  migrate(): Promise<void>;
  /** The hold written beside a request's message, refused when it overlaps or its sender waits. */
  attach(hold: NewHold, sender: MessageSender): (messageId: string, at: number) => Attachment;
  /** Whether this sender (email, or phone number) has a request waiting for the practice's answer. */
  waiting(sender: MessageSender): Promise<boolean>;
  /** Pending and confirmed holds that end after `after`. */
  heldTimes(after: number): Promise<{ clinicianId: string; start: number; end: number }[]>;
  getHold(messageId: string): Promise<Hold | null>;
  /** Moves a hold from one of the states `from` to `to`; false when it was in none of them. */
  moveHold(messageId: string, from: readonly HoldState[], to: HoldState, at: number): Promise<boolean>;
  pendingHolds(): Promise<Hold[]>;
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
  content: { message: string };
}
