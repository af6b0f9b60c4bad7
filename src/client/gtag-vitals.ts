/**
 * Web vitals for an analytics global the deploying practice added itself (`gtag`): each metric's final
 * figure and DCL. The page's counter (src/client/beacon.ts) fetches this module on the visitor's first
 * interaction, only when such a global exists and only where the counter runs (both flags on, no Global
 * Privacy Control, no Do Not Track), so a site without one carries none of it. It sends a figure and its
 * name only: no per-load id and no timestamp, which would let the tag tie a visit's events together. It fetches the web-vitals library by the same address as the counter, so the browser
 * loads the library once.
 */
import type * as WebVitals from 'web-vitals';
import webVitalsUrl from 'web-vitals?url';

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

const gtag = (window as { gtag?: unknown }).gtag as Gtag;

function report(name: string, value: number, rating?: string) {
  try {
    gtag('event', name, {
      event_category: 'Web Vitals',
      value: Math.round(name === 'CLS' ? value * 1000 : value),
      metric_value: value,
      ...(rating ? { metric_rating: rating } : {}),
      non_interaction: true,
    });
  } catch {
    // Analytics must never get in a visitor's way.
  }
}

const { onCLS, onFCP, onINP, onLCP, onTTFB } = (await import(
  /* @vite-ignore */ webVitalsUrl
)) as typeof WebVitals;
for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
  on((metric) => report(metric.name, metric.value, metric.rating));
}
const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
if (navigation) report('DCL', Math.round(navigation.domContentLoadedEventEnd));
