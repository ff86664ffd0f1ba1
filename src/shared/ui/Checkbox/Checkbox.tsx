import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Checkbox.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange'
> {
  label: ReactNode;
  hint?: ReactNode;
  onChange?: (checked: boolean) => void;
}

/** A native checkbox (keyboard and forms for free) drawn with tokens. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, onChange, className, id: givenId, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    // The hint sits outside the <label> so it describes the box instead of joining its name.
    <div
      className={[styles.row, rest.disabled && styles.disabled, className]
        .filter(Boolean)
        .join(' ')}
    >
      <span className={styles.box}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className={styles.input}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange?.(event.target.checked)}
          {...rest}
        />
        <Icon name="check" className={styles.mark} size={14} strokeWidth={3} aria-hidden="true" />
      </span>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </div>
  );
});
