import { http, HttpResponse } from 'msw';
import { learningApi } from '@/features/learning/learningApi';
import { setNavigator } from '@/shared/lib/navigation';
import { readTokensFromCookies } from '@/shared/lib/tokenCookies';
import { deferred } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';

const course = (id: number) => ({ id, type: 'course', name: `Course ${id}` });

/** A server where only `valid` is a good access token and refresh r1 rotates to a2/r2. */
function tokenServer(options: { holdRefresh?: Promise<void> } = {}) {
  const calls = { refresh: [] as unknown[], courses: [] as string[] };
  let valid = 'a-never';
  server.use(
    http.post(`${API}/auth/refresh/`, async ({ request }) => {
      calls.refresh.push(await request.json());
      await options.holdRefresh;
      valid = 'a2';
      return HttpResponse.json({ access: 'a2', refresh: 'r2' });
    }),
    http.get(`${API}/courses/:id/`, ({ request, params }) => {
      const auth = request.headers.get('authorization');
      calls.courses.push(`${params.id}:${auth}`);
      return auth === `Bearer ${valid}`
        ? HttpResponse.json(course(Number(params.id)))
        : HttpResponse.json({ detail: 'expired' }, { status: 401 });
    }),
  );
  return calls;
}

describe('re-auth: one refresh for many 401s', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setNavigator(() => {});
  });
  afterEach(() => restore());

  it('20 concurrent 401s cause exactly one refresh and 20 successful retries', async () => {
    const release = deferred();
    const calls = tokenServer({ holdRefresh: release.promise });
    const store = loggedInStore('a1', 'r1');

    const requests = Array.from({ length: 20 }, (_, i) =>
      store.dispatch(learningApi.endpoints.getCourse.initiate(i + 1)),
    );
    // Let all twenty 401s arrive while the single refresh is still on the wire.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release.resolve();
    const results = await Promise.all(requests);

    expect(calls.refresh).toEqual([{ refresh: 'r1' }]);
    expect(results.map((r) => r.data?.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(calls.courses.filter((c) => c.endsWith('Bearer a1'))).toHaveLength(20);
    expect(calls.courses.filter((c) => c.endsWith('Bearer a2'))).toHaveLength(20);
    expect(store.getState().auth).toMatchObject({ accessToken: 'a2', refreshToken: 'r2' });
    expect(readTokensFromCookies()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('a 401 that arrives after the token was already rotated is retried without refreshing', async () => {
    const calls = { refresh: 0, late: [] as (string | null)[] };
    const holdLate = deferred();
    server.use(
      http.post(`${API}/auth/refresh/`, () => {
        calls.refresh += 1;
        return HttpResponse.json({ access: 'a2', refresh: 'r2' });
      }),
      http.get(`${API}/courses/1/`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer a2'
          ? HttpResponse.json(course(1))
          : HttpResponse.json({ detail: 'expired' }, { status: 401 }),
      ),
      http.get(`${API}/courses/2/`, async ({ request }) => {
        const auth = request.headers.get('authorization');
        calls.late.push(auth);
        if (auth === 'Bearer a2') return HttpResponse.json(course(2));
        await holdLate.promise; // this 401 is slow: it comes back after the refresh is done
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const store = loggedInStore('a1', 'r1');
    const late = store.dispatch(learningApi.endpoints.getCourse.initiate(2));
    const first = await store.dispatch(learningApi.endpoints.getCourse.initiate(1));
    expect(first.data?.id).toBe(1);
    expect(calls.refresh).toBe(1);

    holdLate.resolve();
    const lateResult = await late;
    expect(lateResult.data?.id).toBe(2);
    expect(calls.late).toEqual(['Bearer a1', 'Bearer a2']);
    expect(calls.refresh).toBe(1);
  });

  it('a second refresh happens for a later, separate expiry', async () => {
    let refreshes = 0;
    let valid = 'a2';
    server.use(
      http.post(`${API}/auth/refresh/`, () => {
        refreshes += 1;
        valid = `a${refreshes + 1}`;
        return HttpResponse.json({ access: valid, refresh: `r${refreshes + 1}` });
      }),
      http.get(`${API}/courses/:id/`, ({ request, params }) =>
        request.headers.get('authorization') === `Bearer ${valid}`
          ? HttpResponse.json(course(Number(params.id)))
          : HttpResponse.json({ detail: 'expired' }, { status: 401 }),
      ),
    );
    const store = loggedInStore('a1', 'r1');
    expect((await store.dispatch(learningApi.endpoints.getCourse.initiate(1))).data?.id).toBe(1);
    valid = 'expired-again'; // the server expires a2
    expect((await store.dispatch(learningApi.endpoints.getCourse.initiate(2))).data?.id).toBe(2);
    expect(refreshes).toBe(2);
    expect(store.getState().auth.refreshToken).toBe('r3');
  });
});
