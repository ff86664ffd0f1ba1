import { useId, type ReactNode } from 'react';
import styles from './Switch.module.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  hint?: ReactNode;
}

/** An on/off toggle (role="switch"): for settings that apply at once, e.g. the dark theme. */
export function Switch({ checked, onChange, label, disabled, hint }: SwitchProps) {
  const id = useId();
  return (
    <div className={[styles.row, disabled && styles.disabled].filter(Boolean).join(' ')}>
      <span className={styles.text}>
        <span id={`${id}-label`}>{label}</span>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        disabled={disabled}
        className={styles.track}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
