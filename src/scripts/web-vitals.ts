/**
 * Web-vitals reporting (PRODUCT.md section 5), the part every page loads: when the page is idle and the
 * deploying practice has added an analytics global, fetch the reporter and the web-vitals library; a site
 * without analytics downloads nothing more.
 */
function start() {
  if (typeof (window as { gtag?: unknown }).gtag === 'function') void import('./web-vitals-report');
}

if ('requestIdleCallback' in window) requestIdleCallback(start);
else setTimeout(start, 1);
