// A failed image shows a fallback icon instead of a broken frame. One listener for the whole page (error
// events do not bubble, so it listens in the capture phase), plus a check for images that failed before
// it ran.
function markFailed(img: HTMLImageElement) {
  img.closest('[data-smart-image]')?.setAttribute('data-failed', '');
}
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement) markFailed(event.target);
  },
  true,
);
for (const img of document.querySelectorAll<HTMLImageElement>('[data-smart-image] img')) {
  if (img.complete && img.naturalWidth === 0 && img.loading !== 'lazy') markFailed(img);
}
