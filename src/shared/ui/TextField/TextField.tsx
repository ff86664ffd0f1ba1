import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FormField, fieldIds, type FieldTextProps } from '@/shared/ui/FormField/FormField';
import fieldStyles from '../FormField/FormField.module.css';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, FieldTextProps {
  /** Class of the outer field wrapper. */
  className?: string;
  inputClassName?: string;
}

/** A labelled text input; hint and error are tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id: givenId, label, hint, error, required, className, inputClassName, type = 'text', ...rest },
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
      <input
        ref={ref}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={[fieldStyles.control, inputClassName].filter(Boolean).join(' ')}
        {...rest}
      />
    </FormField>
  );
});
