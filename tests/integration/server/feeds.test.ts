/**
 * The real server re-reads every calendar feed on SIGHUP: a practice that fixed a calendar sees it on
 * the site at once, not at the next refresh, and the log says when the read is done. The feed is read in
 * a worker thread of the server started as `npm start` starts it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PRACTICE } from '#practice';
import { BOOKING_NEXT_PATH } from '../../../src/lib/booking/booking-fields.ts';
import { feedVariable } from '../../../scripts/helpers/booking-feed-server.ts';
import { FEED_SECRET, startFeedServer } from '../booking/feed-server.ts';
import { waitUntil } from '../helpers/wait.ts';
import { startSite } from './helpers/site-process.ts';

const CLINICIAN = PRACTICE.therapists[0]!.id;
const DAY = 86_400_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!PRACTICE.booking)('the calendar feeds on SIGHUP', () => {
  it('are read again at once', async () => {
    const feed = await startFeedServer([]);
    cleanups.push(() => feed.close());
    const server = await startSite({ [feedVariable(CLINICIAN)]: feed.url, CONTACT_WORKER: 'off' });
    cleanups.push(() => server.stop());
    const nextFree = async () => {
      const body = (await (await fetch(`${server.url}${BOOKING_NEXT_PATH}`)).json()) as {
        next: Record<string, string | null>;
      };
      return body.next[CLINICIAN];
    };
    await waitUntil(async () => typeof (await nextFree()) === 'string', { what: 'a first free time' });

    // The whole horizon becomes busy: after the signal, nothing is free.
    feed.setBusy([{ start: Date.now() - DAY, end: Date.now() + 400 * DAY }]);
    server.signal('SIGHUP');
    await waitUntil(() => server.events().some((line) => line.event === 'booking.feeds-reread'), {
      what: 'the log line booking.feeds-reread',
    });
    expect(await nextFree()).toBeNull();
    expect(server.output()).not.toContain(FEED_SECRET);
  });
});
