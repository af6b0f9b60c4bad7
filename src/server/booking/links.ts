/**
 * The booking's signed links: each names one hold, one action and when it stops working, signed with the
 * server's secret (HMAC-SHA256 over all three), so a link cannot be made for another hold or another
 * action, nor kept working longer. No login: whoever holds the email holds the link, as with the
 * counting's "Mark as answered".
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkView } from './booking-runtime.ts';

/** The server's secret (src/server/http/secrets.ts) the links are signed with. */
export const BOOKING_LINK_SECRET = 'booking-links';

/**
 * A hold's actions; `verify`, the visitor's own link that sends a request kept until it is opened;
 * `record`, her record of a request sent (its page and its calendar file); `reschedule`, her link that
 * moves a confirmed consultation to another time.
 */
export type Action = LinkView['action'] | 'verify' | 'record' | 'reschedule';
const LETTER: Record<Action, string> = {
  confirm: 'c',
  offer: 'o',
  cancel: 'x',
  verify: 'v',
  record: 'r',
  reschedule: 's',
};

export interface LinkClaim {
  holdId: string;
  action: Action;
  /** Milliseconds since the epoch after which the link is refused. */
  expires: number;
}

const signature = (secret: string, { holdId, action, expires }: LinkClaim) =>
  createHmac('sha256', secret)
    .update(`booking ${action} ${holdId} ${expires}`)
    .digest('base64url')
    .slice(0, 32);

export function linkToken(secret: string, claim: LinkClaim): string {
  return `${claim.holdId}.${LETTER[claim.action]}.${claim.expires.toString(36)}.${signature(secret, claim)}`;
}

/** What a token names when its signature holds for `action`; null for anything else. */
function readLinkToken(secret: string, action: Action, token: string): LinkClaim | null {
  const match = /^([0-9a-f-]{36})\.([coxvrs])\.([0-9a-z]{1,12})\.([\w-]{32})$/.exec(token);
  if (!match || match[2] !== LETTER[action]) return null;
  const claim = { holdId: match[1]!, action, expires: parseInt(match[3]!, 36) };
  const expected = Buffer.from(signature(secret, claim));
  const given = Buffer.from(match[4]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
}

/** The signing keys: the secret, and the one before it while links signed with it may still be out. */
export interface LinkKeys {
  secret: string;
  previousSecret: string | null | undefined;
}

/** What a token names under the current key or the previous one; null for anything else. */
export function readClaim(keys: LinkKeys, action: Action, token: string): LinkClaim | null {
  return (
    readLinkToken(keys.secret, action, token) ??
    (keys.previousSecret ? readLinkToken(keys.previousSecret, action, token) : null)
  );
}

/** How long after its consultation a visitor's record still opens. */
const RECORD_DAYS_MS = 7 * 86_400_000;

/** The visitor's record of a hold: its page and its calendar file, until a week after the consultation. */
export const recordToken = (secret: string, hold: { messageId: string; end: number }) =>
  linkToken(secret, { holdId: hold.messageId, action: 'record', expires: hold.end + RECORD_DAYS_MS });

/**
 * A request's code: six digits (the first may be 0) derived from its id and its salt with the server's
 * secret, so neither the store nor the outbox holds a code.
 */
export const codeOf = (secret: string, id: string, salt: string) =>
  String(
    createHmac('sha256', secret).update(`booking code ${id} ${salt}`).digest().readUInt32BE(0) % 1_000_000,
  ).padStart(6, '0');
