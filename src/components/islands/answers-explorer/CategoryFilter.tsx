import ToggleGroup from './ToggleGroup';

interface Props {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}

/** The topic filter: All Topics plus each distinct category, as toggle buttons. */
export default function CategoryFilter({ categories, selected, onSelect }: Props) {
  const options = [
    { value: null, label: 'All Topics' },
    ...categories.map((category) => ({ value: category as string | null, label: category })),
  ];
  return (
    <ToggleGroup
      id="topic"
      label="Topic"
      options={options}
      selected={selected}
      onSelect={onSelect}
      listClassName="flex flex-wrap gap-2"
      buttonClassName={(pressed) =>
        `min-h-10 rounded-full border-2 px-4 text-sm font-medium transition-colors ${
          pressed
            ? 'border-brand-deep bg-brand-deep text-paper'
            : 'border-line bg-surface text-ink hover:border-brand'
        }`
      }
    />
  );
}
