/**
 * The form's call to the contact endpoint and how its answer reads to the visitor: success only with
 * HTTP ok and `ok: true`; otherwise the server's error string when it sends one, a generic failure when
 * it does not, a network error when no answer arrives.
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
}

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
}: SendContactMessageOptions): Promise<SendContactResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Idempotency-Key': idempotencyKey,
  };
  if (contactKey) headers['Authorization'] = `Bearer ${contactKey}`;

  let response: Response;
  let data: unknown;
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
