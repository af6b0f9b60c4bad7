/**
 * A CalDAV calendar asked for the booking's window only: `caldav+https://user:password@host/path/` (or
 * `caldav+http://` for a server on the practice's own network) is the calendar collection at
 * https://host/path/, asked with a REPORT calendar-query (RFC 4791 section 7.8) whose time-range is the
 * window, so a calendar of years answers with the few weeks that can still be booked. The server returns
 * each event that touches the window whole, a recurring series with its moved and cancelled instances,
 * so the busy time is read from it as from a whole file. The user and password go as a Basic header.
 *
 * The answer is a multistatus of one calendar-data per event; they are gathered into one VCALENDAR (one
 * copy of each VTIMEZONE) for the same reading as any feed. No XML parser is needed for that: each
 * calendar-data element is found by its name under any namespace prefix and its text decoded, in one
 * pass over the answer, so a hostile answer costs time in proportion to its size.
 */
import { basicAuthOf, discard, readCapped, SourceFailure, type CalendarSource } from './source.ts';

const PREFIX = 'caldav+';

/** An instant as a time-range's UTC date-time: 20300108T150000Z. */
const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Every event of the calendar that takes up any time in the window, whole (no expansion). */
const query = (window: { start: number; end: number }) =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">',
    '<D:prop><C:calendar-data/></D:prop>',
    '<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">',
    `<C:time-range start="${utc(window.start)}" end="${utc(window.end)}"/>`,
    '</C:comp-filter></C:comp-filter></C:filter>',
    '</C:calendar-query>',
  ].join('\n');

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const ENTITY = /&(?:#(\d{1,7})|#x([\da-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;

/** XML text with its five named entities and its character references decoded. */
function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name]!;
    const code = decimal ? Number(decimal) : parseInt(hex!, 16);
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new SourceFailure('malformed');
    return String.fromCodePoint(code);
  });
}

/** An element's content as text: its CDATA sections as written, the rest with entities decoded. */
function textOf(content: string): string {
  let text = '';
  let at = 0;
  for (;;) {
    const start = content.indexOf('<![CDATA[', at);
    if (start === -1) return text + decodeEntities(content.slice(at));
    const end = content.indexOf(']]>', start + 9);
    if (end === -1) throw new SourceFailure('malformed');
    text += decodeEntities(content.slice(at, start)) + content.slice(start + 9, end);
    at = end + 3;
  }
}

/** An opening calendar-data tag under any prefix; its attributes are bounded, so a stray `<` costs little. */
const OPEN = /<(?:([A-Za-z_][\w.-]{0,63}):)?calendar-data(?:\s[^<>]{0,256})?>/g;

/** The text of each calendar-data element of a multistatus, in order; an empty one is left out. */
export function calendarDataOf(xml: string): string[] {
  const found: string[] = [];
  OPEN.lastIndex = 0;
  for (let open = OPEN.exec(xml); open; open = OPEN.exec(xml)) {
    if (open[0].endsWith('/>')) continue;
    const close = `</${open[1] ? `${open[1]}:` : ''}calendar-data`;
    const end = xml.indexOf(close, OPEN.lastIndex);
    if (end === -1) throw new SourceFailure('malformed');
    const text = textOf(xml.slice(OPEN.lastIndex, end)).trim();
    if (text) found.push(text);
    OPEN.lastIndex = end + close.length;
  }
  return found;
}

type Part = { name: string; lines: string[] };

/** The components directly inside a text's VCALENDARs (VTIMEZONE, VEVENT, ...), each as its lines. */
function componentsOf(text: string): Part[] {
  const parts: Part[] = [];
  let depth = 0;
  let current: Part | null = null;
  for (const line of text.split(/\r\n|\n|\r/)) {
    if (line === '') continue;
    const begin = /^BEGIN:(.+)$/i.exec(line)?.[1]?.trim().toUpperCase();
    if (begin) {
      depth += 1;
      if (depth === 1 && begin !== 'VCALENDAR') throw new SourceFailure('malformed');
      if (depth === 2) current = { name: begin, lines: [] };
    }
    if (depth === 0) throw new SourceFailure('malformed');
    if (depth >= 2) current!.lines.push(line);
    if (/^END:/i.test(line)) {
      if (depth === 2) parts.push(current!);
      depth -= 1;
    }
  }
  if (depth !== 0) throw new SourceFailure('malformed');
  return parts;
}

/**
 * One VCALENDAR of every event of the answer, each VTIMEZONE once (the first of each TZID): CalDAV gives
 * one calendar per event, each with the zones its times name.
 */
export function oneCalendar(texts: readonly string[]): string {
  const zones = new Map<string, string[]>();
  const rest: string[] = [];
  for (const text of texts) {
    for (const part of componentsOf(text)) {
      if (part.name !== 'VTIMEZONE') rest.push(...part.lines);
      else {
        const tzid = part.lines.find((line) => /^TZID[:;]/i.test(line)) ?? '';
        if (!zones.has(tzid)) zones.set(tzid, part.lines);
      }
    }
  }
  const head = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Practice website//CalDAV report//EN'];
  return [...head, ...[...zones.values()].flat(), ...rest, 'END:VCALENDAR', ''].join('\r\n');
}

export const source: CalendarSource = {
  name: 'caldav',
  forms: 'caldav+https:// or caldav+http://',
  accepts: (url) => url.protocol === 'caldav+https:' || url.protocol === 'caldav+http:',
  async read({ url, window, maxBytes, abort }) {
    const { href, authorization } = basicAuthOf(new URL(url.href.slice(PREFIX.length)));
    const headers: Record<string, string> = {
      Depth: '1',
      'Content-Type': 'application/xml; charset=utf-8',
      Accept: 'application/xml, text/xml',
    };
    if (authorization) headers['Authorization'] = authorization;
    const response = await fetch(href, {
      method: 'REPORT',
      headers,
      body: query(window),
      signal: abort.signal,
      redirect: 'follow',
    });
    if (response.status !== 207) {
      await discard(response);
      throw new SourceFailure('http-status');
    }
    const xml = new TextDecoder().decode(await readCapped(response, maxBytes, abort));
    return { changed: true, calendar: new TextEncoder().encode(oneCalendar(calendarDataOf(xml))) };
  },
};
