/**
 * Brings a form's answer (a thanks, a confirmation, an error summary) into view from its start and moves
 * focus to it. Focus alone scrolls only as far as the browser likes, which for a box taller than the gap
 * above the button leaves its first line under the sticky header; scrolling its top to the top of the
 * view (the page's scroll padding keeps it below the header) shows what the visitor must read first.
 * The scroll glides unless the visitor asked for less motion.
 */
export function showResult(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}
