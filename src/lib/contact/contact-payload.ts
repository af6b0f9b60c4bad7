/**
 * What the form sends: name, email and message always, the optional fields (phone, the way to reply,
 * the voicemail answer, topic) only when given, the honeypot only when something filled it, and the page
 * the visitor came from when the page's counter filled it in (counted by the endpoint, never stored).
 * Values are trimmed as the rules see them.
 */
import { CAME_FROM_FIELD, CONTACT_FIELDS, HONEYPOT_FIELD } from './contact-schema.ts';

export type ContactPayload = Record<string, string>;

const REQUIRED: ReadonlySet<string> = new Set(['name', 'email', 'message']);

/** The JSON body for the values of the form's fields (FormData entries or a plain record). */
export function toContactPayload(values: Record<string, unknown>): ContactPayload {
  const payload: ContactPayload = {};
  for (const field of [...CONTACT_FIELDS, HONEYPOT_FIELD, CAME_FROM_FIELD]) {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const optional = !REQUIRED.has(field);
    if (optional && value === '') continue;
    payload[field] = value;
  }
  return payload;
}
