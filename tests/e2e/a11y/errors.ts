import type { ConsoleMessage, Page, Request } from '@playwright/test';

/**
 * Errors the page logs, scripts that throw and requests that fail from now until `stop` (on a page
 * that outlives the test). The 404 page is exempt from Chromium's own line for a document served with
 * status 404; a picture whose fetch the browser itself cancels is not a failure, nor is a request an
 * earlier document started and the browser cancelled as it left that document.
 */
export function watchErrors(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const since = Date.now();
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(message.text());
  };
  const onPageError = (error: Error) => problems.push(error.message);
  const onRequestFailed = (request: Request) => {
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    // A picture the browser stops fetching because the window changed size (another source fits now)
    // is the browser's choice, not a failure a visitor sees.
    if (aborted && request.resourceType() === 'image') return;
    if (aborted && request.timing().startTime < since) return;
    problems.push(`failed ${request.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onRequestFailed);
  };
  return { problems, stop };
}

/** watchErrors for a page the test owns: the list of problems, for as long as the page lives. */
export function watchForErrors(page: Page): string[] {
  return watchErrors(page).problems;
}
