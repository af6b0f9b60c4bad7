// Leave quickly: the button or the Escape key hides the page at once and replaces it, and its entry in
// the history, with an ordinary site, so the Back button does not bring it back on a shared device.
const link = document.querySelector<HTMLAnchorElement>('[data-quick-exit]');

function leave(target: string) {
  document.body.style.visibility = 'hidden';
  window.location.replace(target);
}

if (link) {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    leave(link.href);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') leave(link.href);
  });
}
