/**
 * The reference server answers in English; the texts it is known to send are shown in the
 * reader's language instead. Anything else is shown as the server wrote it.
 */
import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';

const known: Record<string, MessageDescriptor> = {
  'Invalid code': messages.invalidCode,
  'The code has expired. Request a new one.': messages.codeExpired,
  'Too many wrong attempts. Request a new code.': messages.tooManyWrong,
  'An incorrect promotional code was entered. Check your entry is correct': messages.promoInvalid,
  'A user with this email already exists.': messages.emailTaken,
  'Enter a valid email address.': messages.emailInvalid,
  'This field is required.': messages.required,
  'This field may not be blank.': messages.required,
};

/** The descriptor for a known server text, or null. */
export function knownServerText(text: string): MessageDescriptor | null {
  return known[text.trim()] ?? null;
}

export function localizeServerText(
  text: string,
  format: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = knownServerText(text);
  return descriptor ? format(descriptor) : text;
}
