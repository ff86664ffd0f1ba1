import { useState } from 'react';

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * The state every account form keeps: the typed values (never reset by a failed save, SPEC §4)
 * and one error per field, cleared as soon as that field is edited again.
 */
export function useFieldValues<T extends object>(initial: () => T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const set = <F extends keyof T>(field: F, value: T[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { values, setValues, errors, setErrors, set };
}
