/**
 * The one set of rules for a contact message, shared by the form (src/components/islands/ContactForm.tsx)
 * and the endpoint (src/server/contact/contact-handler.ts), so a visitor sees the same words whichever
 * side catches a mistake. Fields are checked in form order, values trimmed, phone, the way to reply,
 * the voicemail answer and topic optional and left out when blank.
 *
 * Imported by plain Node too (scripts, worker): relative imports with .ts and erasable TypeScript only.
 */
// zod/mini: the same rules as zod's classic API, but tree-shakable, so the form's island carries a few
// kilobytes of validation instead of all of zod.
import { z } from 'zod/mini';

/** Field lengths, in characters. The body limit (32 KB) leaves room for the longest message in UTF-8. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 40, topic: 100, message: 5000 } as const;

/** The fields in the order they appear on the form and are checked, so the first error is the top one. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'message', 'replyBy', 'voicemail'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** How the visitor would like the practice to reply: email, a phone call, or a text message. */
export const REPLY_BY_VALUES = ['email', 'phone', 'text'] as const;
export type ReplyBy = (typeof REPLY_BY_VALUES)[number];

/** Whether the practice may leave a voicemail or message that says who it is (a watched phone may not). */
export const VOICEMAIL_VALUES = ['yes', 'no'] as const;
export type Voicemail = (typeof VOICEMAIL_VALUES)[number];

/**
 * Hidden field a person never sees or fills; bots that fill every input do. A filled honeypot is
 * answered like a real message and stored as spam, never delivered. The name avoids words that
 * browsers' autofill recognises (name, email, company, website, url), so autofill does not fill it.
 */
export const HONEYPOT_FIELD = 'extra_notes';

/** Hidden field carrying the public client key in a form post made without JavaScript. */
export const FORM_KEY_FIELD = 'contact_key';

/**
 * Hidden field the page's counter fills with the page the visitor came to the contact page from. The
 * endpoint counts it and drops it: it is never stored with the message nor put in its email.
 */
export const CAME_FROM_FIELD = 'came_from';

const count = (n: number) => n.toLocaleString('en-US');

/** Every message the rules can give, in the words the visitor reads. */
export const CONTACT_ERRORS = {
  nameRequired: 'Please enter your name.',
  emailInvalid: 'Please enter a valid email.',
  messageRequired: 'Please enter a message.',
  nameTooLong: `Please shorten your name to ${count(CONTACT_LIMITS.name)} characters or fewer.`,
  nameCharacters: 'Please write your name on one line, without special characters.',
  phoneInvalid: 'Please enter a valid phone number, or leave it blank.',
  replyByInvalid: 'Please choose email, a phone call or a text message, or leave the way to reach you blank.',
  replyByNeedsPhone: 'Please enter a phone number so we can call or text you, or choose email.',
  voicemailInvalid: 'Please answer yes or no about a voicemail, or leave it blank.',
  topicInvalid: `Please keep the topic to one line of ${count(CONTACT_LIMITS.topic)} characters or fewer.`,
  messageTooLong: `Please shorten your message to ${count(CONTACT_LIMITS.message)} characters or fewer.`,
  messageCharacters: 'Your message contains characters we cannot accept. Please remove them and try again.',
} as const;

// Lone UTF-16 surrogates cannot come from a keyboard and would be mangled on the way to the database.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// One-line fields: no control characters at all (CR/LF would be header injection in an email client's
// eyes, NUL is refused by PostgreSQL), no Unicode line separators, no bidirectional overrides that could
// make a name display as something else.
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
// Bidirectional marks, embeddings, overrides and isolates are dropped from every field before it is
// checked: in a message or a name they can make the practice's email show text in another order than it
// was sent, or make the visitor's words pass for the practice's own.
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const withoutBidi = z.overwrite((value: string) => value.replace(BIDI_CONTROLS, ''));
// The message may have line breaks and tabs; every other control character is refused.
const BAD_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;

const oneLine = (value: string) => !NOT_ONE_LINE.test(value) && !LONE_SURROGATE.test(value);
const cleanText = (value: string) => !BAD_IN_TEXT.test(value) && !LONE_SURROGATE.test(value);
// Digits with the usual separators and an optional extension: "(212) 555-0100", "+1 212.555.0100 x12".
const PHONE = /^\+?[\d\s().-]{7,}(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/** An optional one-line field: blank, null or missing all mean "not given" and come out as undefined. */
function optionalLine(max: number, invalid: string, pattern?: RegExp) {
  return z.pipe(
    z.nullish(
      z.string({ error: invalid }).check(
        withoutBidi,
        z.trim(),
        z.maxLength(max, { error: invalid }),
        z.refine((value) => value === '' || (oneLine(value) && (!pattern || pattern.test(value))), {
          error: invalid,
        }),
      ),
    ),
    z.transform((value) => (value ? value : undefined)),
  );
}

/** An optional choice among fixed values: blank, null or missing mean "not given" and come out as undefined. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, invalid: string) {
  return z.pipe(
    z.nullish(
      z.string({ error: invalid }).check(
        z.trim(),
        z.refine((value) => value === '' || (values as readonly string[]).includes(value), {
          error: invalid,
        }),
      ),
    ),
    z.transform((value) => (value ? (value as T[number]) : undefined)),
  );
}

const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_ERRORS.nameRequired })
    .check(
      withoutBidi,
      z.trim(),
      z.minLength(1, { error: CONTACT_ERRORS.nameRequired }),
      z.maxLength(CONTACT_LIMITS.name, { error: CONTACT_ERRORS.nameTooLong }),
      z.refine(oneLine, { error: CONTACT_ERRORS.nameCharacters }),
    ),
  // Zod's email pattern is deliberately simple (ASCII, no spaces, no quotes): the mailbox is the real check.
  email: z.pipe(
    z
      .string({ error: CONTACT_ERRORS.emailInvalid })
      .check(
        withoutBidi,
        z.trim(),
        z.maxLength(CONTACT_LIMITS.email, { error: CONTACT_ERRORS.emailInvalid }),
      ),
    z.email({ error: CONTACT_ERRORS.emailInvalid }),
  ),
  phone: optionalLine(CONTACT_LIMITS.phone, CONTACT_ERRORS.phoneInvalid, PHONE),
  topic: optionalLine(CONTACT_LIMITS.topic, CONTACT_ERRORS.topicInvalid),
  message: z.string({ error: CONTACT_ERRORS.messageRequired }).check(
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    withoutBidi,
    z.trim(),
    z.minLength(1, { error: CONTACT_ERRORS.messageRequired }),
    z.maxLength(CONTACT_LIMITS.message, { error: CONTACT_ERRORS.messageTooLong }),
    z.refine(cleanText, { error: CONTACT_ERRORS.messageCharacters }),
  ),
  replyBy: optionalChoice(REPLY_BY_VALUES, CONTACT_ERRORS.replyByInvalid),
  voicemail: optionalChoice(VOICEMAIL_VALUES, CONTACT_ERRORS.voicemailInvalid),
});

/** A valid message, trimmed, with the optional fields present only when given. */
export interface ContactMessage {
  name: string;
  email: string;
  phone?: string;
  replyBy?: ReplyBy;
  voicemail?: Voicemail;
  topic?: string;
  message: string;
}

export type ContactValidation =
  { ok: true; value: ContactMessage } | { ok: false; field: ContactField; error: string };

/**
 * Checks values from the form or a request body and returns the message, or the first problem in field
 * order with the field it belongs to (the form moves focus there).
 */
export function validateContactMessage(input: unknown): ContactValidation {
  const source = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = z.safeParse(contactSchema, source);
  if (result.success) {
    const { name, email, phone, replyBy, voicemail, topic, message } = result.data;
    // A call or a text needs a number to reach.
    if ((replyBy === 'phone' || replyBy === 'text') && !phone) {
      return { ok: false, field: 'phone', error: CONTACT_ERRORS.replyByNeedsPhone };
    }
    return {
      ok: true,
      value: {
        name,
        email,
        ...(phone ? { phone } : {}),
        ...(replyBy ? { replyBy } : {}),
        ...(voicemail ? { voicemail } : {}),
        ...(topic ? { topic } : {}),
        message,
      },
    };
  }
  const fieldIndex = (path: readonly PropertyKey[]) => CONTACT_FIELDS.indexOf(path[0] as ContactField) >>> 0; // unknown paths sort last
  const first = [...result.error.issues].sort((a, b) => fieldIndex(a.path) - fieldIndex(b.path))[0]!;
  const field = (CONTACT_FIELDS as readonly PropertyKey[]).includes(first.path[0]!)
    ? (first.path[0] as ContactField)
    : 'message';
  return { ok: false, field, error: first.message };
}

/** True when the hidden honeypot field holds anything a person would not have typed: any non-blank value. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value === 'string' ? value.trim() !== '' : true;
}
