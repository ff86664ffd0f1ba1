import { http, HttpResponse } from 'msw';
import { authApi } from '@/features/auth/authApi';
import { profileApi } from '@/features/profile/profileApi';
import { referencesApi } from '@/features/references/referencesApi';
import { setNavigator } from '@/shared/lib/navigation';
import { callBaseQuery } from '@/test/callBaseQuery';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { resolveBaseUrl } from './reauthBaseQuery';

const profile = { id: 7, first_name: 'Ann' };

describe('re-auth: what is never retried or authenticated', () => {
  let refreshes: number;
  let restore: () => void;
  beforeEach(() => {
    refreshes = 0;
    restore = setNavigator(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(`${API}/auth/refresh/`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'a2', refresh: 'r2' });
      }),
    );
  });
  afterEach(() => {
    restore();
    jest.restoreAllMocks();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('does not replay a mutation after %s', async (_label, answer) => {
    let posts = 0;
    server.use(
      http.post(`${API}/profile/my/`, () => {
        posts += 1;
        return answer();
      }),
    );
    const store = loggedInStore();
    const result = await store.dispatch(
      profileApi.endpoints.saveProfile.initiate({ first_name: 'Ann' }),
    );
    expect('error' in result && result.error).toBeTruthy();
    expect(posts).toBe(1);
    expect(refreshes).toBe(0);
  });

  it('replays a mutation once after a 401 fixed by a refresh', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${API}/profile/my/`, ({ request }) => {
        const auth = request.headers.get('authorization') ?? 'none';
        seen.push(auth);
        return auth === 'Bearer a2'
          ? HttpResponse.json(profile)
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    const result = await store.dispatch(
      profileApi.endpoints.saveProfile.initiate({ first_name: 'Ann' }),
    );
    expect('data' in result && result.data).toEqual(profile);
    expect(seen).toEqual(['Bearer a1', 'Bearer a2']);
    expect(refreshes).toBe(1);
  });

  it('sends the bearer token on protected calls and none on reference, tag and theme calls', async () => {
    const headers: Record<string, string | null> = {};
    const record = (path: string) =>
      http.get(`${API}${path}`, ({ request }) => {
        headers[path] = request.headers.get('authorization');
        return HttpResponse.json(path === '/profile/my/' ? profile : []);
      });
    server.use(
      record('/profile/my/'),
      record('/references/cities/'),
      record('/references/tags/'),
      record('/courses/themes/'),
    );
    const store = loggedInStore('a1', 'r1');
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    await store.dispatch(referencesApi.endpoints.getCities.initiate());
    await store.dispatch(referencesApi.endpoints.getTags.initiate());
    await store.dispatch(referencesApi.endpoints.getThemes.initiate());
    expect(headers).toEqual({
      '/profile/my/': 'Bearer a1',
      '/references/cities/': null,
      '/references/tags/': null,
      '/courses/themes/': null,
    });
  });

  it('never re-authenticates a public call or an auth call', async () => {
    server.use(
      http.get(`${API}/references/cities/`, () =>
        HttpResponse.json({ detail: 'no' }, { status: 401 }),
      ),
      http.post(`${API}/auth/login/`, () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );
    const store = loggedInStore('a1', 'r1');
    await store.dispatch(referencesApi.endpoints.getCities.initiate());
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'ann@example.com' }));
    expect(refreshes).toBe(0);
    expect(store.getState().auth.accessToken).toBe('a1');
  });

  it('treats a redirect as an error and does not follow it (SPEC §9: maximum redirects 0)', async () => {
    let followed = 0;
    server.use(
      http.get(
        `${API}/courses/1/`,
        () => new HttpResponse(null, { status: 302, headers: { Location: `${API}/elsewhere/` } }),
      ),
      http.get(`${API}/elsewhere/`, () => {
        followed += 1;
        return HttpResponse.json({});
      }),
    );
    const result = await callBaseQuery(loggedInStore(), '/courses/1/');
    expect(result.error).toBeDefined();
    expect(result.data).toBeUndefined();
    expect(followed).toBe(0);
  });

  it('resolves a relative API base against the page origin and keeps absolute ones', () => {
    expect(resolveBaseUrl('/api')).toBe('http://localhost/api');
    expect(resolveBaseUrl('https://api.example.com/v1')).toBe('https://api.example.com/v1');
  });
});

describe('the language the app is shown in', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('goes with every call as Accept-Language, so the server mails codes in it', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(`${API}/auth/login/`, ({ request }) => {
        seen.push(request.headers.get('accept-language'));
        return HttpResponse.json({ detail: 'sent' });
      }),
    );
    const store = loggedInStore();
    document.documentElement.lang = 'ru';
    await callBaseQuery(store, { url: '/auth/login/', method: 'POST', body: { email: 'a@b.c' } });
    document.documentElement.lang = 'en';
    await callBaseQuery(store, { url: '/auth/login/', method: 'POST', body: { email: 'a@b.c' } });
    expect(seen).toEqual(['ru', 'en']);
  });
});
