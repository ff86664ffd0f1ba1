/**
 * Client-side checks of the login and registration forms (SPEC §5.6 names the texts, not the
 * rules; decision: names and email are required, the email must look like one, the promo code
 * is optional and only the server can judge it). Names follow the server's rule
 * (src/shared/contract/names.ts): invisible characters alone are blank, controls are refused.
 */
import type { MessageDescriptor } from 'react-intl';
import { errorCodeTexts } from '@/shared/api/errorCodes';
import { isEmail } from '@/shared/contract/email';
import { nameProblem } from '@/shared/contract/names';
import { messages } from './messages';

/** Controls, lone surrogates or bidi overrides in a name (contract/names.ts), as the server says. */
const nameCharacters = errorCodeTexts.invalid_characters;

export type FormErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

export function emailError(email: string): MessageDescriptor | undefined {
  const value = email.trim();
  if (!value) return messages.fillEmail;
  // The rule the server's schema applies (contract/email.ts).
  if (!isEmail(value)) return messages.emailInvalid;
  return undefined;
}

export interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  promo_code: string;
}
export type RegisterField = keyof RegisterValues;

export function validateRegister(values: RegisterValues): FormErrors<RegisterField> {
  const errors: FormErrors<RegisterField> = {};
  const first = nameProblem(values.first_name);
  if (first) errors.first_name = first === 'blank' ? messages.fillName : nameCharacters;
  const last = nameProblem(values.last_name);
  if (last) errors.last_name = last === 'blank' ? messages.fillLastName : nameCharacters;
  const email = emailError(values.email);
  if (email) errors.email = email;
  return errors;
}

export const hasErrors = (errors: object) => Object.values(errors).some(Boolean);
