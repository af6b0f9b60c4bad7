/**
 * An iCalendar address over http or https (Google's secret address in iCal format, Outlook's published
 * ICS link, an iCloud public calendar, a CalDAV calendar's own address with its user and password in
 * it): the whole file, every read. Conditional requests (ETag, Last-Modified) make an unchanged calendar
 * a 304, which costs neither a download nor a reading.
 */
import { basicAuthOf, discard, readCapped, SourceFailure, type CalendarSource } from './source.ts';

export const source: CalendarSource = {
  name: 'ics',
  forms: 'http:// or https://',
  accepts: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  async read({ url, previous, maxBytes, abort }) {
    const { href, authorization } = basicAuthOf(url);
    const headers: Record<string, string> = { Accept: 'text/calendar' };
    if (authorization) headers['Authorization'] = authorization;
    if (previous?.etag) headers['If-None-Match'] = previous.etag;
    if (previous?.lastModified) headers['If-Modified-Since'] = previous.lastModified;
    const response = await fetch(href, { headers, signal: abort.signal, redirect: 'follow' });
    if (response.status === 304 && previous) {
      await response.body?.cancel();
      return { changed: false };
    }
    if (response.status !== 200) {
      await discard(response);
      throw new SourceFailure('http-status');
    }
    return {
      changed: true,
      calendar: await readCapped(response, maxBytes, abort),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  },
};
