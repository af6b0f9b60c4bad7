/**
 * Opens the site search, on every page, while loading none of it: the search button (any element with
 * `data-search-open`), `/` (when the reader is not typing in a field) and Ctrl+K or Cmd+K fetch the
 * search interface on first use and open it.
 *
 * The interface is built as a module of its own and imported by its address (Vite's `?worker&url` emits
 * it as a separate ES module; it runs on the page, not in a worker, and registers itself as
 * `window.siteSearch`): this script then imports nothing Vite has to link, so Astro writes it into the
 * page rather than as a request before the first paint. Every page carries it, so it is as short as it
 * can be (about 0.2 kB brotli): a field is anything with a `value` (input, textarea, select, button).
 */
import uiUrl from './search/ui.ts?worker&url';

// The browser fetches and runs the module once; a failed fetch is tried again on the next use.
const open = (trigger: EventTarget | null) =>
  import(/* @vite-ignore */ uiUrl).then(() => window.siteSearch!.open(trigger as HTMLElement));

addEventListener('click', (event) => {
  const button = (event.target as Element).closest?.('[data-search-open]');
  if (button) void open(button);
});

addEventListener('keydown', (event) => {
  const target = event.target as HTMLElement;
  if (
    (event.ctrlKey || event.metaKey
      ? /^k$/i.test(event.key)
      : event.key === '/' && !target.isContentEditable && !('value' in target)) &&
    !event.defaultPrevented
  ) {
    event.preventDefault();
    void open(target);
  }
});
