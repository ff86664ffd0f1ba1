/** Test data of the ways into paid content: the settings call and the promo redeem call. */
import { http, HttpResponse } from 'msw';
import type { Settings } from '@/shared/contract/profile';
import { API, server } from '@/test/msw/server';

export const accessSettings: Settings = {
  access: { email: 'access@edu.example', url: 'https://edu.example/access' },
};

/** GET /references/settings/ answering `settings`; counts the calls. */
export function settingsEndpoint(settings: Settings = accessSettings) {
  const calls = { count: 0 };
  server.use(
    http.get(`${API}/references/settings/`, () => {
      calls.count += 1;
      return HttpResponse.json(settings);
    }),
  );
  return calls;
}
