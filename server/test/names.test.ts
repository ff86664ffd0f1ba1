/**
 * Names are text (src/shared/contract/names.ts): controls, lone surrogates and bidi overrides are
 * 400 `invalid_characters` (in a work position and a degree too); a name of spaces and invisible
 * characters alone is blank; real names in any script — combining marks, apostrophes, hyphens,
 * Cyrillic, CJK, Persian with ZWNJ — pass.
 */
import { nameProblem, trimName } from '../../src/shared/contract/names';
import type { App } from '../context';
import { ANNA, bearer, login, makeApp } from './helpers';

// One app for the file: each test checks what its own requests answer and leave, so the tests
// need no fresh database each (42 of them, 0.7 s apiece on PostgreSQL).
let app: App;
let anna: string;
beforeAll(async () => {
  app = await makeApp();
  anna = (await login(app, ANNA)).access;
});
afterAll(() => app.close());

const mine = async () =>
  (await app.inject({ url: '/api/profile/my/', headers: bearer(anna) })).json();

const save = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/profile/my/', headers: bearer(anna), payload });

const REFUSED: [string, string][] = [
  ['BEL', 'Ann\u0007a'],
  ['ESC', '\u001B[31mAnna'],
  ['newline', 'Anna\nSmith'],
  ['C1 control', 'Anna\u0085'],
  ['line separator', 'Anna\u2028'],
  ['right-to-left override', 'Ivanova\u202Egpj.exe'],
  ['left-to-right embedding', '\u202AAnna'],
  ['first strong isolate', 'Anna\u2068x\u2069'],
  ['lone high surrogate', '\uD800'],
  ['lone low surrogate', 'A\uDC00'],
  ['reversed pair', 'A\uDE00\uD83D'],
];
const LEGIT = [
  'Zoë',
  'Zoe\u0301', // e + combining acute
  "O'Brien",
  'O’Brien-Smith',
  'Анна-Мария',
  'Ёлкин',
  '王小明',
  'مهر\u200Cناز', // Persian, ZWNJ between letters
  'क्\u200Dष', // Devanagari with ZWJ
  'Jo 😀', // a real surrogate pair
];

describe('names in POST /profile/my/', () => {
  it.each(REFUSED)('refuses %s with 400 invalid_characters at the field', async (_what, name) => {
    const before = await mine();
    for (const field of ['first_name', 'last_name', 'middle_name']) {
      const res = await save({ [field]: name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        [field]: ['Remove control characters and text direction marks from this field.'],
        codes: { [field]: ['invalid_characters'] },
      });
    }
    // Nothing was stored.
    expect(await mine()).toEqual(before);
  });

  it.each(['\u200B', ' \u200B\u200C\u200D ', '\u2060', '\uFEFF', '\u00AD'])(
    'counts %j (invisible only) as blank: 400 for first and last name, empty middle name',
    async (name) => {
      for (const field of ['first_name', 'last_name']) {
        const res = await save({ [field]: name });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          [field]: ['This field may not be blank.'],
          codes: { [field]: ['blank'] },
        });
      }
      const middle = await save({ middle_name: name });
      expect(middle.statusCode).toBe(200);
      expect(middle.json().middle_name).toBe('');
    },
  );

  it.each(LEGIT)('keeps %s as it was typed', async (name) => {
    const res = await save({ first_name: name, last_name: name, middle_name: name });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: name, last_name: name, middle_name: name });
  });

  it('trims invisible characters at the ends, never between letters', async () => {
    const res = await save({ first_name: '\u200BAnna\uFEFF ', last_name: ' مهر\u200Cناز\u200C' });
    expect(res.json()).toMatchObject({ first_name: 'Anna', last_name: 'مهر\u200Cناز' });
  });
});

describe('a work position and a degree', () => {
  // Shown joined with other text ("University · degree · Graduated 2019"), where an override
  // reordered what followed it (an attacker audit): they refuse what names refuse.
  const put = (url: string, payload: object) =>
    app.inject({ method: 'PUT', url, headers: bearer(anna), payload });
  const fields = [
    ['/api/profile/WorkPlaceUpdate/', 'position'],
    ['/api/profile/EducationUpdate/', 'degree'],
  ] as const;

  it.each(REFUSED)('refuse %s with 400 invalid_characters at the field', async (_what, text) => {
    for (const [url, field] of fields) {
      const res = await put(url, { [field]: `Teacher ${text} 2019` });
      expect([field, res.statusCode]).toEqual([field, 400]);
      expect(res.json().codes).toEqual({ [field]: ['invalid_characters'] });
    }
    const { work_place, education } = await mine();
    expect([work_place?.position, education?.degree]).not.toContain(`Teacher ${text} 2019`);
  });

  it('keep text in any script as it was typed', async () => {
    for (const [url, field] of fields)
      for (const text of LEGIT) {
        const res = await put(url, { [field]: text });
        expect(res.statusCode).toBe(200);
        expect(res.json()[field === 'position' ? 'work_place' : 'education'][field]).toBe(text);
      }
  });
});

describe('names at registration', () => {
  const register = (names: object) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { first_name: 'Ann', last_name: 'Lee', email: 'new@example.com', ...names },
    });

  it('refuses controls and bidi overrides, and invisible-only names as blank', async () => {
    const bad = await register({ first_name: 'Ann\u0007', last_name: 'Lee\u202E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().codes).toEqual({
      first_name: ['invalid_characters'],
      last_name: ['invalid_characters'],
    });
    const blank = await register({ first_name: '\u200B', last_name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().codes).toEqual({ first_name: ['blank'], last_name: ['blank'] });
  });

  it('takes a Persian name with ZWNJ', async () => {
    expect((await register({ first_name: 'مهر\u200Cناز' })).statusCode).toBe(201);
  });
});

describe('nameProblem (shared with the app)', () => {
  it('agrees with the server', () => {
    for (const [, name] of REFUSED) expect(nameProblem(name)).toBe('invalid_characters');
    for (const name of LEGIT) expect(nameProblem(name)).toBeNull();
    // NUL never reaches a route: any body holding it is 400 invalid_body (lib/plumbing.ts).
    expect(nameProblem('An\u0000na')).toBe('invalid_characters');
    expect(nameProblem('\u200B \u2060')).toBe('blank');
    expect(nameProblem('')).toBe('blank');
    expect(trimName('\u200B Anna \u2060')).toBe('Anna');
  });
});
