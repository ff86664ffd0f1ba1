import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { wordError, type ErrorText } from '@/shared/api/errorCodes';

export type FieldErrors<T> = Partial<Record<keyof T, ErrorText>>;

/**
 * The state every account form keeps: the typed values (never reset by a failed save, SPEC §4)
 * and one error per field, cleared as soon as that field is edited again. `showErrors` shows a
 * save's errors and puts the focus on the first field that has one (WCAG 3.3.1, as the
 * registration form does): its error is then read out with it. The form element takes `form`.
 * Errors are kept as messages and worded at each render (`errors`), so a language switched
 * while they show rewords them, as it does the labels around them.
 */
export function useFieldValues<T extends object>(initial: () => T) {
  const intl = useIntl();
  const [values, setValues] = useState<T>(initial);
  const [kept, setErrors] = useState<FieldErrors<T>>({});
  const errors = Object.fromEntries(
    Object.entries(kept).map(([field, error]) => [
      field,
      wordError(error as ErrorText | undefined, (d) => intl.formatMessage(d)),
    ]),
  ) as Partial<Record<keyof T, string>>;
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
