import type { Page } from '@playwright/test';

/**
 * Errors the page logs, scripts that throw and requests that fail while the test works on it. The 404
 * page is exempt from Chromium's own line for a document served with status 404, and a picture whose
 * fetch the browser itself cancels is not a failure.
 */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => {
    // A picture the browser stops fetching because the window changed size (another source fits now)
    // is the browser's choice, not a failure a visitor sees.
    if (request.resourceType() === 'image' && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed ${request.url()}`);
  });
  return problems;
}
