import type { ReactNode } from 'react';
import './chip.css';
import './chip-group.css';

type Chip<T> = { id: T; label: ReactNode };
type ChipGroupProps<T> = {
  label: string;
  chips: readonly Chip<T>[];
  value: T;
  onChange: (id: T) => void;
};

/** A row of toggle chips, one pressed: it scrolls sideways on narrow screens and wraps on wide ones. */
export function ChipGroup<T extends string | number | null>({
  label,
  chips,
  value,
  onChange,
}: ChipGroupProps<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form field set
    <div className="chip-group" role="group" aria-label={label}>
      {chips.map((chip) => (
        <button
          key={String(chip.id)}
          type="button"
          className="chip"
          aria-pressed={chip.id === value}
          onClick={() => onChange(chip.id)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
