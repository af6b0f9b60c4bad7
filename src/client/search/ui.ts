/**
 * The site search's interface, in plain TypeScript: fetched by the opener (src/client/search-opener.ts)
 * the first time a reader opens search, never with a page (but /search, src/client/search-page.ts). The same view serves the dialog (the header's
 * button, `/`, Ctrl/Cmd+K) and the /search page.
 *
 * Accessibility: a modal <dialog> (focus moves into it, the page behind is inert, Escape closes it, focus
 * returns to what opened it); a labelled search field; results are a list of links the arrow keys move
 * through (Down from the field, Up back to it); a polite live region says how many results there are
 * once typing pauses; filters are native selects.
 */
import {
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_PAGE_SIZE as PAGE_SIZE,
  type SearchKind,
} from '../../lib/search/search-rules.ts';
import { searchTopic } from '../../lib/analytics/search-topics.ts';
import { topicWords } from '../../lib/search/topic-words.ts';
import { ADDRESSES } from '../../lib/page-addresses.ts';
import {
  correctedQuery,
  details,
  filterValues,
  search,
  siteWords,
  warmUp,
  type SearchHit,
} from './engine.ts';
import { SEARCH_CSS } from './styles.ts';

/** Typing pauses this long before a search runs, so each keystroke does not fetch and announce. */
const DELAY_MS = 180;

interface ViewOptions {
  /** Prefix of the element ids, unique on the page. */
  id: string;
  query: string;
  kind: string;
  category: string;
  /** Called after each search with what the reader chose. */
  onChange?: (state: { query: string; kind: string; category: string }) => void;
  /** Called when the reader follows a result (the dialog closes). */
  onFollow?: () => void;
}

interface View {
  input: HTMLInputElement;
  setQuery(query: string): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function link(href: string, text: string): HTMLAnchorElement {
  return element('a', { href, class: 'link' }, text);
}

/** Pagefind's excerpt (escaped text with <mark> around matches) as nodes: only the marks become elements. */
function excerptNodes(excerpt: string): Node[] {
  const decoder = document.createElement('textarea');
  return excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).map((part) => {
    const marked = /^<mark>([\s\S]*)<\/mark>$/.exec(part);
    decoder.innerHTML = (marked ? marked[1]! : part).replace(/<[^>]*>/g, '');
    return marked ? element('mark', {}, decoder.value) : document.createTextNode(decoder.value);
  });
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function hitItem(hit: SearchHit, onFollow: (() => void) | undefined): HTMLLIElement {
  const kindLabel = hit.kind === 'FAQ' ? 'FAQ question' : hit.kind;
  const details = [kindLabel, hit.category].filter(Boolean).join(' · ');
  const meta = element('span', { class: 'search-hit-meta' }, details);
  if (hit.date && (hit.kind === 'Article' || hit.kind === 'Answer')) {
    meta.append(
      ' · ',
      element('time', { datetime: hit.date }, dateFormat.format(new Date(`${hit.date}T00:00:00Z`))),
    );
  }
  // The link's name is the title alone; the whole card is its target (styles.ts).
  const anchor = element('a', { href: hit.url, class: 'search-hit-title' }, hit.title);
  anchor.addEventListener('click', () => onFollow?.());
  return element(
    'li',
    { class: 'search-hit' },
    anchor,
    meta,
    element('span', { class: 'search-hit-excerpt' }, ...excerptNodes(hit.excerpt)),
  );
}

function select(id: string, label: string, all: string): HTMLSelectElement {
  return element('select', { id, name: label.toLowerCase() }, element('option', { value: '' }, all));
}

function setOptions(select: HTMLSelectElement, values: [value: string, label: string][]): void {
  const chosen = select.value;
  select.replaceChildren(
    select.options[0]!,
    ...values.map(([value, label]) => element('option', { value }, label)),
  );
  select.value = values.some(([value]) => value === chosen) ? chosen : '';
}

/**
 * Whether the results show each word of the search (four letters or more) in a title or a highlighted
 * match, at least by its first four letters: "boundary" matches "boundaries", "anxeity" does not match
 * the "an" Pagefind falls back to.
 */
function matchesEveryWord(query: string, hits: SearchHit[]): boolean {
  if (hits.length === 0) return false;
  const seen = hits
    .flatMap((hit) => [hit.title, ...(hit.excerpt.match(/<mark>[^<]*<\/mark>/g) ?? [])])
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 4)
    .every((word) => seen.includes(word.slice(0, 4)));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The search field in its form, with its label and the hint that says how the results come. */
function searchForm(id: string, query: string): { form: HTMLFormElement; input: HTMLInputElement } {
  const input = element('input', {
    id: `${id}-input`,
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    'aria-describedby': `${id}-hint`,
  });
  input.value = query;
  const form = element(
    'form',
    { role: 'search', action: ADDRESSES.search, class: 'search-form' },
    element('label', { for: input.id, class: 'search-label' }, 'Search the site'),
    input,
    element(
      'p',
      { id: `${id}-hint`, class: 'search-hint' },
      'Results appear as you type; the down arrow moves through them. On any page, / or Ctrl+K opens search.',
    ),
  );
  return { form, input };
}

/** The kind and topic filters, set to what the reader chose; the topics come later (loadTopics). */
function searchFilters(
  id: string,
  chosen: { kind: string; category: string },
): { filters: HTMLDivElement; kind: HTMLSelectElement; category: HTMLSelectElement } {
  const kind = select(`${id}-kind`, 'Kind', 'All kinds');
  setOptions(
    kind,
    SEARCH_KINDS.map((value: SearchKind) => [value, SEARCH_KIND_LABELS[value]]),
  );
  kind.value = chosen.kind;
  const category = select(`${id}-category`, 'Topic', 'All topics');
  if (chosen.category) setOptions(category, [[chosen.category, chosen.category]]);
  category.value = chosen.category;
  const filters = element(
    'div',
    { class: 'search-filters' },
    element('label', { for: kind.id }, 'Show'),
    kind,
    element('label', { for: category.id }, 'Topic'),
    category,
  );
  return { filters, kind, category };
}

/** Topics come from the index itself: the categories its pieces carry, with how many each. */
function loadTopics(category: HTMLSelectElement, chosen: string): void {
  void filterValues()
    .then((values) => {
      const topics = Object.keys(values.category ?? {}).sort();
      setOptions(
        category,
        topics.map((topic) => [topic, topic]),
      );
      if (chosen) category.value = chosen;
    })
    .catch(() => undefined);
}

/** What the help under an empty result offers instead: other words, the answers, the FAQ, or writing to us. */
function noResultsHelp(query: string): Node[] {
  // The registry's contact address, written here: the page registry (zod, the configuration) stays out
  // of this browser module, and tests/unit/page-roles.test.ts holds the two equal.
  const contact = link(ADDRESSES.contact, 'contact us');
  return [
    element('p', {}, `Nothing on the site matches “${query}”. Try fewer or other words, or:`),
    element(
      'ul',
      {},
      element(
        'li',
        {},
        'browse the ',
        link(ADDRESSES.answers, 'answers library'),
        ', short answers to common questions;',
      ),
      element('li', {}, 'read the ', link(ADDRESSES.faq, 'frequently asked questions'), ';'),
      element('li', {}, contact, ': we are glad to answer, or to help you find the right therapist.'),
    ),
  ];
}

/** The live region's line once a search ran: how many results, and for which words when they were corrected. */
function statusLine(query: string, shownQuery: string, count: number): string {
  const found = plural(count, 'result');
  if (count === 0) return `No results for “${query}”.`;
  if (shownQuery !== query) return `No results for “${query}”. Showing ${found} for “${shownQuery}”.`;
  return `${found} for “${query}”.`;
}

type Results = Awaited<ReturnType<typeof search>>;

/** A search's results, the first page of them in full, and the words they answer. */
interface Found {
  results: Results;
  hits: SearchHit[];
  shownQuery: string;
}

/**
 * Searches for `query`, or for its correction when the results miss one of its words; null once `stale`
 * says a newer search has started.
 */
async function findResults(
  query: string,
  chosen: { kind: string; category: string },
  stale: () => boolean,
): Promise<Found | null> {
  const results = await search(query, chosen);
  const hits = await details(results.slice(0, PAGE_SIZE));
  if (stale()) return null;
  if (matchesEveryWord(query, hits)) return { results, hits, shownQuery: query };
  // A misspelt word: Pagefind finds nothing, or only pages that share its first letter or two.
  const corrected = await correctedQuery(query).catch(() => null);
  if (stale()) return null;
  const other = corrected ? await search(corrected, chosen) : [];
  if (corrected && other.length > 0) {
    const found = { results: other, hits: await details(other.slice(0, PAGE_SIZE)), shownQuery: corrected };
    return stale() ? null : found;
  }
  // What Pagefind fell back to ("an" for "anxeity") is not what the reader asked for.
  return stale() ? null : { results: [], hits: [], shownQuery: query };
}

/** Arrow keys: Down from the field to the first result, then between results; Up from the first back. */
function moveWithArrows(input: HTMLInputElement, list: HTMLUListElement): void {
  const links = () => [...list.querySelectorAll<HTMLAnchorElement>('a.search-hit-title')];
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown') return;
    const first = links()[0];
    if (!first) return;
    event.preventDefault();
    first.focus();
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    if (index < 0) return;
    event.preventDefault();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  });
}

/** The search field, filters, live status and results, in `root`: the searches as the reader types. */
function createView(root: HTMLElement, options: ViewOptions): View {
  const { form, input } = searchForm(options.id, options.query);
  const { filters, kind, category } = searchFilters(options.id, options);
  const status = element('p', { role: 'status', class: 'search-status', 'aria-atomic': 'true' });
  const list = element('ul', { class: 'search-results', 'aria-label': 'Search results' });
  const more = element(
    'button',
    { type: 'button', class: 'btn-secondary search-more', hidden: '' },
    'Show more results',
  );
  const help = element('div', { class: 'search-help', hidden: '' });
  root.append(form, filters, status, list, more, help);

  let run = 0;
  let timer: number | undefined;
  let pending: Results = [];

  const showMore = async (focusFirstNew: boolean) => {
    const next = pending.splice(0, PAGE_SIZE);
    const hits = await details(next);
    const items = hits.map((hit) => hitItem(hit, options.onFollow));
    list.append(...items);
    more.hidden = pending.length === 0;
    if (focusFirstNew) items[0]?.querySelector('a')?.focus();
  };

  const render = (hits: SearchHit[]) => {
    list.replaceChildren(...hits.map((hit) => hitItem(hit, options.onFollow)));
    more.hidden = pending.length === 0;
  };

  // The page's counter hears a failed search's topic, never its words (src/lib/analytics/search-topics.ts).
  const reportOutcome = (query: string, hit: boolean) => {
    const words = topicWords(query).join(' ');
    if (hit || !window.siteCount) return void window.siteCount?.({ words, topic: '', found: hit });
    void siteWords()
      .catch(() => [])
      .then((list) => window.siteCount?.({ words, topic: searchTopic(query, new Set(list)), found: false }));
  };

  const runSearch = async () => {
    const current = ++run;
    const query = input.value.trim();
    const chosen = { kind: kind.value, category: category.value };
    options.onChange?.({ query, ...chosen });
    help.hidden = true;
    if (!query) {
      pending = [];
      render([]);
      status.textContent = '';
      return;
    }
    const found = await findResults(query, chosen, () => current !== run);
    if (!found) return;
    pending = found.results.slice(PAGE_SIZE);
    render(found.hits);
    reportOutcome(query, found.results.length > 0);
    status.textContent = statusLine(query, found.shownQuery, found.results.length);
    if (found.results.length === 0) {
      help.replaceChildren(...noResultsHelp(query));
      help.hidden = false;
    }
  };

  const schedule = (delay: number) => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void runSearch().catch(showFailure), delay);
  };

  const showFailure = () => {
    status.textContent = 'Search could not load. Check your connection and try again.';
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    schedule(0);
  });
  input.addEventListener('input', () => schedule(DELAY_MS));
  kind.addEventListener('change', () => schedule(0));
  category.addEventListener('change', () => schedule(0));
  more.addEventListener('click', () => void showMore(true).catch(showFailure));
  moveWithArrows(input, list);
  loadTopics(category, options.category);

  warmUp();
  if (options.query) schedule(0);
  return {
    input,
    setQuery(query: string) {
      input.value = query;
      schedule(0);
    },
  };
}

function addStyles(): void {
  if (document.getElementById('search-styles')) return;
  document.head.append(element('style', { id: 'search-styles' }, SEARCH_CSS));
}

let dialog: { element: HTMLDialogElement; view: View } | undefined;
let pageView: View | undefined;
let returnFocus: HTMLElement | null = null;

/** Opens the search dialog; on /search, the page's own search, which it sets up the first time. */
function openSearch(trigger: HTMLElement | null): void {
  const page = document.querySelector<HTMLElement>('[data-search-page]');
  if (page) {
    pageView ??= mountSearchPage(page);
    pageView.input.focus();
    return;
  }
  addStyles();
  if (!dialog) {
    const element_ = element('dialog', { class: 'search-dialog', 'aria-labelledby': 'search-dialog-title' });
    const close = element('button', { type: 'button', class: 'search-close' }, 'Close');
    close.setAttribute('aria-label', 'Close search');
    const body = element('div', { class: 'search-body' });
    element_.append(
      element('div', { class: 'search-top' }, element('h2', { id: 'search-dialog-title' }, 'Search'), close),
      body,
    );
    document.body.append(element_);
    const view = createView(body, {
      id: 'search-dialog',
      query: '',
      kind: '',
      category: '',
      onFollow: () => {
        returnFocus = null;
        element_.close();
      },
    });
    close.addEventListener('click', () => element_.close());
    // Escape closes the dialog at the first press: a search field would otherwise spend it on clearing
    // its text (Chromium, WebKit), and a dialog that ignores Escape traps keyboard readers.
    element_.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape' || event.isComposing) return;
        event.preventDefault();
        event.stopPropagation();
        element_.close();
      },
      true,
    );
    // A click on the backdrop (the dialog element itself, outside its content box) closes it.
    element_.addEventListener('click', (event) => {
      if (event.target === element_) element_.close();
    });
    // The close event comes a task after the dialog closed: by then the browser may have returned focus
    // itself and the visitor moved it on, so focus is taken back only from nowhere or from the dialog.
    element_.addEventListener('close', () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || element_.contains(active);
      if (lost && returnFocus?.isConnected) returnFocus.focus();
      returnFocus = null;
    });
    dialog = { element: element_, view };
  }
  if (!dialog.element.open) {
    returnFocus = trigger ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    dialog.element.showModal();
  }
  dialog.view.input.focus();
  dialog.view.input.select();
}

/** The /search page: its static text (for readers without JavaScript) gives way to the live search. */
function mountSearchPage(root: HTMLElement): View {
  addStyles();
  const params = new URLSearchParams(window.location.search);
  const mount = element('div', { class: 'search-body search-page' });
  root.replaceChildren(mount);
  const given = params.get('q') ?? '';
  const view = createView(mount, {
    id: 'search-page',
    query: given,
    kind: params.get('kind') ?? '',
    category: params.get('category') ?? '',
    // What a reader types stays in the page: once the search is not the one a link gave, the address
    // drops it, so it is kept in no history entry and sent in no referrer.
    onChange: ({ query }) => {
      if (window.location.search && query !== given) window.history.replaceState(null, '', ADDRESSES.search);
    },
  });
  return view;
}

declare global {
  interface Window {
    /** This module's entry points, for the opener: a module built as a separate file shares no exports. */
    siteSearch?: { open: typeof openSearch };
  }
}
window.siteSearch = { open: openSearch };
