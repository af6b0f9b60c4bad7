import type { AnswerTier } from '@/lib/content/categories';
import { TIERS, tierTabLabel } from '@/lib/answers/tiers';

interface Props {
  selected: AnswerTier | null;
  disabled: boolean;
  onSelect: (tier: AnswerTier | null) => void;
}

const OPTIONS: { tier: AnswerTier | null; label: string }[] = [
  { tier: null, label: 'All Tiers' },
  ...TIERS.map((tier) => ({ tier, label: tierTabLabel(tier) })),
];

/**
 * The five tier tabs of SPEC.md, built as a group of toggle buttons (aria-pressed) rather than an ARIA
 * tablist: they narrow one shared list together with the topic and search filters, where a tablist
 * would promise a separate panel per tab. Each is a native button: Tab reaches it, Enter or Space
 * chooses it.
 */
export default function TierFilter({ selected, disabled, onSelect }: Props) {
  return (
    <div role="group" aria-labelledby="answers-tier-label" className="flex flex-col gap-2">
      <span id="answers-tier-label" className="text-sm font-semibold text-muted">
        Tier
      </span>
      <div className="flex flex-wrap gap-1 rounded-3xl bg-sand p-1">
        {OPTIONS.map(({ tier, label }) => {
          const pressed = selected === tier;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onSelect(tier)}
              className={`min-h-11 grow rounded-full px-4 text-base font-semibold transition-colors sm:grow-0 ${
                pressed ? 'bg-brand text-paper shadow-card' : 'text-ink hover:bg-paper'
              }`}
            >
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
