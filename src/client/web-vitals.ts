/**
 * Web-vitals reporting (behind the performance-tracking flag), the part every page carries: when the page is idle and the
 * deploying practice has added an analytics global, fetch the web-vitals library and send each metric to
 * it; a site without analytics downloads nothing more. FID no longer exists in browsers or in web-vitals:
 * INP replaces it.
 *
 * The library is the package's own self-contained ES module, emitted as a file (`?url`) and imported by
 * address: this script then imports nothing Vite has to link, so Astro writes it into the page instead of
 * a request of its own before the first paint.
 */
import type * as WebVitals from 'web-vitals';
import webVitalsUrl from 'web-vitals?url';

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

function gtag(): Gtag | undefined {
  const candidate = (window as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

function report(name: string, value: number, id: string, rating?: string) {
  try {
    gtag()?.('event', name, {
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

async function start() {
  if (!gtag()) return;
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = (await import(
    /* @vite-ignore */ webVitalsUrl
  )) as typeof WebVitals;
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    on((metric) => report(metric.name, metric.value, metric.id, metric.rating));
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation) report('DCL', navigation.domContentLoadedEventEnd, `dcl-${Date.now()}`);
}

if ('requestIdleCallback' in window) requestIdleCallback(() => void start());
else setTimeout(() => void start(), 1);
