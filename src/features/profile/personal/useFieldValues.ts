import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * The state every account form keeps: the typed values (never reset by a failed save, SPEC §4)
 * and one error per field, cleared as soon as that field is edited again. `showErrors` shows a
 * save's errors and puts the focus on the first field that has one (WCAG 3.3.1, as the
 * registration form does): its error is then read out with it. The form element takes `form`.
 */
export function useFieldValues<T extends object>(initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const form = useRef<HTMLFormElement>(null);
  const set = <F extends keyof T>(field: F, value: T[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (next: FieldErrors<T>) => {
    // Drawn now, so that the invalid fields can be found in the form.
    flushSync(() => setErrors(next));
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches('input, textarea, select, button')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, textarea, select, button');
    control?.focus();
  };
  return { values, setValues, errors, showErrors, set, form };
}
