/**
 * An answer's "Book a Private Consult" sends answer_cta_click (category conversion, label the answer's
 * slug, value 1) when an analytics function exists, then loads /contact with a full page load. No
 * analytics script is bundled, so no visitor is tracked by default: the event goes out only when the
 * deploying practice has added a `gtag` global itself.
 *
 * Self-contained on purpose (no imports): Astro then inlines it into the page, where the
 * Content-Security-Policy allows it by its hash, and the page makes no request for it.
 */
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-answer-cta]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const gtag = (window as { gtag?: unknown }).gtag;
  try {
    if (typeof gtag === 'function') {
      gtag('event', 'answer_cta_click', {
        event_category: 'conversion',
        event_label: link.dataset.answerCta ?? '',
        value: 1,
      });
    }
  } catch {
    // Analytics must never get in a visitor's way.
  }
  window.siteCount?.('answer_cta_click');
  // A click meant for a new tab or window keeps the browser's own behaviour.
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  window.location.assign(link.href);
});
