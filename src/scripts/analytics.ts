/**
 * The deploying practice's analytics function, if it has added one (PRODUCT.md section 5: no analytics
 * script is bundled). Events go nowhere otherwise, and a faulty snippet never breaks the page.
 */
export type Gtag = (command: 'event', action: string, params: Record<string, unknown>) => void;

export function analytics(): Gtag | null {
  const gtag = (window as unknown as { gtag?: unknown }).gtag;
  return typeof gtag === 'function' ? (gtag as Gtag) : null;
}

export function sendEvent(action: string, params: Record<string, unknown>): void {
  try {
    analytics()?.('event', action, params);
  } catch {
    // Analytics must never get in a visitor's way.
  }
}
