import type { AnswerTier } from '@/lib/content/categories';
import { TIERS, tierTabLabel } from '@/lib/answers/tiers';
import ToggleGroup, { type ToggleOption } from './ToggleGroup';

interface Props {
  selected: AnswerTier | null;
  onSelect: (tier: AnswerTier | null) => void;
}

const OPTIONS: ToggleOption<AnswerTier | null>[] = [
  { value: null, label: 'All Tiers' },
  ...TIERS.map((tier) => ({ value: tier, label: tierTabLabel(tier) })),
];

/**
 * The five tier tabs (All Tiers and the four tiers), built as a group of toggle buttons (aria-pressed) rather than an ARIA
 * tablist: they narrow one shared list together with the topic and search filters, where a tablist
 * would promise a separate panel per tab.
 */
export default function TierFilter({ selected, onSelect }: Props) {
  return (
    <ToggleGroup
      id="tier"
      label="Tier"
      options={OPTIONS}
      selected={selected}
      onSelect={onSelect}
      listClassName="flex flex-wrap gap-1 rounded-3xl bg-sand p-1"
      buttonClassName={(pressed) =>
        `min-h-11 grow rounded-full px-4 text-base font-semibold transition-colors sm:grow-0 ${
          pressed ? 'bg-brand text-paper shadow-card' : 'text-ink hover:bg-paper'
        }`
      }
    />
  );
}
