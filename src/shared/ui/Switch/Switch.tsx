import { useId, type ReactNode } from 'react';
import styles from './Switch.module.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  /**
   * Its change is being saved: presses are ignored until it is done. Not `disabled`, which
   * would drop the keyboard's focus to the page (WCAG 2.4.3); aria-disabled and aria-busy say it.
   */
  busy?: boolean;
  hint?: ReactNode;
}

/** An on/off toggle (role="switch"): for settings that apply at once, e.g. the dark theme. */
export function Switch({ checked, onChange, label, disabled, busy = false, hint }: SwitchProps) {
  const id = useId();
  return (
    <div className={[styles.row, (disabled || busy) && styles.disabled].filter(Boolean).join(' ')}>
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
        aria-disabled={(!disabled && busy) || undefined}
        aria-busy={busy || undefined}
        className={styles.track}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
