/**
 * A request is a message: the one thing the contact pipeline and another part of the server (the
 * booking) agree on. The contact endpoint reads, stores and delivers every request as a message, with its
 * idempotency key, honeypot, rate limit and outbox; the part a request belongs to says what the request
 * asks for, writes its own rows beside the message in the message's transaction, and shapes the answers.
 * Neither part imports the other: src/server/site-runtime.ts hands the one to the other through this.
 */
import type { Statement } from './database/sql-driver.ts';

/**
 * The message rows another part may read in SQL beside its own (to find a visitor's other requests, or
 * rows whose message retention deleted): the table and the three columns it may name, nothing else.
 */
export const MESSAGE_ROWS = { table: 'contact_messages', id: 'id', email: 'email', phone: 'phone' } as const;

/** Who sent a message, as the part beside it may match it. */
export interface MessageSender {
  email: string;
  phone?: string | undefined;
  /** The network address the endpoint counts the sender under (never to be stored as it is). */
  address?: string | undefined;
}

/** A message as the contact store takes it, for a request its part kept until the visitor confirmed it. */
export interface LaterMessage {
  kind: string;
  /** The message as the contact rules checked it (its other fields ride along). */
  content: { name: string; email: string; phone?: string | undefined; message: string };
  fingerprint: string;
  idempotencyKey?: string | undefined;
  receivedAt: number;
  /** What the visitor's journey said when the request was sent: counted once the message is taken. */
  journey: { cameFrom: string | undefined; optedOut: boolean };
}

/** The contact pipeline's taking of such a message, with the part's rows beside it. */
export type TakeMessage = (
  message: Omit<LaterMessage, 'journey'> & {
    journey: LaterMessage['journey'];
    attach: (messageId: string, at: number) => Attachment;
  },
) => Promise<
  { kind: 'stored' | 'duplicate'; id: string } | { kind: 'refused'; reason: string } | { kind: 'conflict' }
>;

/**
 * What a part writes beside one message, in the message's own transaction. `before` runs before the
 * message's insert (locks), `write` after it; `written` is an SQL condition on `$1` (the message's id),
 * true when `write` wrote its row. When it did not, the contact store deletes the message in the same
 * transaction, so a refused request stores nothing.
 */
export interface Attachment {
  before: Statement[];
  write: Statement;
  written: string;
  /** Why `write` wrote nothing, asked after the transaction: the part's own word for it. */
  refusal(): Promise<string>;
}

/**
 * A check's answer: what to write beside the message and add to the answer; or that the part keeps the
 * request itself until the visitor confirms it (`later`: nothing is stored as a message now, and the part
 * hands the message to TakeMessage then); or a refusal.
 */
export type RequestCheck =
  | {
      ok: true;
      attach(messageId: string, at: number): Attachment;
      /** Fields the visitor's answer carries besides `ok`. */
      answer: Record<string, unknown>;
    }
  | {
      ok: true;
      /** Keeps the request; what the answer carries besides `answer` (how to prove it is hers). */
      later(message: LaterMessage): Promise<Record<string, unknown>>;
      answer: Record<string, unknown>;
    }
  | { ok: false; status: 400 | 409 | 429; error: string; extra: Record<string, unknown> };

/** One request, as its part read it from the endpoint's input. */
export interface MessageRequest {
  /** The message's kind, stored with it (the outbox asks the part to compose its email). */
  readonly kind: string;
  /** What, beside the message, tells a retry from a different request reusing a key. */
  readonly fingerprint: readonly string[];
  /** The input as the message's rules check it (the part may relax them: a default message line). */
  readonly values: Record<string, unknown>;
  /** The stored email is blank (the visitor left a phone number only). */
  readonly blankEmail: boolean;
  /** Whether what the request asks for can be had now (held rows aside: the store decides those). */
  check(now: number, sender: MessageSender): Promise<RequestCheck>;
  /** The answer when the store refused the attachment for `reason` (Attachment.refusal). */
  refused(reason: string): Promise<{ status: 409 | 429; error: string; extra: Record<string, unknown> }>;
  /** Where a no-JavaScript form is sent after its answer (`field`: the field a 400 names). */
  formLocation(status: number, field?: string): string;
}

/** A part's requests as the contact endpoint sees them. */
export interface MessageRequests {
  readonly on: boolean;
  /** The request the input carries (its part's fields are in it), or null for a plain message. */
  read(input: Record<string, unknown>): MessageRequest | null;
  /** The refusal of a request while its part is off. */
  readonly offError: string;
}
