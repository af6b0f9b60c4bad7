import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { tierBadgeClass, tierName } from '@/lib/answers/tiers';
import { piecePath } from '@/lib/content/collections';

interface Props {
  answers: readonly AnswerSummary[];
}

/**
 * The answers listing's card grid: tier badge, category, title (two lines), tldr (four lines), "Read Full
 * Answer". One component for both renders: the pages' static HTML (AnswerCardGrid.astro, no JavaScript)
 * and the explorer's matches once a visitor searches or filters.
 *
 * content-visibility: the browser lays out and paints only the cards near the screen (measured with
 * 1,022 cards on one page: Lighthouse TBT 284 ms without it, 0 ms with it). Off-screen cards stay in the
 * accessibility tree and find-in-page.
 */
export default function AnswerCardList({ answers }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {answers.map(({ slug, title, tldr, category, tier }) => (
        <li key={slug} className="flex [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
          <article className="card flex w-full flex-col">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className={tierBadgeClass(tier)}>{tierName(tier)}</span>
              <span className="text-sm font-medium text-muted">{category}</span>
            </p>
            <h2 className="mt-4 line-clamp-2 text-xl font-semibold">{title}</h2>
            <p className="mt-3 line-clamp-4 text-muted">{tldr}</p>
            <p className="mt-auto pt-5">
              {/* The visually hidden title makes each of the identical link texts name its answer. */}
              <a className="link inline-flex min-h-6 items-center gap-1" href={piecePath('answers', slug)}>
                Read Full Answer<span className="sr-only">: {title}</span>
                <span aria-hidden="true">→</span>
              </a>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
