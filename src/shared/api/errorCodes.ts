/**
 * The API's error codes in the reader's language. A code the app knows is shown in its own words
 * (whatever English the server wrote next to it); an unknown code, or none, shows the server's text.
 */
import type { MessageDescriptor } from 'react-intl';
import type { ErrorCode } from '@/shared/contract/errors';
import { errorCodeMessages as m } from './messages';

/** One text per code: a code added to the contract and missing here is a type error. */
export const errorCodeTexts: Record<ErrorCode, MessageDescriptor> = {
  required: m.required,
  blank: m.required,
  too_short: m.tooShort,
  too_long: m.tooLong,
  invalid_email: m.invalidEmail,
  invalid_format: m.invalidFormat,
  invalid_characters: m.invalidCharacters,
  invalid_type: m.invalid,
  not_a_number: m.notANumber,
  out_of_range: m.outOfRange,
  invalid_choice: m.invalidChoice,
  invalid: m.invalid,
  promo_invalid: m.promoInvalid,
  invalid_code: m.invalidCode,
  code_expired: m.codeExpired,
  code_burned: m.codeBurned,
  link_invalid: m.linkInvalid,
  no_file: m.noFile,
  unreadable_file: m.unreadableFile,
  file_too_large: m.photoTooLarge,
  not_jpeg: m.notJpeg,
  too_many_pixels: m.photoTooLarge,
  not_in_test: m.notInTest,
  answer_required: m.answerRequired,
  not_in_module: m.notInModule,
  not_found: m.notFound,
  invalid_page: m.invalidPage,
  unauthorized: m.unauthorized,
  token_invalid: m.tokenInvalid,
  forbidden: m.forbidden,
  method_not_allowed: m.badRequest,
  answer_final: m.answerFinal,
  promo_used: m.promoUsed,
  too_many_attempts: m.tooManyAttempts,
  too_many_requests: m.tooManyAttempts,
  invalid_body: m.badRequest,
  malformed_json: m.badRequest,
  invalid_query: m.badRequest,
  malformed_url: m.badRequest,
  bad_request: m.badRequest,
  unsupported_media_type: m.badRequest,
  body_too_large: m.bodyTooLarge,
  // Browsers always send a length with a form; only a hand-made client meets this.
  length_required: m.badRequest,
  server_error: m.serverError,
  server_busy: m.serverBusy,
  // The database is away (a restart, a failover): "try again in a minute" says what to do.
  service_unavailable: m.serverError,
};

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(errorCodeTexts, code);
}

/**
 * A field's error as a form keeps it: the message itself, worded when drawn (so a language
 * switched while the error shows rewords it too), or a server's own text for an unknown code.
 */
export type ErrorText = MessageDescriptor | string;

/** The error a code and its server text stand for, kept unworded (see ErrorText). */
export function errorTextOf(code: string | null | undefined, text: string): ErrorText {
  return isErrorCode(code) ? errorCodeTexts[code] : text;
}

/** An ErrorText in the reader's language of the moment. */
export function wordError(
  error: ErrorText | null | undefined,
  format: (descriptor: MessageDescriptor) => string,
): string | undefined {
  if (error === null || error === undefined) return undefined;
  return typeof error === 'string' ? error : format(error);
}

/** The text to show for an error: the app's words for a known code, else the server's text. */
export function localizeError(
  code: string | null | undefined,
  text: string,
  format: (descriptor: MessageDescriptor) => string,
): string {
  return wordError(errorTextOf(code, text), format) ?? text;
}
