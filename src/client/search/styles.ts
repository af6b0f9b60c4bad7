/**
 * The search UI's styles, added to the page with the UI itself: pages that never open search carry none
 * of it in their inline stylesheet. Colours are the theme's variables (src/styles/global.css).
 */
export const SEARCH_CSS = `
.search-dialog {
  width: min(44rem, calc(100% - 1.5rem));
  max-height: min(42rem, calc(100dvh - 3rem));
  margin: 1.5rem auto auto;
  padding: 0;
  border: 1px solid var(--color-line);
  border-radius: var(--radius-card);
  background: var(--color-paper);
  color: var(--color-ink);
  box-shadow: var(--shadow-card);
}
.search-dialog::backdrop { background: rgb(29 38 41 / 0.45); }
.search-top {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.75rem 1.25rem; border-bottom: 1px solid var(--color-line);
}
.search-top h2 { font-size: 1.25rem; font-weight: 600; }
.search-close {
  min-height: 2.75rem; padding: 0 1rem; border: 2px solid var(--color-brand); border-radius: 999px;
  color: var(--color-brand); font-weight: 600;
}
.search-body { padding: 1rem 1.25rem 1.5rem; }
.search-page { padding: 0; }
.search-label { display: block; font-weight: 600; }
.search-form input {
  width: 100%; margin-top: 0.375rem; min-height: 3rem; padding: 0.5rem 0.875rem;
  border: 2px solid var(--color-muted); border-radius: 0.75rem; background: var(--color-surface); color: var(--color-ink);
  font-size: 1.125rem;
}
.search-hint, .search-hit-meta { color: var(--color-muted); font-size: 0.875rem; }
.search-hint { margin-top: 0.375rem; }
.search-filters {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin-top: 0.75rem;
  font-size: 0.95rem;
}
.search-filters label { font-weight: 600; }
.search-filters select {
  min-height: 2.75rem; padding: 0 0.5rem; border: 1px solid var(--color-muted); border-radius: 0.5rem;
  background: var(--color-surface); color: var(--color-ink);
}
.search-status { margin-top: 1rem; font-weight: 600; }
.search-status:empty { display: none; }
.search-results { margin-top: 0.5rem; display: grid; gap: 0.5rem; }
.search-hit {
  position: relative; display: grid; gap: 0.25rem; padding: 0.75rem 1rem; border: 1px solid var(--color-line);
  border-radius: 0.75rem; background: var(--color-surface); color: var(--color-ink);
}
.search-hit:hover { border-color: var(--color-brand); }
.search-hit-title { color: var(--color-brand-deep); font-weight: 600; font-size: 1.05rem; }
.search-hit-title::after { content: ''; position: absolute; inset: 0; border-radius: 0.75rem; }
.search-hit-excerpt { font-size: 0.95rem; }
.search-hit mark { background: var(--color-clay-soft); color: inherit; font-weight: 600; }
.search-more { margin-top: 1rem; }
.search-help { margin-top: 0.75rem; }
.search-help ul { margin-top: 0.5rem; padding-left: 1.25rem; list-style: disc; }
.search-help li { margin-top: 0.25rem; }
@media (forced-colors: active) {
  .search-hit mark { forced-color-adjust: none; background: Mark; color: MarkText; }
}
`;
