/**
 * The /search page: opening search there (the header's button, as a click) makes the search interface
 * take the place of the page's static text (src/client/search/ui.ts). This script imports nothing, so it
 * is written into the page, and the opener stays the only script that knows the interface's address.
 */
document.querySelector<HTMLElement>('[data-search-open]')?.click();
