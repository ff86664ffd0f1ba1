import type { ReactNode } from 'react';
import styles from './FormField.module.css';

export interface FieldTextProps {
  label?: ReactNode;
  hint?: ReactNode;
  /** Error text; when set the control is aria-invalid and describes itself with it. */
  error?: ReactNode;
  required?: boolean;
}

/** ids of the hint and error paragraphs, for the control's aria-describedby. */
export function fieldIds(id: string, { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, labelId: `${id}-label`, describedBy };
}

interface FormFieldProps extends FieldTextProps {
  id: string;
  children: ReactNode;
  className?: string;
  /** Use a <span> label (for controls that are not labelable, named via aria-labelledby). */
  labelAsText?: boolean;
}

/** Label, control, hint and error laid out consistently for every input kind. */
export function FormField({
  id,
  label,
  hint,
  error,
  required,
  children,
  className,
  labelAsText,
}: FormFieldProps) {
  const { hintId, errorId, labelId } = fieldIds(id, { hint, error });
  const LabelTag = labelAsText ? 'span' : 'label';
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label && (
        <LabelTag id={labelId} className={styles.label} htmlFor={labelAsText ? undefined : id}>
          {label}
          {required && (
            <span className={styles.required} aria-hidden="true">
              *
            </span>
          )}
        </LabelTag>
      )}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
