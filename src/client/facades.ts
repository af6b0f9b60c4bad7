// Click-to-load facades: the third-party frame is created only after a click, so no third party hears
// of a visitor who did not ask for it; it fills the same reserved box, and focus moves into it so
// keyboard users land where they expect.
function loadFrame(container: Element, src: string, title: string) {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.className = 'absolute inset-0 h-full w-full border-0';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.loading = 'eager';
  container.replaceChildren(frame);
  frame.focus();
}

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-embed]');
  if (!trigger) return;
  const container = trigger.closest('[data-video-facade], [data-map-facade]');
  if (!container) return;
  event.preventDefault();
  loadFrame(container, trigger.dataset.embed!, trigger.dataset.title ?? 'Embedded content');
});
