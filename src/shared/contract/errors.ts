/**
 * The API contract, part 6: error bodies and their stable codes (server/docs/errors.md).
 *
 * The English texts are for people and may be reworded; clients branch on and translate the codes.
 * Both shapes are the historical ones plus an additive code, so a client that only reads the texts
 * keeps working:
 * - detail errors: `{ "detail": "Not found.", "code": "not_found" }`;
 * - 400 field errors: `{ "email": ["Enter a valid email address."], "codes": { "email": ["invalid_email"] } }`
 *   — one code per message, in the same order. No request body of this API has a field named
 *   `codes`, and a field's messages are always an array (so a string `code` is never a field).
 */
import { Type, type Static } from '@sinclair/typebox';

/** Codes of a body field that fails its schema (mapped from TypeBox's error types). */
export const ValidationCode = Type.Union([
  Type.Literal('required'), // the property is missing
  Type.Literal('blank'), // an empty (or, where the server trims, all-space) string
  Type.Literal('too_short'), // below minLength / minItems
  Type.Literal('too_long'), // above maxLength / maxItems
  Type.Literal('invalid_email'), // not an email address (any string rule of the Email schema)
  Type.Literal('invalid_format'), // does not match the pattern or format
  Type.Literal('invalid_characters'), // a name with controls, lone surrogates or bidi overrides (contract/names.ts)
  Type.Literal('invalid_type'), // a string, boolean, array or object of the wrong type
  Type.Literal('not_a_number'), // an integer or number was expected
  Type.Literal('out_of_range'), // a number below its minimum or above its maximum
  Type.Literal('invalid_choice'), // not one of the allowed values (a literal union, a reference id)
  Type.Literal('invalid'), // any other schema rule
]);
export type ValidationCode = Static<typeof ValidationCode>;

/** Field codes the routes raise after validation. */
export const FieldDomainCode = Type.Union([
  Type.Literal('promo_invalid'), // register, promo redeem: unknown promo code
  Type.Literal('invalid_code'), // verify: wrong one-time code
  Type.Literal('code_expired'), // verify: no live code (expired, used or never sent)
  Type.Literal('code_burned'), // verify: the last wrong try cancelled the code
  Type.Literal('link_invalid'), // verify-link: the sign-in link is unknown, used or expired
  Type.Literal('no_file'), // photo: no `photo` file part
  Type.Literal('unreadable_file'), // photo: the upload could not be read
  Type.Literal('file_too_large'), // photo: over 5 MB
  Type.Literal('not_jpeg'), // photo: not a decodable JPEG, or one of over 100 scans
  Type.Literal('too_many_pixels'), // photo: over 16 megapixels
  Type.Literal('not_in_test'), // tests: a question id of another test
  Type.Literal('answer_required'), // check-answer: no option chosen (nothing is revealed)
  Type.Literal('not_in_module'), // progress: a video or material id of another module
]);
export type FieldDomainCode = Static<typeof FieldDomainCode>;

export const FieldErrorCode = Type.Union([...ValidationCode.anyOf, ...FieldDomainCode.anyOf]);
export type FieldErrorCode = Static<typeof FieldErrorCode>;

/** Codes of `{detail, code}` bodies. */
export const DetailErrorCode = Type.Union([
  Type.Literal('not_found'), // 404: unknown path, id or unpublished item
  Type.Literal('invalid_page'), // 404: a page past the last one
  Type.Literal('unauthorized'), // 401: no credentials
  Type.Literal('token_invalid'), // 401: a bad or expired access or refresh token
  Type.Literal('forbidden'), // 403: e.g. a paid module that was not purchased
  Type.Literal('method_not_allowed'), // 405
  Type.Literal('answer_final'), // 409: check-answer of an already answered question, another answer
  Type.Literal('promo_used'), // 409: promo redeem of a code this account has already used
  Type.Literal('too_many_attempts'), // 429: the per-email code budget (Retry-After)
  Type.Literal('too_many_requests'), // 429: the per-address rate limit
  Type.Literal('invalid_body'), // 400: the JSON body is not an object
  Type.Literal('malformed_json'), // 400
  Type.Literal('invalid_query'), // 400: a query parameter fails its rule
  Type.Literal('malformed_url'), // 400
  Type.Literal('bad_request'), // 400: any other unreadable request
  Type.Literal('unsupported_media_type'), // 415
  Type.Literal('body_too_large'), // 413
  Type.Literal('length_required'), // 411: the photo upload sent without a Content-Length
  Type.Literal('server_error'), // 500
  Type.Literal('server_busy'), // 503: the photo upload's decode queue, or the certificate PDFs' render queue, is full (Retry-After)
  Type.Literal('service_unavailable'), // 503: the database does not answer (Retry-After)
]);
export type DetailErrorCode = Static<typeof DetailErrorCode>;

/** Every code; a TS union on the client, so a code map missing one is a type error. */
export const ErrorCode = Type.Union([...FieldErrorCode.anyOf, ...DetailErrorCode.anyOf]);
export type ErrorCode = Static<typeof ErrorCode>;

/** `{detail, code}`: 401, 403, 404, 405, 409, 411, 413, 415, 429, 500, 503 and 400s that name no field. */
export const DetailError = Type.Object({ detail: Type.String(), code: DetailErrorCode });
export type DetailError = Static<typeof DetailError>;

/** The messages of 400 field errors, `{field: ["message", ...]}` (the historical shape). */
export const FieldMessages = Type.Record(Type.String(), Type.Array(Type.String()));
export type FieldMessages = Static<typeof FieldMessages>;
/** Beside them under `codes`: `{field: ["code", ...]}`, parallel to each field's messages. */
export const FieldCodes = Type.Record(Type.String(), Type.Array(FieldErrorCode));
export type FieldCodes = Static<typeof FieldCodes>;
/** A 400 with field errors: each field's messages, plus `codes` beside them. */
export interface FieldErrorBody {
  [field: string]: string[] | FieldCodes | undefined;
  codes?: FieldCodes;
}

export type ErrorBody = DetailError | FieldErrorBody;
