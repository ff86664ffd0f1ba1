/**
 * 400 field errors of the profile calls: each field's error code stands for the app's message
 * (shared/api/errorCodes), worded when drawn; a field without a known code shows the server's text.
 */
import { describeApiError } from '@/features/auth/components/apiErrors';
import { errorTextOf, type ErrorText } from '@/shared/api/errorCodes';

/** The messages of the given fields of a failed save; empty when it was not a 400 with fields. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, ErrorText>> {
  const problem = describeApiError(error);
  const found: Partial<Record<Field, ErrorText>> = {};
  for (const field of fields) {
    const text = problem.fields[field];
    if (text) found[field] = errorTextOf(problem.fieldCodes[field], text);
  }
  return found;
}
