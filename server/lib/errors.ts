/**
 * Errors in the contract's shapes (src/shared/contract/errors.ts, server/docs/errors.md):
 * `{detail, code}` or field errors `{field: [msg], codes: {field: [code]}}`.
 */
import type {
  DetailErrorCode,
  ErrorBody,
  FieldErrorBody,
  FieldErrorCode,
} from '../../src/shared/contract/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const httpError = (status: number, code: DetailErrorCode, detail: string) =>
  new HttpError(status, { detail, code });
export const notFound = () => httpError(404, 'not_found', 'Not found.');
/** 503 `server_busy`: a bounded queue of heavy work (photo decodes, PDF renders) is full. */
export const serverBusy = (detail: string, retryAfterSeconds: number) =>
  new HttpError(503, { detail, code: 'server_busy' }, { 'Retry-After': String(retryAfterSeconds) });
export const unauthorized = (
  detail = 'Authentication credentials were not provided.',
  code: DetailErrorCode = 'unauthorized',
) => httpError(401, code, detail);

/** One problem of one field: the code to branch on and the English text for people. */
export interface FieldProblem {
  code: FieldErrorCode;
  message: string;
}

/** The 400 body of field problems: the messages per field, and `codes` parallel to them. */
export function fieldErrorBody(problems: Record<string, FieldProblem[]>): FieldErrorBody {
  const body: FieldErrorBody = {};
  const codes: Record<string, FieldErrorCode[]> = {};
  for (const [field, list] of Object.entries(problems)) {
    body[field] = list.map((p) => p.message);
    codes[field] = list.map((p) => p.code);
  }
  body.codes = codes;
  return body;
}

export const fieldErrors = (problems: Record<string, FieldProblem[]>) =>
  new HttpError(400, fieldErrorBody(problems));
export const fieldError = (field: string, code: FieldErrorCode, message: string) =>
  fieldErrors({ [field]: [{ code, message }] });

/**
 * 429 for a spent per-email budget (auth/budget.ts). Retry-After is the exact wait in seconds
 * (the app's countdown reads it); `code` is a stable field to branch on, `detail` is for people.
 */
export function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const detail = `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new HttpError(
    429,
    { detail, code: 'too_many_attempts' },
    { 'Retry-After': String(seconds) },
  );
}
