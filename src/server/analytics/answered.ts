/**
 * "Mark as answered": each contact email carries a link, signed with the server's secret, naming one
 * message and when it arrived; it expires after ANSWER_LINK_DAYS. The link opens a page with one button,
 * and only pressing it (a POST) records anything, because mail scanners open every link they see. What is
 * recorded is how long the message waited in office hours, on the day it was answered, once per message:
 * pressing again records nothing more. No login: whoever holds the email holds the link.
 *
 * A browser gets each answer as a page; any other client gets JSON, `{ok: false, error}` for a refusal.
 * A press posted by another site's page is refused (403) before the link is read, so no page elsewhere
 * can record a reply through the practice's browser with a link it has seen.
 * While counting is switched off the address answers 404: there is nothing to record replies in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRACTICE } from '#practice';
import { dayOf } from '../../lib/calendar/days.ts';
import { officeSecondsBetween, type OfficeHours } from '../../lib/calendar/office-hours.ts';
import { ANSWERED_ENDPOINT } from '../../lib/analytics/wire.ts';
import { isCrossSite } from '../http/cross-site.ts';
import { escapeHtml } from '../http/escape-html.ts';
import type { AnalyticsStore } from './analytics-store.ts';

const ANSWERED_COPY = {
  title: 'Mark as answered',
  ask: 'Pressing the button records that this website message has been answered, and how long it waited in office hours. Nothing else is recorded.',
  button: 'Mark as answered',
  recorded: 'Recorded. Thank you: the message is marked as answered.',
  already: 'This message was already marked as answered. Nothing more was recorded.',
  invalid: 'This link is not valid. Please use the link in the email as it was sent.',
  expired: 'This link has expired: replies are measured for the first days after a message arrives.',
  method: 'This address answers GET and POST only.',
  crossSite: 'A message can only be marked as answered with the button on this page.',
  off: 'This site does not measure reply times.',
} as const;

/** The server's secret the links are signed with. */
export const ANSWER_LINK_SECRET = 'answer-links';

interface LinkMessage {
  id: string;
  receivedAt: number;
}

const signature = (secret: string, { id, receivedAt }: LinkMessage) =>
  createHmac('sha256', secret).update(`answered ${id} ${receivedAt}`).digest('base64url').slice(0, 32);

/** The link's token: the message's id, when it arrived, and their signature. */
export function answerToken(secret: string, message: LinkMessage): string {
  return `${message.id}.${message.receivedAt.toString(36)}.${signature(secret, message)}`;
}

/** The message a token names, if its signature holds. */
export function readAnswerToken(secret: string, token: string): LinkMessage | null {
  const match = /^([0-9a-f-]{36})\.([0-9a-z]{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const message = { id: match[1]!, receivedAt: parseInt(match[2]!, 36) };
  const expected = Buffer.from(signature(secret, message));
  const given = Buffer.from(match[3]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? message : null;
}

interface AnsweredOptions {
  store: AnalyticsStore;
  secret: string;
  /** The secret before LINK_SIGNING_KEY's last rotation: its links still verify. */
  previousSecret?: string | null;
  officeHours: OfficeHours;
  linkDays: number;
  now?: () => number;
}

export type AnsweredHandler = (request: Request) => Promise<Response>;

/** A small page of its own (no site script, no site stylesheet): it answers the practice, not a visitor. */
function page(status: number, message: string, form?: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${ANSWERED_COPY.title}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1d2629}
button{font:inherit;font-weight:600;padding:.75rem 1.5rem;border:0;border-radius:999px;background:${PRACTICE.theme.light.brand};color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1d2629;outline-offset:3px}</style></head>
<body><main><h1>${ANSWERED_COPY.title}</h1><p>${escapeHtml(message)}</p>${form ?? ''}</main></body></html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The address holds the link's token: it goes nowhere else.
      'Referrer-Policy': 'no-referrer',
    },
  });
}

const wantsHtml = (request: Request) => (request.headers.get('accept') ?? '').includes('text/html');

/** An answer as the client wants it: the page for a browser, JSON for anything else. */
function answerFor(
  request: Request,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  form?: string,
): Response {
  return wantsHtml(request)
    ? page(status, message, form)
    : new Response(JSON.stringify(status < 400 ? { ok: true, ...extra } : { ok: false, error: message }), {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      });
}

/** The address while counting is switched off. */
export const answeredOff: AnsweredHandler = async (request) => answerFor(request, 404, ANSWERED_COPY.off);

export function createAnsweredHandler({
  store,
  secret,
  previousSecret = null,
  officeHours,
  linkDays,
  now = Date.now,
}: AnsweredOptions): AnsweredHandler {
  return async function handleAnswered(request) {
    const answer = (status: number, message: string, extra: Record<string, unknown> = {}, form?: string) =>
      answerFor(request, status, message, extra, form);

    if (request.method !== 'GET' && request.method !== 'POST' && request.method !== 'HEAD') {
      const refused = answer(405, ANSWERED_COPY.method);
      refused.headers.set('Allow', 'GET, POST');
      return refused;
    }
    // The page's button posts to the page itself, so no other origin may press, not even the form's.
    if (request.method === 'POST' && isCrossSite(request, [])) return answer(403, ANSWERED_COPY.crossSite);
    const token = new URL(request.url).searchParams.get('t') ?? '';
    const message =
      readAnswerToken(secret, token) ?? (previousSecret ? readAnswerToken(previousSecret, token) : null);
    if (!message) return answer(400, ANSWERED_COPY.invalid);
    if (now() > message.receivedAt + linkDays * 86_400_000) return answer(410, ANSWERED_COPY.expired);

    if (request.method !== 'POST') {
      // Opening the link records nothing: a scanner that follows it leaves no trace.
      if (await store.reply(message.id)) return answer(200, ANSWERED_COPY.already, { recorded: false });
      const action = `${ANSWERED_ENDPOINT}?t=${encodeURIComponent(token)}`;
      const form = `<form method="post" action="${escapeHtml(action)}"><button type="submit">${ANSWERED_COPY.button}</button></form>`;
      return answer(200, ANSWERED_COPY.ask, { recorded: false }, form);
    }
    const at = now();
    const recorded = await store.recordReply(
      message.id,
      dayOf(at, officeHours.timeZone),
      officeSecondsBetween(message.receivedAt, at, officeHours),
    );
    return answer(200, recorded ? ANSWERED_COPY.recorded : ANSWERED_COPY.already, { recorded });
  };
}
