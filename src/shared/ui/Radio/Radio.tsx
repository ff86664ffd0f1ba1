import { useId, type ReactNode } from 'react';
import styles from './Radio.module.css';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  options: RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  name?: string;
  /** Visually hide the legend when the context already names the group. */
  hideLegend?: boolean;
  direction?: 'column' | 'row';
  error?: ReactNode;
}

/** Native radios in a fieldset: arrow keys move between options, Tab leaves the group. */
export function RadioGroup<V extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  hideLegend,
  direction = 'column',
  error,
}: RadioGroupProps<V>) {
  const autoName = useId();
  const groupName = name ?? autoName;
  return (
    <fieldset className={styles.group} aria-invalid={error ? true : undefined}>
      <legend className={hideLegend ? styles.hiddenLegend : styles.legend}>{legend}</legend>
      <div className={[styles.options, styles[direction]].join(' ')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={[styles.row, option.disabled && styles.disabled].filter(Boolean).join(' ')}
          >
            <input
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </fieldset>
  );
}
