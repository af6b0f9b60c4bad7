/**
 * A clinician's calendar feed for the booking tests: a local HTTP server whose answer the test sets
 * (a calendar with an ETag, 304 for a matching If-None-Match, no answer at all, an endless body, text
 * that is no calendar, a dropped connection). The address carries a secret, as real feed addresses do.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../helpers/node-http.ts';

export type FeedMode = 'ok' | 'slow' | 'huge' | 'malformed' | 'dropped';

export const FEED_SECRET = 's3cr3t-feed-token';

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** A calendar with one busy event (and one free one, which must not count) per interval. */
function calendar(busy: readonly { start: number; end: number }[]): string {
  const events = busy.flatMap(({ start, end }, i) => [
    'BEGIN:VEVENT',
    `UID:busy-${i}@test`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    'SUMMARY:Private client session',
    'END:VEVENT',
  ]);
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
}

export async function startFeedServer(initial: readonly { start: number; end: number }[] = []) {
  let mode: FeedMode = 'ok';
  let busy = initial;
  let text: string | null = null;
  let version = 1;
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    requests.push(req.headers);
    const etag = `"v${version}"`;
    if (mode === 'slow') return; // never answers: the reader's timeout ends it
    if (mode === 'dropped') return req.socket.destroy();
    if (mode === 'malformed') return res.writeHead(200, { 'Content-Type': 'text/calendar' }).end('<html>');
    if (mode === 'huge') {
      res.writeHead(200, { 'Content-Type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'X');
      // Written until the reader hangs up.
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      res.on('error', () => {});
      return write();
    }
    if (req.headers['if-none-match'] === etag) return res.writeHead(304, { ETag: etag }).end();
    res.writeHead(200, { 'Content-Type': 'text/calendar', ETag: etag }).end(text ?? calendar(busy));
  });
  const base = await listenOnLoopback(server);
  return {
    url: `${base}/calendars/${FEED_SECRET}/basic.ics`,
    requests,
    set(next: FeedMode) {
      mode = next;
    },
    /** New busy times: a new version of the calendar. */
    setBusy(next: readonly { start: number; end: number }[]) {
      busy = next;
      text = null;
      version += 1;
    },
    /** A calendar's whole text: a new version of it. */
    setText(next: string) {
      text = next;
      version += 1;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
