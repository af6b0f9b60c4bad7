import { analytics, sendEvent } from './analytics';

function report(name: string, value: number, id: string, rating?: string) {
  sendEvent(name, {
    event_category: 'Web Vitals',
    value: Math.round(name === 'CLS' ? value * 1000 : value),
    metric_id: id,
    metric_value: value,
    ...(rating ? { metric_rating: rating } : {}),
    non_interaction: true,
  });
}

async function start() {
  if (!analytics()) return;
  // FID no longer exists in browsers or in web-vitals: INP replaces it (PRODUCT.md section 5).
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    on((metric) => report(metric.name, metric.value, metric.id, metric.rating));
  }
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation) report('DCL', navigation.domContentLoadedEventEnd, `dcl-${Date.now()}`);
}

if ('requestIdleCallback' in window) requestIdleCallback(() => void start());
else setTimeout(() => void start(), 1);
