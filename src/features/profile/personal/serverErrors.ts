/**
 * 400 field errors of the profile calls, in the reader's language where the server's English
 * text is known (the auth feature knows the common ones, e.g. "This field may not be blank.").
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { knownServerText } from '@/features/auth/components/serverTexts';
import { messages as dropdownMessages } from '@/shared/ui/Dropdown/messages';
import { avatarMessages } from './avatar/messages';

const profileTexts: Record<string, MessageDescriptor> = {
  'Invalid input. Select from the list': dropdownMessages.noMatch,
  'Upload a JPEG image.': avatarMessages.notJpeg,
  'The photo must be at most 5 MB.': avatarMessages.tooLarge,
  'The photo must be at most 40 megapixels.': avatarMessages.tooLarge,
};

export function localizeProfileText(text: string, intl: IntlShape): string {
  const descriptor = profileTexts[text.trim()] ?? knownServerText(text);
  return descriptor ? intl.formatMessage(descriptor) : text;
}

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
    if (text) found[field] = localizeProfileText(text, intl);
  }
  return found;
}
