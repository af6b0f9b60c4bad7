/**
 * What the form sends: name, email and message always, phone and topic only when
 * given, the honeypot only when something filled it. Values are trimmed as the rules see them.
 */
import { CONTACT_FIELDS, HONEYPOT_FIELD } from './contact-schema.ts';

export type ContactPayload = Record<string, string>;

/** The JSON body for the values of the form's fields (FormData entries or a plain record). */
export function toContactPayload(values: Record<string, unknown>): ContactPayload {
  const payload: ContactPayload = {};
  for (const field of [...CONTACT_FIELDS, HONEYPOT_FIELD]) {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const optional = field === 'phone' || field === 'topic' || field === HONEYPOT_FIELD;
    if (optional && value === '') continue;
    payload[field] = value;
  }
  return payload;
}
