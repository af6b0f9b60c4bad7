/**
 * SPEC.md "Answer detail" and section 7: "Book a Private Consult" sends answer_cta_click (category
 * conversion, label the answer's slug, value 1) when an analytics function exists, then loads /contact
 * with a full page load. No analytics script is bundled (PRODUCT.md section 5): the event goes out only
 * when the deploying practice has added a `gtag` global itself. A bundled module, not an inline handler:
 * the Content-Security-Policy allows no inline script of ours.
 */
import { sendEvent } from './analytics';

function sendCtaEvent(slug: string): void {
  sendEvent('answer_cta_click', { event_category: 'conversion', event_label: slug, value: 1 });
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-answer-cta]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  sendCtaEvent(link.dataset.answerCta ?? '');
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
