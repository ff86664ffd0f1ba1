/** Errors in the contract's shapes: `{detail}` or field errors `{field: [msg]}` (API.md "Errors"). */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const httpError = (status: number, detail: string) => new HttpError(status, { detail });
export const notFound = () => httpError(404, 'Not found.');
export const fieldError = (field: string, ...messages: string[]) =>
  new HttpError(400, { [field]: messages });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  httpError(401, detail);

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
