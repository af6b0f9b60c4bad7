export interface ToggleOption<T> {
  value: T;
  label: string;
}

interface Props<T> {
  /** Used for the label's id: answers-<id>-label. */
  id: string;
  label: string;
  options: readonly ToggleOption<T>[];
  selected: T;
  onSelect: (value: T) => void;
  listClassName: string;
  buttonClassName: (pressed: boolean) => string;
}

/**
 * A labelled group of toggle buttons (aria-pressed), one of which is on. Native buttons: Tab reaches each,
 * Enter or Space chooses it. They are live before the island has hydrated: a choice made then is replayed
 * once it has (src/client-directives/interaction.ts). The explorer's tier and topic filters are both
 * built on it.
 */
export default function ToggleGroup<T>({
  id,
  label,
  options,
  selected,
  onSelect,
  listClassName,
  buttonClassName,
}: Props<T>) {
  const labelId = `answers-${id}-label`;
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-semibold text-muted">
        {label}
      </span>
      <div className={listClassName}>
        {options.map((option) => {
          const pressed = selected === option.value;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(option.value)}
              className={buttonClassName(pressed)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
