import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FormField, fieldIds, type FieldTextProps } from '@/shared/ui/FormField/FormField';
import fieldStyles from '../FormField/FormField.module.css';
import styles from './Textarea.module.css';

/** SPEC §9: textarea default 5 rows. */
export const TEXTAREA_DEFAULT_ROWS = 5;

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldTextProps {
  className?: string;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { id: givenId, label, hint, error, required, className, rows = TEXTAREA_DEFAULT_ROWS, ...rest },
  ref,
) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const { describedBy } = fieldIds(id, { hint, error });
  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[fieldStyles.control, styles.textarea].join(' ')}
        {...rest}
      />
    </FormField>
  );
});
