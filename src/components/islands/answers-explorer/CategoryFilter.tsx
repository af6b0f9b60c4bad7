interface Props {
  categories: readonly string[];
  selected: string | null;
  disabled: boolean;
  onSelect: (category: string | null) => void;
}

/** SPEC.md "Answers listing": All Topics plus each distinct category, as toggle buttons. */
export default function CategoryFilter({ categories, selected, disabled, onSelect }: Props) {
  const options: { category: string | null; label: string }[] = [
    { category: null, label: 'All Topics' },
    ...categories.map((category) => ({ category, label: category })),
  ];
  return (
    <div role="group" aria-labelledby="answers-topic-label" className="flex flex-col gap-2">
      <span id="answers-topic-label" className="text-sm font-semibold text-muted">
        Topic
      </span>
      <div className="flex flex-wrap gap-2">
        {options.map(({ category, label }) => {
          const pressed = selected === category;
          return (
            <button
              key={label}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onSelect(category)}
              className={`min-h-10 rounded-full border-2 px-4 text-sm font-medium transition-colors ${
                pressed
                  ? 'border-brand-deep bg-brand-deep text-paper'
                  : 'border-line bg-white text-ink hover:border-brand'
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
