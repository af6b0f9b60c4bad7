import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { DEFAULT_FILTERS, filterAnswers, resultLine } from '@/lib/answers/filter-answers';
import CategoryFilter from './answers-explorer/CategoryFilter';
import NoMatch from './answers-explorer/NoMatch';
import TierFilter from './answers-explorer/TierFilter';
import { createFilterStore } from './answers-explorer/filter-store';
import { readAnswerCards, showAnswerCards } from './answers-explorer/read-cards';
import { useSuggestions } from './answers-explorer/use-suggestions';

interface Props {
  /** How many answers the listing holds. */
  total: number;
  /** The distinct topics, alphabetically (SPEC.md section 3). */
  categories: string[];
  /** The server-rendered card grid (src/components/answers/AnswerCardGrid.astro). */
  children?: ReactNode;
}

const noSubscription = () => () => {};
const NONE: AnswerSummary[] = [];

/**
 * The answers listing's search, tier and topic filters over the card grid (SPEC.md "Answers listing",
 * section 4; PRODUCT.md sections 5 and 6). The cards are the island's children: Astro renders them once,
 * so the page reads fully without JavaScript, and the island reads their text to search it and hides the
 * cards that do not match. The controls stay disabled until the island has hydrated and can act on them.
 */
export default function AnswersExplorer({ total, categories, children }: Props) {
  const [store] = useState(() => createFilterStore(categories));
  const filters = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const gridRef = useRef<HTMLDivElement>(null);
  // Read once after hydration; until then (and on the server) every card shows.
  const [answers, setAnswers] = useState<AnswerSummary[] | null>(null);
  useEffect(() => {
    if (gridRef.current) setAnswers(readAnswerCards(gridRef.current));
  }, []);
  const shown = useMemo(() => (answers ? filterAnswers(answers, filters) : null), [answers, filters]);
  useEffect(() => {
    if (gridRef.current && shown) showAnswerCards(gridRef.current, new Set(shown.map((a) => a.slug)));
  }, [shown]);
  const shownCount = shown ? shown.length : total;
  const searching = filters.query.trim() !== '';
  const suggestions = useSuggestions(answers ?? NONE, filters.query, searching && shownCount === 0);
  const searchRef = useRef<HTMLInputElement>(null);

  // The clear buttons vanish with the no-match state: focus goes to the search box, not to the page.
  const clearAll = () => {
    store.set(DEFAULT_FILTERS, 'choice');
    searchRef.current?.focus();
  };
  const clearSearch = () => {
    store.set({ ...filters, query: '' }, 'choice');
    searchRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-8">
      {/* Filters apply as the visitor types or chooses: a search landmark, not a form to submit. */}
      <div role="search" aria-label="Answers" className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <label htmlFor="answers-search" className="text-sm font-semibold text-muted">
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
              ref={searchRef}
              id="answers-search"
              type="search"
              autoComplete="off"
              spellCheck={false}
              placeholder="Search answers, topics, or keywords..."
              value={filters.query}
              disabled={!hydrated}
              onChange={(event) => store.set({ ...filters, query: event.target.value }, 'typing')}
              className="min-h-12 w-full rounded-full border-2 border-line bg-white py-2 pr-4 pl-12 text-base text-ink placeholder:text-muted focus:border-brand"
            />
          </div>
        </div>
        <TierFilter
          selected={filters.tier}
          disabled={!hydrated}
          onSelect={(tier) => store.set({ ...filters, tier }, 'choice')}
        />
        <CategoryFilter
          categories={categories}
          selected={filters.category}
          disabled={!hydrated}
          onSelect={(category) => store.set({ ...filters, category }, 'choice')}
        />
      </div>

      <p role="status" className="font-medium text-muted">
        {resultLine(shownCount, total)}
      </p>

      <div ref={gridRef} hidden={shownCount === 0}>
        {children}
      </div>
      {shownCount === 0 && (
        <NoMatch suggestions={suggestions} onClearAll={clearAll} onClearSearch={clearSearch} />
      )}
    </div>
  );
}
