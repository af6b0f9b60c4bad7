/**
 * The contact endpoint's core, a plain function from Request to Response. Astro's route (the file
 * under src/pages at CONTACT_ENDPOINT) and the tests' HTTP server both call it.
 *
 * Answers: 200 `{ok: true}` only after the message is committed; 400 with the form's messages; 401 for a
 * wrong key when one is configured; 405 for other methods; 408 for a body that has not arrived within
 * the deadline; 413 over the body limit; 415 not JSON; 422 an Idempotency-Key reused for different
 * content; 429 past the rate limit; 503 when the store is unreachable or too many messages are being
 * received at once. Every error is JSON `{ok: false, error}`; nothing a client sends leads to a 500.
 *
 * Browsers without JavaScript post the same form as application/x-www-form-urlencoded; they get a 303
 * to the sent page instead of JSON, or, for any refusal, the form again with what was typed and why
 * (form-retry-page.ts), or the not-sent page where that page cannot be made.
 */
import { rolePath } from '../../lib/pages/page-roles.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CAME_FROM_FIELD,
  FORM_KEY_FIELD,
  isHoneypotFilled,
  validateContactMessage,
} from '../../lib/contact/contact-schema.ts';
import type { ContactField, ContactMessage } from '../../lib/contact/contact-schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { isCrossSite } from '../http/cross-site.ts';
import { jsonAnswer } from '../http/json-answer.ts';
import { asksNotToBeTracked } from '../http/opt-out.ts';
import { createRateLimiter, type RateLimiter } from '../http/rate-limiter.ts';
import { readBodyWithLimit } from '../http/read-body.ts';
import type { MessageRequest, MessageRequests } from '../http/message-request.ts';
import type { FormRetry } from './form-retry-page.ts';
import type { ContactStore } from './store/contact-store.ts';

const DEFAULT_MAX_BODY_BYTES = 32 * 1024;
const DEFAULT_BODY_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_IN_FLIGHT = 64;

export const ENDPOINT_ERRORS = {
  method: 'This address only accepts messages sent with POST.',
  unauthorized: 'This form is not allowed to send messages here. Please call or email us instead.',
  rateLimited: 'Too many messages from your connection. Please wait a few minutes and try again.',
  mediaType: 'Please send the message as JSON (Content-Type: application/json).',
  tooLarge: 'Your message is too large to send. Please shorten it and try again.',
  unreadable: 'Your message did not arrive completely. Please try again.',
  tooSlow: 'Your message took too long to arrive. Please check your connection and try again.',
  busy: 'We are receiving many messages right now. Please try again in a few seconds.',
  json: 'Your message could not be read (the request is not valid JSON). Please try again.',
  shape: 'Your message could not be read (expected a JSON object). Please try again.',
  idempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  keyReused:
    'This message was already sent with different content. Please reload the page before sending a new message.',
  crossSite: 'Messages can only be sent from our own website.',
  unavailable: 'We could not save your message just now. Please try again in a few minutes, or call us.',
  internal: 'Something went wrong on our side. Please try again, or call us.',
} as const;

export interface ContactHandlerOptions {
  store: ContactStore;
  now?: () => number;
  maxBodyBytes?: number;
  /** The whole body must arrive within this time after the request reached the handler. */
  bodyTimeoutMs?: number;
  /** Messages being received at once; more are answered 503 at once, before their body is read. */
  maxInFlight?: number;
  /** Per-client limit; a limiter shared by several handlers may be passed instead. */
  rateLimit?: { limit: number; windowMs: number } | RateLimiter;
  /** PUBLIC_CONTACT_KEY: when set, requests must carry it as `Authorization: Bearer <key>`. */
  publicKey?: string | undefined;
  /** TRUST_PROXY: how many proxies in front append to X-Forwarded-For; 0 counts the socket address. */
  trustProxyHops?: number;
  /** Other origins whose pages may post here (CONTACT_ALLOWED_ORIGINS), answered with CORS headers. */
  allowedOrigins?: readonly string[];
  /** Where a form post without JavaScript is sent afterwards. */
  resultPages?: { sent: string; notSent: string };
  /**
   * The page answering a form post without JavaScript that was refused (a field, too many messages, the
   * server busy...): the form again, with what was typed and why (form-retry-page.ts); without it, or
   * when it gives null, the not-sent page.
   */
  formRetryPage?: (retry: FormRetry) => string | null;
  /**
   * Told each new message worth delivering (wakes the outbox worker, counts it): its id, the page the
   * form said the visitor came from (never stored with the message), and whether the browser asked not
   * to be tracked (Global Privacy Control or Do Not Track).
   */
  onAccepted?: (id: string, journey: { cameFrom: string | undefined; optedOut: boolean }) => void;
  /** Told when the store fails (or anything unexpected); gets the error, never the message. */
  onError?: (error: unknown) => void;
  /**
   * Another part's requests that ride on messages (the booking's): a message with that part's fields is
   * its request (src/server/http/message-request.ts).
   */
  requests?: MessageRequests | undefined;
}

interface ClientInfo {
  /** The socket's remote address (Astro's clientAddress). */
  address?: string | undefined;
}

export type ContactHandler = (request: Request, client?: ClientInfo) => Promise<Response>;

type Mode = 'json' | 'form';

const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,200}$/;

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function keysMatch(given: string | null | undefined, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(sha256(given), sha256(expected));
}

/** Same content, same fingerprint: tells a retry from a different message that reuses a key. */
function fingerprintOf(content: ContactMessage, spam: boolean, asked: MessageRequest | null): string {
  const { name, email, phone = '', topic = '', message, replyBy, voicemail } = content;
  // The reply preferences join the hash only when given, so a message without them keeps the fingerprint
  // it had before they existed (a retry across a deploy is still recognised); a request's own fields too.
  const preferences = replyBy || voicemail ? [replyBy ?? '', voicemail ?? ''] : [];
  const beside = asked?.fingerprint ?? [];
  return sha256(
    JSON.stringify([name, email, phone, topic, message, spam, ...preferences, ...beside]),
  ).toString('hex');
}

function mediaTypeOf(request: Request): { type: string; charset: string | null } {
  const [type = '', ...params] = (request.headers.get('content-type') ?? '').split(';');
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith('charset='));
  return { type: type.trim().toLowerCase(), charset: charset ? charset.slice(8).replace(/"/g, '') : null };
}

/** The methods the endpoint answers: POST, and OPTIONS preflights when other origins may post. */
function allowedMethods(allowedOrigins: readonly string[]): string {
  return allowedOrigins.length > 0 ? 'POST, OPTIONS' : 'POST';
}

/** The endpoint's answer to any method but its own. */
export function methodNotAllowed(allowedOrigins: readonly string[], headers: Record<string, string> = {}) {
  return jsonAnswer(
    405,
    { ok: false, error: ENDPOINT_ERRORS.method },
    { ...headers, Allow: allowedMethods(allowedOrigins) },
  );
}

/** The options with their defaults, as each request's steps read them. */
interface Settings extends Required<Omit<ContactHandlerOptions, 'publicKey' | 'requests' | 'rateLimit'>> {
  publicKey: string | undefined;
  requests: MessageRequests | undefined;
  limiter: RateLimiter;
}

/** One request's state and answers: JSON, or for a form post a redirect or the form again. */
interface Exchange {
  request: Request;
  mode: Mode;
  cors: Record<string, string>;
  /** The request of another part the input carries, once read. */
  asked: MessageRequest | null;
  /** What a form post without JavaScript carried, once read: its refusal puts it back in the form. */
  formValues: Record<string, unknown>;
}

function corsHeaders(request: Request, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('origin');
  return origin && allowedOrigins.includes(origin)
    ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    : {};
}

function answer(x: Exchange, s: Settings, status: number, body: Record<string, unknown>, headers = {}) {
  if (x.mode === 'json') return jsonAnswer(status, body, { ...x.cors, ...headers });
  const field = typeof body['field'] === 'string' ? body['field'] : undefined;
  const page = x.asked
    ? x.asked.formLocation(status, field)
    : body['ok'] === true
      ? s.resultPages.sent
      : s.resultPages.notSent;
  const origin = x.request.headers.get('origin');
  const location = origin && s.allowedOrigins.includes(origin) ? `${origin}${page}` : page;
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

function fail(
  x: Exchange,
  s: Settings,
  status: number,
  error: string,
  extra: { field?: ContactField } & Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const retry =
    x.mode === 'form' && !x.asked ? s.formRetryPage({ values: x.formValues, error, ...extra }) : null;
  if (retry) {
    return new Response(retry, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
    });
  }
  // A form post is sent on to a page: what else the answer says is for scripts.
  return answer(x, s, status, { ok: false, error, ...(x.mode === 'form' ? pick(extra) : extra) }, headers);
}

const pick = ({ field }: { field?: ContactField }) => (field ? { field } : {});

/**
 * A form post refused before its body was read (too many messages, the server busy) still gets its words
 * back: the body is read (within the same limits) only to put them in the form again.
 */
async function readFormValues(x: Exchange, s: Settings) {
  if (x.mode !== 'form') return;
  const body = await readBodyWithLimit(x.request, { limit: s.maxBodyBytes, deadlineMs: s.bodyTimeoutMs });
  if (!body.ok) return;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
    x.formValues = Object.fromEntries(new URLSearchParams(text));
    x.asked = s.requests?.read(x.formValues) ?? null;
  } catch {
    // Unreadable: the form comes back empty, with the reason.
  }
}

/** The body as an object, or the answer refusing it (its type, its key, its size, its speed, its form). */
async function readInput(x: Exchange, s: Settings): Promise<Record<string, unknown> | Response> {
  const { type, charset } = mediaTypeOf(x.request);
  if (
    x.mode === 'json' &&
    (type !== 'application/json' || (charset && charset !== 'utf-8' && charset !== 'utf8'))
  ) {
    return fail(x, s, 415, ENDPOINT_ERRORS.mediaType);
  }
  if (x.mode === 'json' && s.publicKey && !keysMatch(bearerToken(x.request), s.publicKey)) {
    return fail(x, s, 401, ENDPOINT_ERRORS.unauthorized, {}, { 'WWW-Authenticate': 'Bearer' });
  }
  const body = await readBodyWithLimit(x.request, { limit: s.maxBodyBytes, deadlineMs: s.bodyTimeoutMs });
  if (!body.ok) {
    if (body.reason === 'too-large')
      return fail(x, s, 413, ENDPOINT_ERRORS.tooLarge, {}, { Connection: 'close' });
    if (body.reason === 'too-slow')
      return fail(x, s, 408, ENDPOINT_ERRORS.tooSlow, {}, { Connection: 'close' });
    return fail(x, s, 400, ENDPOINT_ERRORS.unreadable);
  }
  let input: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
    input = x.mode === 'json' ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return fail(x, s, 400, ENDPOINT_ERRORS.json);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail(x, s, 400, ENDPOINT_ERRORS.shape);
  }
  const values = input as Record<string, unknown>;
  if (x.mode === 'form') x.formValues = values;
  if (x.mode === 'form' && s.publicKey) {
    const given = values[FORM_KEY_FIELD];
    if (!keysMatch(typeof given === 'string' ? given : null, s.publicKey)) {
      return fail(x, s, 401, ENDPOINT_ERRORS.unauthorized);
    }
  }
  return values;
}

/** Checks the message (and the request it carries), stores it and answers: the rate limit is taken. */
async function acceptMessage(x: Exchange, s: Settings, input: Record<string, unknown>, sender: string) {
  const idempotencyKey = x.request.headers.get('idempotency-key') ?? undefined;
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return fail(x, s, 400, ENDPOINT_ERRORS.idempotencyKey);
  }
  const asked = (x.asked = s.requests?.read(input) ?? null);
  if (asked && !s.requests?.on) return fail(x, s, 404, s.requests!.offError);
  const validation = validateContactMessage(asked ? asked.values : input);
  if (!validation.ok) return fail(x, s, 400, validation.error, { field: validation.field });
  const content = asked?.blankEmail ? { ...validation.value, email: '' } : validation.value;

  const cameFrom = input[CAME_FROM_FIELD];
  const spam = isHoneypotFilled(input);
  const message = {
    ...(asked ? { kind: asked.kind } : {}),
    content,
    spam,
    idempotencyKey,
    fingerprint: fingerprintOf(validation.value, spam, asked),
    receivedAt: s.now(),
  };
  const journey = {
    cameFrom: typeof cameFrom === 'string' ? cameFrom.slice(0, 300) : undefined,
    optedOut: asksNotToBeTracked(x.request.headers),
  };
  const check = asked ? await asked.check(message.receivedAt, { ...content, address: sender }) : null;
  if (check && !check.ok) return fail(x, s, check.status, check.error, check.extra);
  const refund = () => s.limiter.refund(sender).catch(() => {});
  try {
    if (check && 'later' in check) {
      // Its part keeps the request until the visitor confirms it; a filled honeypot is kept by no one.
      const kept = message.spam ? {} : await check.later({ ...message, kind: asked!.kind, journey });
      return answer(x, s, 200, { ok: true, ...check.answer, ...kept });
    }
    // A filled honeypot stores nothing beside its message.
    const attach = check?.ok && !message.spam ? check.attach : undefined;
    const result = await s.store.accept({ ...message, attach });
    if (result.kind === 'conflict') return fail(x, s, 422, ENDPOINT_ERRORS.keyReused);
    if (result.kind === 'refused') {
      await refund();
      const refusal = await asked!.refused(result.reason);
      return fail(x, s, refusal.status, refusal.error, refusal.extra);
    }
    if (result.kind === 'stored' && !message.spam) s.onAccepted(result.id, journey);
  } catch (error) {
    s.onError(error);
    // Nothing was stored, so this attempt does not count against the sender's limit.
    await refund();
    return fail(x, s, 503, ENDPOINT_ERRORS.unavailable, {}, { 'Retry-After': '30' });
  }
  // A filled honeypot gets the same answer as a real message: nothing tells a bot it was caught.
  return answer(x, s, 200, { ok: true, ...(check?.ok ? check.answer : {}) });
}

/** A POST let in (not cross-site, not over the in-flight limit): the rate limit, the body, the message. */
async function receive(x: Exchange, s: Settings, client: ClientInfo): Promise<Response> {
  const sender = clientAddress(x.request.headers, client.address, s.trustProxyHops);
  let decision;
  try {
    decision = await s.limiter.take(sender);
  } catch (error) {
    // With PostgreSQL the counts are in the store: it is not answering, so neither can we.
    s.onError(error);
    return fail(x, s, 503, ENDPOINT_ERRORS.unavailable, {}, { 'Retry-After': '30' });
  }
  if (!decision.allowed) {
    await readFormValues(x, s);
    const retryAfter = String(decision.retryAfterSeconds);
    return fail(x, s, 429, ENDPOINT_ERRORS.rateLimited, {}, { 'Retry-After': retryAfter });
  }
  const input = await readInput(x, s);
  return input instanceof Response ? input : acceptMessage(x, s, input, sender);
}

function preflight(cors: Record<string, string>) {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type, Authorization, Idempotency-Key',
      'Access-Control-Max-Age': '600',
    },
  });
}

export function createContactHandler(options: ContactHandlerOptions): ContactHandler {
  const rateLimit = options.rateLimit ?? { limit: 10, windowMs: 10 * 60_000 };
  const now = options.now ?? Date.now;
  const s: Settings = {
    store: options.store,
    now,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    bodyTimeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
    maxInFlight: options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT,
    publicKey: options.publicKey,
    trustProxyHops: options.trustProxyHops ?? 0,
    allowedOrigins: options.allowedOrigins ?? [],
    resultPages: options.resultPages ?? {
      sent: rolePath('contactSent'),
      notSent: rolePath('contactNotSent'),
    },
    formRetryPage: options.formRetryPage ?? (() => null),
    onAccepted: options.onAccepted ?? (() => {}),
    onError: options.onError ?? (() => {}),
    requests: options.requests,
    limiter: 'take' in rateLimit ? rateLimit : createRateLimiter({ ...rateLimit, now }),
  };
  let inFlight = 0;

  return async function handleContact(request, client = {}) {
    const cors = corsHeaders(request, s.allowedOrigins);
    const x: Exchange = { request, mode: 'json', cors, asked: null, formValues: {} };
    let counted = false;
    try {
      if (request.method === 'OPTIONS' && cors['Access-Control-Allow-Origin']) return preflight(cors);
      if (request.method !== 'POST') return methodNotAllowed(s.allowedOrigins, cors);
      // Another site's page gets a plain refusal, whatever the body's type: the booking page hands its
      // form on as JSON with the browser's own headers, so a check on form bodies alone let any site
      // make its visitors book.
      if (isCrossSite(request, s.allowedOrigins)) return fail(x, s, 403, ENDPOINT_ERRORS.crossSite);
      if (mediaTypeOf(request).type === 'application/x-www-form-urlencoded') x.mode = 'form';
      if (inFlight >= s.maxInFlight) {
        await readFormValues(x, s);
        return fail(x, s, 503, ENDPOINT_ERRORS.busy, {}, { 'Retry-After': '5', Connection: 'close' });
      }
      inFlight += 1;
      counted = true;
      return await receive(x, s, client);
    } catch (error) {
      s.onError(error);
      return fail(x, s, 500, ENDPOINT_ERRORS.internal);
    } finally {
      if (counted) inFlight -= 1;
    }
  };
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}
