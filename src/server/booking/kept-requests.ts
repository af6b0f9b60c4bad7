/**
 * Requests with an email address, kept until the visitor opens the link mailed to that address: until
 * then nothing holds a time and nothing reaches the practice, so nobody can hold a clinician's times, or
 * have the practice write to someone, in another person's name. One request is kept per address (a newer
 * one replaces it) for the practice's `verifyMinutes`, and at most one link mail goes to an address in
 * ten minutes however often the form is sent; the link sends the newest request. Its page shows the time
 * and one button (a mail scanner that opens links sends nothing); the button hands the request to the
 * contact pipeline with its hold, which the store may still refuse (the time taken meanwhile, a request
 * of hers already waiting).
 */
import { createHmac } from 'node:crypto';
import type { LaterMessage, TakeMessage } from '../http/message-request.ts';
import type { RequestOutcome } from './booking-runtime.ts';
import type { VerifyMail } from './hold-mail.ts';
import type { BookingOutbox, HoldRefusal, HoldSender, HoldStore, NewHold } from './holds.ts';
import { readLinkToken } from './links.ts';

/** At most one link mail per address in this long. */
const MAIL_EVERY_MS = 10 * 60_000;

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
  now: () => number;
}

export function createKeptRequests(o: KeptOptions) {
  async function keep(message: LaterMessage, hold: NewHold, sender: HoldSender) {
    const at = o.now();
    const expires = at + o.verifyMs;
    // The network address stays out: only its keyed hash is kept.
    const kept: Kept = {
      message,
      hold,
      sender: { email: sender.email, phone: sender.phone, clientKey: sender.clientKey },
    };
    const id = await o.holds.keepRequest(sender.email.toLowerCase(), JSON.stringify(kept), at, expires);
    const mail: VerifyMail = {
      mail: 'verify',
      verifyId: id,
      expires,
      clinicianId: hold.clinicianId,
      start: hold.start,
    };
    await o.outbox({
      kind: 'booking-mail',
      name: 'Booking link',
      email: sender.email,
      message: JSON.stringify(mail),
      key: `booking-verify-${id}-${Math.floor(at / MAIL_EVERY_MS)}`,
      now: at,
    });
  }

  async function read(token: string): Promise<{ id: string; kept: Kept } | RequestOutcome> {
    const claim =
      readLinkToken(o.secret, 'verify', token) ??
      (o.previousSecret ? readLinkToken(o.previousSecret, 'verify', token) : null);
    if (!claim) return { ok: false, reason: 'invalid' };
    const row = await o.holds.keptRequest(claim.holdId);
    if (!row || o.now() > Math.min(claim.expires, row.expiresAt)) return { ok: false, reason: 'expired' };
    return { id: row.id, kept: JSON.parse(row.request) as Kept };
  }

  const viewOf = ({ hold }: Kept) => ({ clinicianId: hold.clinicianId, start: hold.start, end: hold.end });

  return {
    keep,
    async view(token: string): Promise<RequestOutcome> {
      const found = await read(token);
      return 'kept' in found ? { ok: true, view: viewOf(found.kept), sent: null } : found;
    },
    async send(token: string): Promise<RequestOutcome> {
      const found = await read(token);
      if (!('kept' in found)) return found;
      const { message, hold, sender } = found.kept;
      const result = await o.take({
        ...message,
        // The practice receives it now: its office hours to answer count from here.
        receivedAt: o.now(),
        attach: o.holds.attach(hold, sender, o.perAddress),
      });
      if (result.kind === 'conflict') return { ok: false, reason: 'invalid' };
      await o.holds.dropRequest(found.id);
      const sent = result.kind === 'refused' ? (result.reason as HoldRefusal) : 'sent';
      return { ok: true, view: viewOf(found.kept), sent };
    },
  };
}

/** A keyed hash of a network address, so holds can be counted per address without keeping it. */
export const clientKeyOf = (secret: string) => (address: string | undefined) =>
  address
    ? createHmac('sha256', secret).update(`booking client ${address}`).digest('base64url').slice(0, 22)
    : null;
