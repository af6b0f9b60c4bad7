/**
 * The form's call to the contact endpoint and how its answer reads to the visitor: success only with
 * HTTP ok and `ok: true`; otherwise the server's error string when it sends one, a generic failure when
 * it does not, a network error when no answer arrives. A busy server (503 with Retry-After) is asked
 * again, twice at most, after the wait it asks for (10 s at most), before its answer counts.
 */
import { CONTACT_COPY } from './contact-copy.ts';
import type { ContactPayload } from './contact-payload.ts';
import { CONTACT_FIELDS, type ContactField } from './contact-schema.ts';

export interface SendContactMessageOptions {
  endpoint: string;
  payload: ContactPayload;
  /** Made once per message and sent again on a retry, so the server stores it once. */
  idempotencyKey: string;
  /** The public anonymous client key, when the deployment has one. */
  contactKey?: string | undefined;
  /** A request that has not answered by then counts as a network failure. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** How the wait between tries is kept (tests pass fake timers through it). */
  sleep?: (ms: number) => Promise<void>;
}

/** A busy server (503 with Retry-After) is asked again this many times before the visitor sees an error. */
const BUSY_RETRIES = 2;
/** The longest wait before asking a busy server again, whatever its Retry-After says. */
const BUSY_WAIT_CAP_MS = 10_000;

/**
 * How long to wait before asking again after this answer, or null when it is not worth asking again:
 * only a 503 that says when (Retry-After in seconds or as a date) is a busy moment rather than a failure.
 */
function busyRetryDelay(response: Response, now = Date.now()): number | null {
  if (response.status !== 503) return null;
  const header = response.headers.get('retry-after')?.trim();
  if (!header) return null;
  let ms: number;
  if (/^\d+$/.test(header)) ms = Number(header) * 1000;
  else {
    const date = Date.parse(header);
    if (Number.isNaN(date)) return null;
    ms = Math.max(0, date - now);
  }
  return Math.min(ms, BUSY_WAIT_CAP_MS);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SendContactResult = { ok: true } | { ok: false; error: string; field?: ContactField };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function sendContactMessage({
  endpoint,
  payload,
  idempotencyKey,
  contactKey,
  timeoutMs = 30_000,
  fetchImpl = fetch,
  sleep = wait,
}: SendContactMessageOptions): Promise<SendContactResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  if (contactKey) headers['Authorization'] = `Bearer ${contactKey}`;

  let response: Response;
  let data: unknown;
  // The same Idempotency-Key on every try: a message the server stored before it said "busy" is kept once.
  for (let attempt = 0; ; attempt += 1) {
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { ok: false, error: CONTACT_COPY.networkError };
    }
    const delay = attempt < BUSY_RETRIES ? busyRetryDelay(response) : null;
    if (delay === null) break;
    await response.body?.cancel().catch(() => {});
    await sleep(delay);
  }
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (response.ok && isRecord(data) && data['ok'] === true) return { ok: true };

  const error =
    isRecord(data) && typeof data['error'] === 'string' && data['error'].trim() !== ''
      ? data['error']
      : CONTACT_COPY.sendFailed;
  const field = isRecord(data) ? data['field'] : undefined;
  return CONTACT_FIELDS.includes(field as ContactField)
    ? { ok: false, error, field: field as ContactField }
    : { ok: false, error };
}

/** A random UUID; crypto.randomUUID needs a secure context, so plain-HTTP previews get the same by hand. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
