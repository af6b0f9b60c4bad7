/**
 * What the booking keeps of a request and needs of the contact pipeline: a hold on one time, the store
 * that keeps holds beside their messages, and the outbox its mail is queued in.
 */
import type { Interval } from '../../lib/booking/types.ts';
import type { LinkView } from './booking-runtime.ts';

export type HoldState = LinkView['state'];

export interface Hold extends Interval {
  messageId: string;
  clinicianId: string;
  forWhom: string;
  state: HoldState;
  createdAt: number;
  updatedAt: number;
}

/** What the booking needs of the store (the contact store holds the holds beside their messages). */
export interface BookingStore {
  heldTimes(after: number): Promise<{ clinicianId: string; start: number; end: number }[]>;
  getHold(messageId: string): Promise<Hold | null>;
  moveHold(messageId: string, from: readonly HoldState[], to: HoldState, at: number): Promise<boolean>;
  pendingHolds(): Promise<Hold[]>;
  get(
    id: string,
  ): Promise<{ content: { name: string; email: string; phone?: string; message: string } } | null>;
}

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
