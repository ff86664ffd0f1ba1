import { defineMessages } from 'react-intl';

/**
 * What the app says for each error code of the API (src/shared/contract/errors.ts). The server's
 * English texts are never matched: it may reword them; the codes are stable.
 */
export const errorCodeMessages = defineMessages({
  required: {
    id: 'api.error.required',
    defaultMessage: 'Required',
    description: 'Server error code required/blank: a required field was missing or empty',
  },
  tooShort: {
    id: 'api.error.tooShort',
    defaultMessage: 'Too short.',
    description: 'Server error code too_short: the text or list is shorter than allowed',
  },
  tooLong: {
    id: 'api.error.tooLong',
    defaultMessage: 'Too long.',
    description: 'Server error code too_long: the text or list is longer than allowed',
  },
  invalidEmail: {
    id: 'api.error.invalidEmail',
    defaultMessage: 'Enter a valid email address, for example name@example.com',
    description: 'Server error code invalid_email',
  },
  invalidFormat: {
    id: 'api.error.invalidFormat',
    defaultMessage: 'Check the format of this value.',
    description: 'Server error code invalid_format: the value does not have the expected form',
  },
  invalidCharacters: {
    id: 'api.error.invalidCharacters',
    defaultMessage:
      'This contains hidden characters that are not allowed here (control or text direction characters). Delete them or type the text again.',
    description:
      'Error code invalid_characters: a name holds control characters, a broken emoji half or text-direction overrides (often pasted, invisible)',
  },
  invalid: {
    id: 'api.error.invalid',
    defaultMessage: 'Invalid value.',
    description: 'Server error codes invalid/invalid_type: the value is not acceptable',
  },
  notANumber: {
    id: 'api.error.notANumber',
    defaultMessage: 'Enter a number.',
    description: 'Server error code not_a_number',
  },
  outOfRange: {
    id: 'api.error.outOfRange',
    defaultMessage: 'The number is out of the allowed range.',
    description: 'Server error code out_of_range',
  },
  invalidChoice: {
    id: 'api.error.invalidChoice',
    defaultMessage: 'Invalid input. Select from the list',
    description: 'Server error code invalid_choice: the value is not one of the list',
  },
  promoInvalid: {
    id: 'api.error.promoInvalid',
    defaultMessage: 'An incorrect promotional code was entered. Check your entry is correct',
    description:
      'Server error code promo_invalid: registration with an unknown promo code (SPEC §5.6)',
  },
  invalidCode: {
    id: 'api.error.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Server error code invalid_code: the one-time code is wrong (SPEC §5.6)',
  },
  codeExpired: {
    id: 'api.error.codeExpired',
    defaultMessage: 'The code has expired. Request a new one.',
    description:
      'Server error code code_expired: the one-time code is older than 10 minutes or used',
  },
  codeBurned: {
    id: 'api.error.codeBurned',
    defaultMessage: 'Too many wrong attempts. Request a new code.',
    description: 'Server error code code_burned: five wrong codes in a row cancelled the code',
  },
  linkInvalid: {
    id: 'api.error.linkInvalid',
    defaultMessage: 'This sign-in link no longer works: it was used, has expired or is incomplete.',
    description:
      'Server error code link_invalid: a mailed sign-in link that is unknown, used or older than 15 minutes',
  },
  noFile: {
    id: 'api.error.noFile',
    defaultMessage: 'No photo was sent. Choose a photo and try again.',
    description: 'Server error code no_file: the upload had no photo in it',
  },
  unreadableFile: {
    id: 'api.error.unreadableFile',
    defaultMessage: 'The photo could not be read. Try again or choose another file.',
    description: 'Server error code unreadable_file: the upload broke off or was garbled',
  },
  photoTooLarge: {
    id: 'api.error.photoTooLarge',
    defaultMessage: 'The photo is too large. Crop a smaller area or choose a smaller file.',
    description: 'Server error codes file_too_large/too_many_pixels: over 5 MB or 16 megapixels',
  },
  notJpeg: {
    id: 'api.error.notJpeg',
    defaultMessage: 'The server accepts JPEG photos only.',
    description: 'Server error code not_jpeg: the upload is not a JPEG',
  },
  notInTest: {
    id: 'api.error.notInTest',
    defaultMessage: 'This question is not in this test.',
    description: 'Server error code not_in_test: an answer to a question of another test',
  },
  answerRequired: {
    id: 'api.error.answerRequired',
    defaultMessage: 'Choose an answer before checking it.',
    description:
      'Server error code answer_required: a test answer was checked with no option chosen',
  },
  promoUsed: {
    id: 'api.error.promoUsed',
    defaultMessage: 'You have already used this promo code.',
    description:
      'Server error code promo_used: the account redeemed this promo code before (personal account, paid-content lock)',
  },
  answerFinal: {
    id: 'api.error.answerFinal',
    defaultMessage: 'This question is already answered; the answer is final.',
    description:
      'Server error code answer_final: a test question already checked in this attempt was checked again with another answer',
  },
  notInModule: {
    id: 'api.error.notInModule',
    defaultMessage: 'This item is not in this session.',
    description:
      'Server error code not_in_module: progress for a video or material of another module',
  },
  notFound: {
    id: 'api.error.notFound',
    defaultMessage: 'Not found.',
    description: 'Server error code not_found: the page or item does not exist or is hidden',
  },
  invalidPage: {
    id: 'api.error.invalidPage',
    defaultMessage: 'This page of the list does not exist.',
    description: 'Server error code invalid_page: a page number past the end of a list',
  },
  unauthorized: {
    id: 'api.error.unauthorized',
    defaultMessage: 'Log in to continue.',
    description: 'Server error code unauthorized: the call needs a signed-in user',
  },
  tokenInvalid: {
    id: 'api.error.tokenInvalid',
    defaultMessage: 'Your session has ended. Log in again.',
    description: 'Server error code token_invalid: the session token is invalid or expired',
  },
  forbidden: {
    id: 'api.error.forbidden',
    defaultMessage: 'You do not have access to this. It may need to be purchased.',
    description: 'Server error code forbidden: e.g. a paid module that was not purchased',
  },
  tooManyAttempts: {
    id: 'api.error.tooManyAttempts',
    defaultMessage: 'Too many attempts. Try again later.',
    description: 'Server error codes too_many_attempts/too_many_requests (429)',
  },
  badRequest: {
    id: 'api.error.badRequest',
    defaultMessage: 'The request could not be processed. Please try again.',
    description:
      'Server error codes of malformed requests (bad_request, malformed_json, invalid_body, invalid_query, malformed_url, method_not_allowed, unsupported_media_type)',
  },
  bodyTooLarge: {
    id: 'api.error.bodyTooLarge',
    defaultMessage: 'What you sent is too large.',
    description: 'Server error code body_too_large (413)',
  },
  serverError: {
    id: 'api.error.serverError',
    defaultMessage: 'Something went wrong on our side. Please try again in a minute.',
    description: 'Server error code server_error (500)',
  },
  serverBusy: {
    id: 'api.error.serverBusy',
    defaultMessage: 'The server is busy right now. Try again in a few seconds.',
    description: 'Server error code server_busy (503): too many photo uploads are being processed',
  },
});
