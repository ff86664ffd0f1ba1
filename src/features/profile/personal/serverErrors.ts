/**
 * 400 field errors of the profile calls, in the reader's language: each field's error code is
 * translated (shared/api/errorCodes); a field without a known code shows the server's text.
 */
import type { IntlShape } from 'react-intl';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { localizeError } from '@/shared/api/errorCodes';

/** The messages of the given fields of a failed save; empty when it was not a 400 with fields. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  intl: IntlShape,
): Partial<Record<Field, string>> {
  const problem = describeApiError(error);
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const text = problem.fields[field];
    if (text)
      found[field] = localizeError(problem.fieldCodes[field], text, (d) => intl.formatMessage(d));
  }
  return found;
}
