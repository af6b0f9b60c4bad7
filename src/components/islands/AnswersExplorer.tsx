import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEFAULT_FILTERS,
  filterAnswers,
  hasActiveFilters,
  resultLine,
  type AnswerFilters,
} from '@/lib/answers/filter-answers';
import { searchTopic } from '@/lib/analytics/search-topics';
import { topicWords } from '@/lib/search/topic-words';
import { ANSWERS_PAGE_SIZE } from '@/lib/answers/pagination';
import type { SearchableAnswer } from '@/lib/answers/suggestions';
import AnswerCardList from './answers-explorer/AnswerCardList';
import CategoryFilter from './answers-explorer/CategoryFilter';
import NoMatch from './answers-explorer/NoMatch';
import TierFilter from './answers-explorer/TierFilter';
import { createFilterStore } from './answers-explorer/filter-store';
import { useSearchIndex } from './answers-explorer/use-search-index';
import { useSuggestions } from './answers-explorer/use-suggestions';
import { useLiveControls } from './live-controls';

interface Props {
  /** How many answers the listing holds. */
  total: number;
  /** How many of them the server-rendered page shows (its children): all of them, or its first page. */
  shown: number;
  /** The distinct topics, alphabetically. */
  categories: string[];
  /** The server-rendered first page of cards and the links to the others (src/pages/answers/[...page].astro). */
  children?: ReactNode;
}

const SEARCH_ID = 'answers-search';
const NO_WORDS: ReadonlySet<string> = new Set();
const NO_ANSWERS: SearchableAnswer[] = [];

/**
 * The answers listing's search, tier and topic filters. The page's HTML holds the controls and the first
 * page of cards (its children), so it reads fully before the island hydrates, which it does on the first
 * touch or focus of the controls (or at once on an address that carries filters). Then it fetches the
 * search index of every answer and, while a filter is set, shows the matches itself, a page at a time; with
 * none set the server's page comes back. The filters live in the address (?q=&tier=&category=).
 *
 * A search shows an answer when the text occurs, case-insensitively, in its title, tldr or category, and
 * the answer passes the tier and topic filters; when nothing matches, up to three answers close to the
 * search (Fuse.js, typo tolerant, SEO keywords included) are offered under "Did you mean".
 */
export default function AnswersExplorer({ total, shown, categories, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  useLiveControls(rootRef);
  const [store] = useState(() => createFilterStore(categories));
  const filters = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const index = useSearchIndex();
  const filtering = hasActiveFilters(filters);
  const matches = useMemo(
    () => (filtering && index.state === 'ready' ? filterAnswers(index.answers, filters) : null),
    [filtering, index, filters],
  );
  // How many matches show: a page's worth, a page more per "Show more", back to one page on a new filter.
  const [more, setMore] = useState<{ filters: AnswerFilters; limit: number }>({
    filters,
    limit: ANSWERS_PAGE_SIZE,
  });
  const limit = more.filters === filters ? more.limit : ANSWERS_PAGE_SIZE;
  const searching = filters.query.trim() !== '';
  const found = matches === null ? null : matches.length > 0;
  // The page counts searches that found nothing by topic (the reviewed topics: this box fetches no word
  // list), never their words, which stay in the page.
  useEffect(() => {
    if (searching && found !== null) {
      const words = topicWords(filters.query).join(' ');
      window.siteCount?.({ words, topic: found ? '' : searchTopic(filters.query, NO_WORDS), found });
    }
  }, [searching, found, filters.query]);
  const suggestions = useSuggestions(
    index.state === 'ready' ? index.answers : NO_ANSWERS,
    filters.query,
    searching && matches?.length === 0,
  );

  // The clear buttons vanish with the no-match state: focus goes to the search box, not to the page.
  const focusSearch = () => document.getElementById(SEARCH_ID)?.focus();
  const clearAll = () => {
    store.set(DEFAULT_FILTERS, 'choice');
    focusSearch();
  };
  const clearSearch = () => {
    store.set({ query: '' }, 'choice');
    focusSearch();
  };

  // The line counts the cards on the screen: the server's page, or the matches shown so far.
  let status = resultLine(shown, total);
  if (matches) status = resultLine(Math.min(matches.length, limit), total, matches.length);
  else if (filtering && index.state === 'loading') status = 'Searching the answers…';
  else if (filtering) status = `The search could not load. ${status}.`;

  return (
    <div ref={rootRef} className="flex flex-col gap-8">
      {/* Filters apply as the visitor types or chooses: a search landmark, not a form to submit. Without
          JavaScript it is hidden (BaseLayout): a static page cannot filter, and the pages list it all. */}
      <div role="search" aria-label="Answers" className="flex flex-col gap-6" data-requires-script>
        <div className="flex flex-col gap-2">
          <label htmlFor={SEARCH_ID} className="text-sm font-semibold text-muted">
            Search answers
          </label>
          <div className="relative">
            <svg
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              id={SEARCH_ID}
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="Search answers, topics, or keywords..."
              value={filters.query}
              onChange={(event) => store.set({ query: event.target.value }, 'typing')}
              className="min-h-12 w-full rounded-full border-2 border-line bg-surface py-2 pr-4 pl-12 text-base text-ink placeholder:text-muted focus:border-brand"
            />
          </div>
        </div>
        <TierFilter selected={filters.tier} onSelect={(tier) => store.set({ tier }, 'choice')} />
        <CategoryFilter
          categories={categories}
          selected={filters.category}
          onSelect={(category) => store.set({ category }, 'choice')}
        />
      </div>

      <p role="status" className="font-medium text-muted">
        {status}
      </p>

      <div className="flex flex-col gap-12" hidden={matches !== null}>
        {children}
      </div>
      {matches && matches.length > 0 && (
        <div className="flex flex-col items-center gap-10">
          <AnswerCardList answers={matches.slice(0, limit)} />
          {matches.length > limit && (
            <button
              type="button"
              className="btn-secondary"
              onClick={() => setMore({ filters, limit: limit + ANSWERS_PAGE_SIZE })}
            >
              Show more answers
            </button>
          )}
        </div>
      )}
      {matches?.length === 0 && (
        <NoMatch suggestions={suggestions} onClearAll={clearAll} onClearSearch={clearSearch} />
      )}
    </div>
  );
}
