// Leave quickly: the button or the Escape key hides the page at once and replaces it, and its entry in
// the history, with an ordinary site, so the Back button does not bring it back on a shared device.
const link = document.querySelector<HTMLAnchorElement>('[data-quick-exit]');

function leave(target: string) {
  document.body.style.visibility = 'hidden';
  // A page that would ask before leaving (typed words not kept) lets this go without asking.
  window.leavingQuickly = true;
  window.siteCount?.('quick_exit');
  window.location.replace(target);
}

if (link) {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    leave(link.href);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Escape that closes something open (the phone menu, a dialog) only closes it.
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('dialog, [role="dialog"]') || document.querySelector('[aria-expanded="true"]'))
      return;
    // Escape in a field often only dismisses the browser's suggestions: leaving would lose what was typed.
    if (target?.closest('input, textarea, select')) return;
    leave(link.href);
  });
}
