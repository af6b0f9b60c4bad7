/**
 * Requests with an email address, kept until the visitor proves the address is hers: with the six-digit
 * code mailed to it, typed in the same panel (or on the page a plain form post leads to), or with the link
 * in the same mail. Until then nothing holds a time and nothing reaches the practice, so nobody can hold a
 * clinician's times, or have the practice write to someone, in another person's name.
 *
 * One request is kept per address: a newer one replaces it under a new id, so an older mail's code and
 * link reach nothing. A code is the visitor's for the practice's `verifyMinutes` and three tries; the
 * third wrong one ends the request, holding nothing. A code is mailed again on request, not twice within a
 * minute and at most five times an hour per address, counted in the store so two instances agree; the
 * answers say when the last one went and when another can, and never whether an address was used before.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { LaterMessage, TakeMessage } from '../http/message-request.ts';
import type { CodeOutcome, KeptOutcome, KeptView, RequestOutcome, SentRequest } from './booking-runtime.ts';
import type { VerifyMail } from './hold-mail.ts';
import type {
  BookingOutbox,
  Hold,
  HoldRefusal,
  HoldSender,
  HoldStore,
  KeptRequest,
  MailLimits,
  NewHold,
} from './holds.ts';
import { codeOf, readClaim } from './links.ts';

/** How often a code may be mailed: not twice in a minute, five times an hour per address at most. */
export const CODE_MAIL_LIMITS: MailLimits = { gapMs: 60_000, windowMs: 60 * 60_000, max: 5 };
/** Wrong codes a request survives; the next ends it. */
const CODE_TRIES = 3;

/** What is kept of a request: the message as the contact store will take it, its time and its sender. */
interface Kept {
  message: LaterMessage;
  hold: NewHold;
  sender: HoldSender;
}

interface KeptOptions {
  holds: HoldStore;
  outbox: BookingOutbox;
  /** The contact pipeline's taking of a message, with the hold beside it. */
  take: TakeMessage;
  secret: string;
  previousSecret: string | null | undefined;
  verifyMs: number;
  perAddress: number;
  /** Whether a proven request is written confirmed (the practice's choice, and the time still free). */
  confirmsAtOnce(hold: NewHold): boolean;
  /** Tells the visitor her request reached the practice: confirmed, or waiting for its answer. */
  arrived(hold: Hold, at: number): Promise<void>;
  /** The visitor's record of a request sent: a signed token for its page. */
  recordToken(hold: Hold): string;
  now: () => number;
}

const sameCode = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newSalt = () => randomBytes(12).toString('base64url');

/** When another code may be mailed: a minute after the last, and after the hour if it had its five. */
const resendAtOf = (row: Pick<KeptRequest, 'sentAt' | 'mailCount' | 'mailWindow'>) =>
  Math.max(
    row.sentAt + CODE_MAIL_LIMITS.gapMs,
    row.mailCount >= CODE_MAIL_LIMITS.max ? row.mailWindow + CODE_MAIL_LIMITS.windowMs : 0,
  );

const viewOf = (row: KeptRequest, kept: Kept): KeptView => ({
  id: row.id,
  email: kept.sender.email,
  clinicianId: kept.hold.clinicianId,
  start: kept.hold.start,
  end: kept.hold.end,
  forWhom: kept.hold.forWhom,
  sentAt: row.sentAt,
  resendAt: resendAtOf(row),
  expiresAt: row.expiresAt,
  triesLeft: Math.max(0, CODE_TRIES - row.attempts),
});

/** Queues the code's mail (the `count`th to its address this hour: each is a mail of its own). */
async function mailCode(o: KeptOptions, row: KeptRequest, kept: Kept, at: number) {
  const verify: VerifyMail = {
    mail: 'verify',
    verifyId: row.id,
    salt: row.codeSalt,
    expires: row.expiresAt,
    clinicianId: kept.hold.clinicianId,
    start: kept.hold.start,
  };
  await o.outbox({
    kind: 'booking-mail',
    name: 'Booking code',
    email: kept.sender.email,
    message: JSON.stringify(verify),
    key: `booking-verify-${row.id}-${row.mailCount}`,
    now: at,
  });
}

type Found = { row: KeptRequest; kept: Kept };

/** The panel's code, its page and "Send again", on a request found by its id. */
function codeActions(
  o: KeptOptions,
  byId: (id: string) => Promise<Found | null>,
  send: (row: KeptRequest, kept: Kept) => Promise<RequestOutcome>,
) {
  return {
    /** The panel's code: sends the request when it is the one mailed; counts a wrong one. */
    async enterCode(id: string, code: string): Promise<CodeOutcome> {
      const found = await byId(id);
      if (!found) return { ok: false, reason: 'expired' };
      const typed = code.replace(/\s/g, '');
      if (/^\d{6}$/.test(typed) && sameCode(typed, codeOf(o.secret, id, found.row.codeSalt)))
        return send(found.row, found.kept);
      const tried = await o.holds.countWrongCode(id, CODE_TRIES);
      if (tried === null || tried >= CODE_TRIES) {
        await o.holds.dropRequest(id);
        return { ok: false, reason: 'locked' };
      }
      return { ok: false, reason: 'wrong', triesLeft: CODE_TRIES - tried };
    },
    /** The kept request as its panel and its page show it, with what the visitor typed for "Wrong address?". */
    async viewKept(id: string): Promise<KeptOutcome> {
      const found = await byId(id);
      if (!found) return { ok: false, reason: 'expired' };
      const { content } = found.kept.message;
      const typed = {
        name: content.name,
        email: found.kept.sender.email,
        phone: content.phone ?? '',
        message: content.message,
      };
      return { ok: true, kept: viewOf(found.row, found.kept), typed };
    },
    /** Mails the code again when the limits allow it now; says when the last went and when the next can. */
    async resend(id: string): Promise<KeptOutcome & { resent?: boolean }> {
      const found = await byId(id);
      if (!found) return { ok: false, reason: 'expired' };
      const at = o.now();
      if (!(await o.holds.markResent(id, at, CODE_MAIL_LIMITS))) {
        return { ok: true, kept: viewOf(found.row, found.kept), resent: false };
      }
      const row = (await o.holds.keptRequest(id)) ?? found.row;
      // The same code again: whichever of her mails arrives first works.
      await mailCode(o, row, found.kept, at);
      return { ok: true, kept: viewOf(row, found.kept), resent: true };
    },
  };
}

/**
 * When a new code may be mailed to this address (the form's check, before it keeps a request): now, or
 * the instant the hour's limit lets another go.
 */
async function mailableAt(o: KeptOptions, email: string, at: number): Promise<number> {
  const row = await o.holds.keptFor(email.toLowerCase());
  if (!row || row.mailWindow <= at - CODE_MAIL_LIMITS.windowMs || row.mailCount < CODE_MAIL_LIMITS.max)
    return at;
  return row.mailWindow + CODE_MAIL_LIMITS.windowMs;
}

/** Keeps the request and mails its code; what the visitor's panel shows, or null when the limit refused. */
async function keep(
  o: KeptOptions,
  message: LaterMessage,
  hold: NewHold,
  sender: HoldSender,
): Promise<KeptView | null> {
  const at = o.now();
  const id = randomUUID();
  const salt = newSalt();
  const expiresAt = at + o.verifyMs;
  // The network address stays out: only its keyed hash is kept.
  const kept: Kept = {
    message,
    hold,
    sender: { email: sender.email, phone: sender.phone, clientKey: sender.clientKey },
  };
  const stored = await o.holds.keepRequest(
    {
      id,
      emailKey: sender.email.toLowerCase(),
      request: JSON.stringify(kept),
      codeSalt: salt,
      at,
      expiresAt,
    },
    CODE_MAIL_LIMITS,
  );
  if (!stored) return null;
  const row = await o.holds.keptRequest(id);
  if (!row) return null;
  await mailCode(o, row, kept, at);
  return viewOf(row, kept);
}

/** Hands a proven request to the contact pipeline with its hold, then drops it. */
async function send(o: KeptOptions, row: KeptRequest, kept: Kept): Promise<RequestOutcome> {
  const { message, hold, sender } = kept;
  const at = o.now();
  const result = await o.take({
    ...message,
    // The practice receives it now: its office hours to answer count from here.
    receivedAt: at,
    attach: o.holds.attach({ ...hold, confirmed: o.confirmsAtOnce(hold) }, sender, o.perAddress),
  });
  if (result.kind === 'conflict') return { ok: false, reason: 'invalid' };
  await o.holds.dropRequest(row.id);
  const time = { clinicianId: hold.clinicianId, start: hold.start, end: hold.end };
  if (result.kind === 'refused') return { ok: true, view: time, sent: result.reason as HoldRefusal };
  const held = await o.holds.getHold(result.id);
  if (!held) return { ok: true, view: time, sent: 'taken' };
  if (result.kind === 'stored') await o.arrived(held, at);
  const sent: SentRequest = { record: o.recordToken(held), confirmed: held.state === 'confirmed' };
  return { ok: true, view: time, sent: 'sent', ...sent };
}

export function createKeptRequests(o: KeptOptions) {
  const sendKept = (row: KeptRequest, kept: Kept) => send(o, row, kept);

  /** The kept request by its id, while it may still be proven. */
  async function byId(id: string): Promise<Found | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    const row = await o.holds.keptRequest(id);
    if (!row || o.now() > row.expiresAt || row.attempts >= CODE_TRIES) return null;
    return { row, kept: JSON.parse(row.request) as Kept };
  }

  /** The kept request a visitor's link names. */
  async function fromLink(token: string): Promise<Found | RequestOutcome> {
    const claim = readClaim(o, 'verify', token);
    if (!claim) return { ok: false, reason: 'invalid' };
    const found = await byId(claim.holdId);
    if (!found || o.now() > claim.expires) return { ok: false, reason: 'expired' };
    return found;
  }

  const timeOf = ({ hold }: Kept) => ({ clinicianId: hold.clinicianId, start: hold.start, end: hold.end });

  return {
    keep: (message: LaterMessage, hold: NewHold, sender: HoldSender) => keep(o, message, hold, sender),
    mailableAt: (email: string, at: number) => mailableAt(o, email, at),
    /** Drops a kept request ("Wrong address?" sent a corrected one): its code and link reach nothing. */
    drop: (id: string) => (/^[0-9a-f-]{36}$/.test(id) ? o.holds.dropRequest(id) : Promise.resolve()),
    /** The visitor's link's page: the time it sends, nothing sent. */
    async viewLink(token: string): Promise<RequestOutcome> {
      const found = await fromLink(token);
      return 'kept' in found ? { ok: true, view: timeOf(found.kept), sent: null } : found;
    },
    /** The link page's button: sends the request. */
    async sendLink(token: string): Promise<RequestOutcome> {
      const found = await fromLink(token);
      return 'kept' in found ? sendKept(found.row, found.kept) : found;
    },
    ...codeActions(o, byId, sendKept),
  };
}

/** A keyed hash of a network address, so holds can be counted per address without keeping it. */
export const clientKeyOf = (secret: string) => (address: string | undefined) =>
  address
    ? createHmac('sha256', secret).update(`booking client ${address}`).digest('base64url').slice(0, 22)
    : null;
