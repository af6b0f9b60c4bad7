/**
 * The page's own counting (behind the performance-tracking and analytics flags): one small beacon per page
 * view, sent with navigator.sendBeacon when the page is left, to the site's counting endpoint. It carries
 * the page's path, where the visit came from as a category (the referrer itself stays in the page), the
 * contact page's previous page, counted actions, the topic ids of searches that found nothing (never
 * their words) and the page's web vitals: nothing that tells one visitor from another, no cookie, no storage. A browser sending Global
 * Privacy Control or Do Not Track sends nothing.
 *
 * No script file loads before interaction: the web-vitals library is fetched on the first pointer or key
 * press, and its buffered observers still see the paints and shifts that came before. A visit with no
 * interaction sends its beacon without vitals.
 *
 * The library is the package's own self-contained ES module, emitted as a file (`?url`) and imported by
 * address, and this script shares no module with any island: it imports nothing Vite has to link, so
 * Astro writes it into the page.
 */
import type * as WebVitals from 'web-vitals';
import webVitalsUrl from 'web-vitals?url';
import { referrerCategory } from '../lib/analytics/referrer.ts';
import { COUNT_ENDPOINT, FROM_OUTSIDE, type Beacon, type CountedEvent } from '../lib/analytics/wire.ts';
import gtagVitalsUrl from './gtag-vitals.ts?worker&url';

const endpoint = import.meta.env.PUBLIC_COUNT_ENDPOINT || COUNT_ENDPOINT;
const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };

function count() {
  // A referrer, when there is one, is a whole address.
  const referrer = document.referrer ? new URL(document.referrer) : undefined;
  const internal = referrer?.host === location.host;
  // The contact form's hidden field carries the previous page with the message (to be counted, never kept).
  const cameFrom = document.querySelector<HTMLInputElement>('input[data-came-from]');
  const from = internal ? referrer!.pathname : FROM_OUTSIDE;
  if (cameFrom) cameFrom.value = from;

  let entry = internal ? undefined : referrerCategory(referrer?.hostname ?? '');
  let events: CountedEvent[] = [];
  // Words stay here, to compare: only the topics are sent.
  let searches: { words: string; topic: string }[] = [];
  let vitals: NonNullable<Beacon['v']> = {};
  let sent = false;

  window.siteCount = (what) => {
    // An action counts once a page view: that it was used, not how often.
    if (typeof what === 'string') {
      if (!events.includes(what)) events.push(what);
      return;
    }
    const { words, topic } = what;
    if (!words) return;
    // A search still being typed replaces the one it grew from (or shrank to).
    searches = searches.filter((other) => !other.words.startsWith(words) && !words.startsWith(other.words));
    if (!what.found) searches = [...searches, { words, topic }].slice(-5);
  };

  let measuring = false;
  const measure = () => {
    if (measuring) return;
    measuring = true;
    import(/* @vite-ignore */ webVitalsUrl)
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }: typeof WebVitals) => {
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
          on((metric) => (vitals[metric.name] = metric.value), { reportAllChanges: true });
        }
      })
      .catch(() => {
        // Offline, or blocked: the beacon goes without vitals.
      });
    // A practice that added an analytics global itself gets the vitals there too.
    if (typeof (window as { gtag?: unknown }).gtag === 'function') {
      import(/* @vite-ignore */ gtagVitalsUrl).catch(() => {});
    }
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, measure, { once: true });

  addEventListener('pagehide', () => {
    if (sent) return;
    sent = true;
    // Fields left undefined are left out; the endpoint takes empty lists as none.
    const beacon: Beacon = {
      p: location.pathname,
      r: entry,
      f: cameFrom ? from : undefined,
      e: events,
      s: [...new Set(searches.map((search) => search.topic))],
      v: vitals,
    };
    navigator.sendBeacon(endpoint, JSON.stringify(beacon));
  });
  // A page brought back from the back-forward cache is viewed again, from within the site.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sent = false;
    entry = undefined;
    events = [];
    searches = [];
    vitals = {};
  });
}

if (!privacy.globalPrivacyControl && privacy.doNotTrack !== '1') count();
