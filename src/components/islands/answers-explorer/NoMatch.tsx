import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { piecePath } from '@/lib/content/collections';

interface Props {
  suggestions: AnswerSummary[];
  onClearAll: () => void;
  onClearSearch: () => void;
}

/**
 * What the explorer shows when nothing matches: the message, Clear All Filters, Clear Search, and up to
 * three "Did you mean" answers close to a misspelt search.
 */
export default function NoMatch({ suggestions, onClearAll, onClearSearch }: Props) {
  return (
    <div className="card mx-auto max-w-2xl text-center">
      <h2 className="text-2xl font-semibold">No answers found</h2>
      <p className="mt-3 text-muted">
        Try adjusting your search terms or filters to find what you're looking for.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={onClearAll}>
          Clear All Filters
        </button>
        <button type="button" className="btn-secondary" onClick={onClearSearch}>
          Clear Search
        </button>
      </div>
      {suggestions.length > 0 && (
        <div className="mt-8 border-t border-line pt-6 text-left">
          <h3 className="text-lg font-semibold">Did you mean</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {suggestions.map((answer) => (
              <li key={answer.slug}>
                <a className="link" href={piecePath('answers', answer.slug)}>
                  {answer.title}
                </a>
                <span className="ml-2 text-sm text-muted">{answer.category}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
