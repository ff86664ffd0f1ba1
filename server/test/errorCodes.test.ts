/** Error codes: every kind of validation failure has its code, taken from TypeBox's error type. */
import { Type, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { Nullable } from '../../src/shared/contract/common';
import { Email } from '../../src/shared/contract/auth';
import {
  DetailError,
  ErrorCode,
  FieldCodes,
  FieldMessages,
} from '../../src/shared/contract/errors';
import type { App } from '../context';
import { bodyErrors, issueOf } from '../lib/validationMessages';
import { ANNA, login, makeApp } from './helpers';

const Body = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 5 }),
  nick: Type.Optional(Type.String({ minLength: 3 })),
  email: Type.Optional(Email),
  zip: Type.Optional(Type.String({ pattern: '^[0-9]{5}$' })),
  flag: Type.Optional(Type.Boolean()),
  age: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  score: Type.Optional(Type.Number({ exclusiveMaximum: 10 })),
  year: Type.Optional(Nullable(Type.Integer({ minimum: 1950 }))),
  kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
  tags: Type.Optional(Type.Array(Type.Integer(), { minItems: 1, maxItems: 2 })),
  even: Type.Optional(Type.Integer({ multipleOf: 2 })),
});

/** The body the server answers for `value` (what the validator hands the error handler). */
function answer(schema: TSchema, value: unknown) {
  return bodyErrors([...TypeCompiler.Compile(schema).Errors(value)].map(issueOf));
}
const codesOf = (value: object) => (answer(Body, { name: 'Ann', ...value }) as never)['codes'];

describe('validation codes', () => {
  it.each([
    [{ name: undefined }, 'name', 'required', 'This field is required.'],
    [{ name: '' }, 'name', 'blank', 'This field may not be blank.'],
    [{ nick: 'ab' }, 'nick', 'too_short', undefined],
    [{ name: 'Annabel' }, 'name', 'too_long', undefined],
    [{ email: 'not-an-email' }, 'email', 'invalid_email', 'Enter a valid email address.'],
    [{ email: 'a@' }, 'email', 'invalid_email', 'Enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@b.cd` }, 'email', 'invalid_email', undefined],
    [{ email: 42 }, 'email', 'invalid_type', undefined],
    [{ zip: '12ab' }, 'zip', 'invalid_format', undefined],
    [{ name: 42 }, 'name', 'invalid_type', undefined],
    [{ flag: 'yes' }, 'flag', 'invalid_type', undefined],
    [{ tags: 'all' }, 'tags', 'invalid_type', undefined],
    [{ age: 'ten' }, 'age', 'not_a_number', undefined],
    [{ age: 1.5 }, 'age', 'not_a_number', undefined],
    [{ age: 0 }, 'age', 'out_of_range', undefined],
    [{ age: 121 }, 'age', 'out_of_range', undefined],
    [{ score: 10 }, 'score', 'out_of_range', undefined],
    [{ year: 1800 }, 'year', 'out_of_range', 'Invalid value.'],
    [{ year: 'soon' }, 'year', 'not_a_number', 'Invalid value.'],
    [{ kind: 'c' }, 'kind', 'invalid_choice', 'Invalid value.'],
    [{ tags: [] }, 'tags', 'too_short', undefined],
    [{ tags: [1, 2, 3] }, 'tags', 'too_long', undefined],
    [{ tags: ['x'] }, 'tags', 'not_a_number', undefined],
    [{ even: 3 }, 'even', 'invalid', undefined],
  ])('%j: %s is %s', (value, field, code, message) => {
    // Through JSON, as a request body arrives (a missing name is no key at all).
    const sent = JSON.parse(JSON.stringify({ name: 'Ann', ...value })) as unknown;
    const body = answer(Body, sent) as Record<string, unknown>;
    expect(body.codes).toEqual({ [field]: [code] });
    expect(body[field]).toEqual([message ?? expect.any(String)]);
    const { codes, ...messages } = body;
    expect(Value.Check(FieldCodes, codes)).toBe(true);
    expect(Value.Check(FieldMessages, messages)).toBe(true);
  });

  it('gives each field one message and one code, in parallel', () => {
    expect(answer(Body, { name: '', age: 0 })).toEqual({
      name: ['This field may not be blank.'],
      age: [expect.any(String)],
      codes: { name: ['blank'], age: ['out_of_range'] },
    });
    expect(codesOf({ kind: 'a', year: null })).toEqual({});
  });

  it('does not read TypeBox’s English: a reworded message keeps its code', () => {
    const [error] = [...TypeCompiler.Compile(Body).Errors({ name: '' })];
    expect(issueOf({ ...error, message: 'Ein ganz anderer Text' }).code).toBe('blank');
  });

  it('answers a body that is not an object with {detail, code}', () => {
    const body = answer(Body, [1, 2]);
    expect(body).toEqual({ detail: expect.any(String), code: 'invalid_body' });
    expect(Value.Check(DetailError, body)).toBe(true);
  });
});

describe('codes over HTTP', () => {
  let app: App;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(() => app.close());

  it('a body rule and a route rule each answer their code', async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api${url}`, payload });
    expect((await post('/auth/verify/', { email: ANNA, code: '12' })).json()).toEqual({
      code: ['Enter the 4-digit code.'],
      codes: { code: ['invalid_format'] },
    });
    const { access } = await login(app, ANNA);
    const res = await app.inject({
      method: 'POST',
      url: '/api/profile/my/',
      headers: { authorization: `Bearer ${access}` },
      payload: { last_name: ' ' },
    });
    expect(res.json()).toEqual({
      last_name: ['This field may not be blank.'],
      codes: { last_name: ['blank'] },
    });
  });

  it('401s carry their codes', async () => {
    const me = await app.inject({ url: '/api/profile/my/' });
    expect(me.json()).toEqual({ detail: expect.any(String), code: 'unauthorized' });
    const bad = await app.inject({
      url: '/api/profile/my/',
      headers: { authorization: 'Bearer nope' },
    });
    expect(bad.json()).toEqual({ detail: expect.any(String), code: 'token_invalid' });
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: 'nope' },
    });
    expect(refresh.json()).toEqual({
      detail: 'Token is invalid or expired',
      code: 'token_invalid',
    });
    expect(Value.Check(ErrorCode, 'token_invalid')).toBe(true);
  });
});
