/**
 * Turns a failed RTK Query call into what a form needs: the first message and code of each field
 * error (`{field: [msg], codes: {field: [code]}}`, contract/errors.ts), the `detail` and its
 * `code`, and for a 429 how many seconds to wait (Retry-After, kept on the error by the auth
 * endpoints; else read from the detail). Codes are what the app translates (shared/api/errorCodes).
 */
import { errorStatus, isNetworkError } from '@/shared/api/errorStatus';

export type ApiProblemKind = 'fields' | 'rateLimited' | 'network' | 'server' | 'other';

export interface ApiProblem {
  kind: ApiProblemKind;
  /** The HTTP status (`errorStatus`: also under a body that did not parse); null without one. */
  status: number | null;
  fields: Record<string, string>;
  /** The code beside each field's first message, where the server sent one. */
  fieldCodes: Record<string, string>;
  detail: string | null;
  /** The code of a `{detail, code}` body. */
  code: string | null;
  retryAfterSeconds: number | null;
}

/** Used when a 429 names no time at all: a minute is the server's rate-limit window. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

interface ErrorLike {
  status?: unknown;
  data?: unknown;
  retryAfter?: unknown;
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: unknown, now = Date.now()): number | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}

function fieldsOf(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return fields;
  for (const [name, value] of Object.entries(data)) {
    // `codes` holds the field codes; a string `code` is the error code of the body (a field's
    // messages are an array, so the one-time `code` field still counts as a field).
    if (name === 'detail' || name === 'codes' || (name === 'code' && !Array.isArray(value)))
      continue;
    const first = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

function fieldCodesOf(data: unknown, fields: Record<string, string>): Record<string, string> {
  const codes = (data as { codes?: unknown } | null)?.codes;
  const found: Record<string, string> = {};
  if (!codes || typeof codes !== 'object') return found;
  for (const name of Object.keys(fields)) {
    const value = (codes as Record<string, unknown>)[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') found[name] = first;
  }
  return found;
}

export function describeApiError(error: unknown, now = Date.now()): ApiProblem {
  const e = (error ?? {}) as ErrorLike;
  // The HTTP status also under a body that did not parse (an HTML 5xx, 413 or 429 of a proxy).
  const status = errorStatus(error);
  const data = e.data && typeof e.data === 'object' ? (e.data as Record<string, unknown>) : null;
  const detail = typeof data?.detail === 'string' ? data.detail : null;
  const fields = fieldsOf(data);
  const code = typeof data?.code === 'string' ? data.code : null;
  const problem: ApiProblem = {
    kind: 'other',
    status,
    fields,
    fieldCodes: fieldCodesOf(data, fields),
    detail,
    code,
    retryAfterSeconds: null,
  };

  if (isNetworkError(e)) return { ...problem, kind: 'network' };
  if (status === 429) {
    const fromDetail = detail?.match(/(\d+)\s*second/)?.[1];
    const seconds =
      parseRetryAfter(e.retryAfter, now) ??
      (fromDetail ? Number(fromDetail) : DEFAULT_RETRY_AFTER_SECONDS);
    // A 429 body names no fields: its `code` ("too_many_attempts") is an error code, not the
    // one-time code field, and must not show under the code boxes.
    return {
      ...problem,
      kind: 'rateLimited',
      fields: {},
      fieldCodes: {},
      retryAfterSeconds: seconds,
    };
  }
  if (status !== null && status >= 500) return { ...problem, kind: 'server' };
  if (status === 400 && Object.keys(fields).length > 0) return { ...problem, kind: 'fields' };
  return problem;
}
