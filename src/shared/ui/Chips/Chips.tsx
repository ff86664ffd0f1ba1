import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import styles from './Chips.module.css';

export interface ChipItem {
  id: number;
  name: string;
}

interface ChipsProps {
  items: ChipItem[];
  selected: number[];
  onChange: (selected: number[]) => void;
  /** Accessible name of the group (e.g. 'Themes'). */
  label: string;
  /** Single choice: selecting a chip clears the others (clicking it again clears all). */
  single?: boolean;
  size?: 'sm' | 'md';
  trailing?: ReactNode;
}

/** Selectable chips (filters by tag or theme): toggle buttons with aria-pressed. */
export function Chips({
  items,
  selected,
  onChange,
  label,
  single = false,
  size = 'md',
  trailing,
}: ChipsProps) {
  const toggle = (id: number) => {
    const on = selected.includes(id);
    if (single) onChange(on ? [] : [id]);
    else onChange(on ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  return (
    <div role="group" aria-label={label} className={styles.list}>
      {items.map((item) => {
        const on = selected.includes(item.id);
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={on}
            className={[styles.chip, styles[size]].join(' ')}
            onClick={() => toggle(item.id)}
          >
            {on && <Check size={14} strokeWidth={2.5} aria-hidden="true" />}
            {item.name}
          </button>
        );
      })}
      {trailing}
    </div>
  );
}
