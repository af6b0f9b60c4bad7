import type { AnswerSummary } from '@/lib/answers/answer-summary';
import { tierBadgeClass, tierName } from '@/lib/answers/tiers';

interface Props {
  answer: AnswerSummary;
}

/** SPEC.md "Answers listing": tier badge, category, title (2 lines), tldr (4 lines), "Read Full Answer". */
export default function AnswerCard({ answer }: Props) {
  const { slug, title, tldr, category, tier } = answer;
  return (
    <li className="flex">
      <article className="card flex w-full flex-col">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className={tierBadgeClass(tier)}>{tierName(tier)}</span>
          <span className="text-sm font-medium text-muted">{category}</span>
        </p>
        <h2 className="mt-4 line-clamp-2 text-xl font-semibold">{title}</h2>
        <p className="mt-3 line-clamp-4 text-muted">{tldr}</p>
        <p className="mt-auto pt-5">
          {/* The visually hidden title makes each of the identical link texts name its answer. */}
          <a className="link inline-flex min-h-6 items-center gap-1" href={`/answers/${slug}`}>
            Read Full Answer<span className="sr-only">: {title}</span>
            <span aria-hidden="true">→</span>
          </a>
        </p>
      </article>
    </li>
  );
}
