import { DEFAULT_RETRY_AFTER_SECONDS, describeApiError, parseRetryAfter } from './apiErrors';

const NOW = Date.parse('2026-05-01T10:00:00Z');

describe('describeApiError', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(parseRetryAfter('42', NOW)).toBe(42);
    expect(parseRetryAfter('Fri, 01 May 2026 10:01:30 GMT', NOW)).toBe(90);
    expect(parseRetryAfter('0', NOW)).toBe(1);
    expect(parseRetryAfter('soon', NOW)).toBeNull();
    expect(parseRetryAfter(undefined, NOW)).toBeNull();
  });

  it('classifies 429s with the wait from the header, the detail, or a minute', () => {
    expect(
      describeApiError({ status: 429, data: { detail: 'x' }, retryAfter: '7' }, NOW),
    ).toMatchObject({ kind: 'rateLimited', retryAfterSeconds: 7 });
    expect(
      describeApiError({ status: 429, data: { detail: 'Try again in 12 seconds.' } }, NOW)
        .retryAfterSeconds,
    ).toBe(12);
    expect(describeApiError({ status: 429, data: null }, NOW).retryAfterSeconds).toBe(
      DEFAULT_RETRY_AFTER_SECONDS,
    );
    // The long per-email wait: its `code` is an error code, not the one-time code field.
    expect(
      describeApiError(
        { status: 429, data: { detail: 'x', code: 'too_many_attempts' }, retryAfter: '3600' },
        NOW,
      ),
    ).toMatchObject({
      kind: 'rateLimited',
      fields: {},
      retryAfterSeconds: 3600,
    });
  });

  it('keeps the first message of each field of a 400 and the detail of others', () => {
    const fields = describeApiError({
      status: 400,
      data: { email: ['taken', 'second'], phone: 'plain' },
    });
    expect(fields).toMatchObject({ kind: 'fields', fields: { email: 'taken', phone: 'plain' } });
    expect(describeApiError({ status: 403, data: { detail: 'No.' } })).toMatchObject({
      kind: 'other',
      detail: 'No.',
      code: null,
      fields: {},
    });
  });

  it('keeps the codes: each field’s first one, and the code of a detail', () => {
    expect(
      describeApiError({
        status: 400,
        data: {
          email: ['taken', 'second'],
          code: ['Invalid code'],
          codes: { email: ['invalid_email', 'other'], code: ['invalid_code'] },
        },
      }),
    ).toMatchObject({
      kind: 'fields',
      fields: { email: 'taken', code: 'Invalid code' },
      fieldCodes: { email: 'invalid_email', code: 'invalid_code' },
      code: null,
    });
    // A string `code` is the body's error code, never the one-time code field.
    expect(
      describeApiError({ status: 403, data: { detail: 'No.', code: 'forbidden' } }),
    ).toMatchObject({
      kind: 'other',
      detail: 'No.',
      code: 'forbidden',
      fields: {},
      fieldCodes: {},
    });
    expect(describeApiError({ status: 400, data: { email: ['x'] } }).fieldCodes).toEqual({});
  });

  it('tells a lost connection from a server failure', () => {
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).kind).toBe('network');
    expect(describeApiError({ status: 502, data: null }).kind).toBe('server');
    expect(
      describeApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: '<html>' }).kind,
    ).toBe('server');
  });

  it('gives the HTTP status also when the body did not parse (a proxy’s HTML 413)', () => {
    const html413 = { status: 'PARSING_ERROR', originalStatus: 413, data: '<html>' };
    expect(describeApiError(html413)).toMatchObject({ kind: 'other', status: 413 });
    expect(describeApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).status).toBeNull();
  });
});
