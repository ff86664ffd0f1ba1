import type { ReactNode } from 'react';
import styles from './Chips.module.css';
import { useContentLang } from '@/shared/lib/contentLang';
import { Icon } from '@/shared/ui/Icon/Icon';

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

interface ToggleChipProps {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  /** Shown before the text; by default a check mark while pressed. */
  icon?: ReactNode;
  size?: 'sm' | 'md';
}

/** One chip: a toggle button with aria-pressed (a filter, or an on/off switch such as captions). */
export function ToggleChip({ pressed, onClick, children, icon, size = 'md' }: ToggleChipProps) {
  const langOf = useContentLang();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      // A tag's or theme's name from the API, or a caption language's own name.
      lang={typeof children === 'string' ? langOf(children) : undefined}
      className={[styles.chip, styles[size]].join(' ')}
      onClick={onClick}
    >
      {icon ?? (pressed && <Icon name="check" size={14} strokeWidth={2.5} aria-hidden="true" />)}
      {children}
    </button>
  );
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
        return (
          <ToggleChip
            key={item.id}
            pressed={selected.includes(item.id)}
            size={size}
            onClick={() => toggle(item.id)}
          >
            {item.name}
          </ToggleChip>
        );
      })}
      {trailing}
    </div>
  );
}
