/**
 * Opens the site search, on every page, while loading none of it: the search button (any element with
 * `data-search-open`), `/` (when the reader is not typing in a field) and Ctrl+K or Cmd+K fetch the
 * search interface on first use and open it; the /search page (`data-search-page`) fetches it at once.
 *
 * The interface is built as a module of its own and imported by its address (Vite's `?worker&url` emits
 * it as a separate ES module; it runs on the page, not in a worker, and registers itself as
 * `window.siteSearch`): this script then imports nothing Vite has to link, so Astro writes it into the
 * page rather than as a request before the first paint. It is kept to a few hundred bytes, since every
 * page carries it.
 */
import uiUrl from './search/ui.ts?worker&url';

// The browser fetches and runs the module once; a failed fetch is tried again on the next use.
const open = (trigger: unknown) =>
  import(/* @vite-ignore */ uiUrl).then(() => window.siteSearch?.openSearch(trigger as HTMLElement | null));

document.addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.('[data-search-open]');
  if (button) void open(button);
});

document.addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (
    event.defaultPrevented ||
    !((event.ctrlKey || event.metaKey) && /^k$/i.test(event.key)
      ? !event.altKey
      : event.key === '/' && !target.isContentEditable && !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  ) {
    return;
  }
  event.preventDefault();
  void open(document.activeElement);
});

const page = document.querySelector('[data-search-page]');
if (page)
  void import(/* @vite-ignore */ uiUrl).then(() => window.siteSearch?.mountSearchPage(page as HTMLElement));
