/**
 * What the code panel's endpoints answer (BOOKING_CODE_PATH, BOOKING_RESEND_PATH), as JSON for the
 * island; the check page without JavaScript reads the same outcomes. A right code answers with the
 * visitor's record in words; every refusal is `{ok: false, error}` with a 4xx, and an answer never says
 * whether an address was used before.
 */
import { CODE_COPY, LINK_ERRORS, VERIFY_COPY } from '../lib/booking/booking-copy.ts';
import { recordWords } from '../lib/booking/record-view.ts';
import { ENDPOINT_ERRORS } from './contact/contact-handler.ts';
import { isCrossSitePost } from './cross-site-post.ts';
import { jsonAnswer } from './http/json-answer.ts';
import type { BookingRuntime, CodeOutcome, KeptOutcome } from './booking/booking-runtime.ts';

/** The JSON a panel posts: small, with string fields only. */
async function readBody(request: Request): Promise<Record<string, string> | null> {
  const text = await request.text().catch(() => '');
  if (text.length > 1024) return null;
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
    return Object.fromEntries(
      Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/** The refusals every panel endpoint shares: another site's post, booking off, any method but POST, bad JSON. */
async function panelRequest(
  booking: BookingRuntime,
  request: Request,
): Promise<{ body: Record<string, string> } | Response> {
  if (request.method !== 'POST') {
    return jsonAnswer(405, { ok: false, error: ENDPOINT_ERRORS.method }, { Allow: 'POST' });
  }
  if (isCrossSitePost(request)) return jsonAnswer(403, { ok: false, error: LINK_ERRORS.crossSite });
  if (!booking.on) return jsonAnswer(404, { ok: false, error: LINK_ERRORS.unavailable });
  const body = await readBody(request);
  if (!body || !body['id']) return jsonAnswer(400, { ok: false, error: CODE_COPY.expired });
  return { body };
}

/** The words and status of a code's outcome. */
export async function codeResult(
  booking: BookingRuntime,
  outcome: CodeOutcome,
): Promise<{ status: number; body: Record<string, unknown> }> {
  if (outcome.ok) {
    if (outcome.sent === 'sent' && outcome.record) {
      const read = await booking.viewRecord(outcome.record);
      if (read.ok) {
        return { status: 200, body: { ok: true, record: recordWords(read.record, outcome.record) } };
      }
    }
    const sent = outcome.sent && outcome.sent !== 'sent' ? outcome.sent : 'taken';
    return { status: 409, body: { ok: false, error: VERIFY_COPY[sent], ended: true } };
  }
  switch (outcome.reason) {
    case 'wrong':
      return {
        status: 400,
        body: { ok: false, error: CODE_COPY.wrong(outcome.triesLeft), triesLeft: outcome.triesLeft },
      };
    case 'locked':
      return { status: 410, body: { ok: false, error: CODE_COPY.locked, ended: true } };
    case 'unavailable':
      return { status: 503, body: { ok: false, error: LINK_ERRORS.unavailable } };
    default:
      return { status: 410, body: { ok: false, error: CODE_COPY.expired, ended: true } };
  }
}

/** The kept request's times, for "Send again": when the last code went, when another can. */
export function keptTimes(outcome: KeptOutcome & { resent?: boolean }) {
  if (!outcome.ok) return null;
  const { sentAt, resendAt, expiresAt } = outcome.kept;
  return { resent: outcome.resent ?? false, sentAt, resendAt, expiresAt };
}

export async function answerCode(booking: BookingRuntime, request: Request): Promise<Response> {
  const read = await panelRequest(booking, request);
  if (read instanceof Response) return read;
  const { status, body } = await codeResult(
    booking,
    await booking.enterCode(read.body['id']!, read.body['code'] ?? ''),
  );
  return jsonAnswer(status, body);
}

export async function answerResend(booking: BookingRuntime, request: Request): Promise<Response> {
  const read = await panelRequest(booking, request);
  if (read instanceof Response) return read;
  const outcome = await booking.resendCode(read.body['id']!);
  const times = keptTimes(outcome);
  if (times) return jsonAnswer(200, { ok: true, ...times });
  const unavailable = !outcome.ok && outcome.reason === 'unavailable';
  return unavailable
    ? jsonAnswer(503, { ok: false, error: LINK_ERRORS.unavailable })
    : jsonAnswer(410, { ok: false, error: CODE_COPY.expired, ended: true });
}
