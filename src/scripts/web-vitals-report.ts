/**
 * Loaded by ./web-vitals.ts only when the deploying practice has added a `gtag` global: sends each
 * metric to it. FID no longer exists in browsers or in web-vitals: INP replaces it (PRODUCT.md 5).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

function report(name: string, value: number, id: string, rating?: string) {
  try {
    ((window as { gtag?: unknown }).gtag as Gtag)('event', name, {
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

for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
  on((metric) => report(metric.name, metric.value, metric.id, metric.rating));
}
const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
if (navigation) report('DCL', navigation.domContentLoadedEventEnd, `dcl-${Date.now()}`);
