/** Errors in the contract's shapes: `{detail}` or field errors `{field: [msg]}` (API.md "Errors"). */

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const httpError = (status: number, detail: string) => new HttpError(status, { detail });
export const notFound = () => httpError(404, 'Not found.');
export const fieldError = (field: string, ...messages: string[]) => new HttpError(400, { [field]: messages });
export const unauthorized = (detail = 'Authentication credentials were not provided.') => httpError(401, detail);
