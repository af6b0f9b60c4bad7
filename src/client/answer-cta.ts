/**
 * An answer's consultation button ("Book a Private Consult", or the one label while the practice books
 * here) counts answer_cta_click on the site's own counter and, when the deploying practice has added a
 * `gtag` global itself, sends it there too (category conversion, label the answer's slug, value 1), then
 * loads the link's page with a full page load. The label tells the practice's tag nothing new: it
 * already receives the page's address with each page view. It hears only when the site's own counting
 * may: nothing from a browser sending Global Privacy Control or Do Not Track, nothing while the counting
 * flags are off (the page's counter, `window.siteCount`, exists only while they are on).
 *
 * Self-contained on purpose (no imports): Astro then inlines it into the page, where the
 * Content-Security-Policy allows it by its hash, and the page makes no request for it.
 */
const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-answer-cta]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const gtag = (window as { gtag?: unknown }).gtag;
  const counting = Boolean(window.siteCount);
  const optedOut = privacy.globalPrivacyControl === true || privacy.doNotTrack === '1';
  try {
    if (counting && !optedOut && typeof gtag === 'function') {
      gtag('event', 'answer_cta_click', {
        event_category: 'conversion',
        event_label: link.dataset['answerCta'],
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
