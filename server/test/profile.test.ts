import { Profile, PublicProfile } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { ANNA, bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let anna: string;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  anna = (await login(app, ANNA)).access;
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  payload?: object,
) => app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });

describe('own profile', () => {
  it('GET answers the Profile of the token’s user', async () => {
    const res = await call('GET', '/profile/my/', anna);
    expect(res.statusCode).toBe(200);
    expectShape(Profile, res.json());
    expect(res.json()).toMatchObject({
      id: 1,
      email: ANNA,
      work_place: { work_place: 1, position: 'Teacher' },
      education: { university: 1, graduation_year: 2010, degree: 'MA' },
    });
    expect((await call('GET', '/profile/my/', james)).json()).toMatchObject({
      id: 2,
      work_place: null,
      education: null,
      photo: null,
    });
  });

  it('POST is a partial update; id, email and photo in the body are ignored', async () => {
    const res = await call('POST', '/profile/my/', james, {
      about: 'Hi',
      city: 2,
      is_published: true,
      id: 1,
      email: 'x@y.z',
      photo: '/evil.jpg',
    });
    expect(res.statusCode).toBe(200);
    expectShape(Profile, res.json());
    expect(res.json()).toMatchObject({
      id: 2,
      email: JAMES,
      photo: null,
      about: 'Hi',
      city: 2,
      is_published: true,
      first_name: 'James',
    });
    expect((await call('GET', '/profile/my/', anna)).json()).toMatchObject({
      id: 1,
      about: 'Teacher',
      city: 1,
    });
    expect((await call('POST', '/profile/my/', james, { city: null })).json().city).toBeNull();
  });

  it('POST rejects unknown reference ids, blanks and wrong types with field errors', async () => {
    expect(
      (await call('POST', '/profile/my/', james, { city: 99, specialization: 42 })).json(),
    ).toEqual({
      city: ['Invalid input. Select from the list'],
      specialization: ['Invalid input. Select from the list'],
      codes: { city: ['invalid_choice'], specialization: ['invalid_choice'] },
    });
    expect((await call('POST', '/profile/my/', james, { first_name: '' })).json()).toEqual({
      first_name: ['This field may not be blank.'],
      codes: { first_name: ['blank'] },
    });
    expect((await call('POST', '/profile/my/', james, { first_name: '   ' })).json()).toEqual({
      first_name: ['This field may not be blank.'],
      codes: { first_name: ['blank'] },
    });
    expect((await call('POST', '/profile/my/', james, { is_published: 'yes' })).json()).toEqual({
      is_published: [expect.any(String)],
      codes: { is_published: ['invalid_type'] },
    });
    expect(
      (await call('POST', '/profile/my/', james, { about: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/profile/my/', james)).json().first_name).toBe('James');
  });

  it('PUT WorkPlaceUpdate and EducationUpdate merge and answer the whole Profile', async () => {
    const wp = await call('PUT', '/profile/WorkPlaceUpdate/', james, { work_place: 2 });
    expect(wp.statusCode).toBe(200);
    expectShape(Profile, wp.json());
    expect(wp.json().work_place).toEqual({ work_place: 2, position: '' });
    expect(
      (await call('PUT', '/profile/WorkPlaceUpdate/', james, { position: 'Head' })).json()
        .work_place,
    ).toEqual({ work_place: 2, position: 'Head' });
    const edu = await call('PUT', '/profile/EducationUpdate/', james, {
      university: 2,
      graduation_year: 2015,
      degree: 'BSc',
    });
    expect(edu.json().education).toEqual({ university: 2, graduation_year: 2015, degree: 'BSc' });
    expect(
      (await call('PUT', '/profile/EducationUpdate/', james, { university: 77 })).json(),
    ).toEqual({
      university: ['Invalid input. Select from the list'],
      codes: { university: ['invalid_choice'] },
    });
    expect(
      (await call('PUT', '/profile/EducationUpdate/', james, { graduation_year: 1800 })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', '/profile/WorkPlaceUpdate/', james, { work_place: 'City School' }))
        .statusCode,
    ).toBe(400);
  });

  it('everything personal answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/profile/my/'],
      ['POST', '/profile/my/'],
      ['PUT', '/profile/WorkPlaceUpdate/'],
      ['PUT', '/profile/EducationUpdate/'],
      ['GET', '/profile/certificates/'],
      ['POST', '/profile/my/photo/'],
    ] as const) {
      expect([
        url,
        (await call(method, url, null, method === 'GET' ? undefined : {})).statusCode,
      ]).toEqual([url, 401]);
    }
  });
});

describe('public profiles', () => {
  it('answers published profiles without email and phone, to anyone', async () => {
    const res = await call('GET', '/profile/1/public/', null);
    expect(res.statusCode).toBe(200);
    expectShape(PublicProfile, res.json());
    expect(res.json()).not.toHaveProperty('email');
    expect(res.json()).not.toHaveProperty('phone');
    expect(res.json().certificates).toEqual([]);
  });

  it('404 unless published; 401 for an invalid token', async () => {
    expect((await call('GET', '/profile/2/public/', null)).statusCode).toBe(404);
    expect((await call('GET', '/profile/2/public/', james)).statusCode).toBe(404);
    expect((await call('GET', '/profile/99/public/', null)).statusCode).toBe(404);
    expect((await call('GET', '/profile/1/public/', 'bad-token')).statusCode).toBe(401);
    await call('POST', '/profile/my/', james, { is_published: true });
    expect((await call('GET', '/profile/2/public/', null)).statusCode).toBe(200);
  });
});
