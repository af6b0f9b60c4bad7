import type { Page } from '@playwright/test';

/**
 * Errors the page logs, scripts that throw and requests that fail while the test works on it. The 404
 * page is exempt from Chromium's own line for a document served with status 404.
 */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`failed ${request.url()}`));
  return problems;
}
