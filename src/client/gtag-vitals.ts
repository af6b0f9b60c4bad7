/**
 * Web vitals for an analytics global the deploying practice added itself (`gtag`): each metric's final
 * figure and DCL, as such tools expect them. The page's counter (src/client/beacon.ts) fetches this module
 * on the visitor's first interaction, and only when such a global exists, so a site without one carries
 * none of it. It fetches the web-vitals library by the same address as the counter, so the browser
 * loads the library once.
 */
import type * as WebVitals from 'web-vitals';
import webVitalsUrl from 'web-vitals?url';

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

const gtag = (window as { gtag?: unknown }).gtag as Gtag;

function report(name: string, value: number, id: string, rating?: string) {
  try {
    gtag('event', name, {
      event_category: 'Web Vitals',
      value: Math.round(name === 'CLS' ? value * 1000 : value),
      metric_id: id,
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
  on((metric) => report(metric.name, metric.value, metric.id, metric.rating));
}
const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
if (navigation) report('DCL', navigation.domContentLoadedEventEnd, `dcl-${Date.now()}`);
