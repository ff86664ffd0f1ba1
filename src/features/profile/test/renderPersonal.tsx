/**
 * Test helpers for the personal account: a profile, the reference lists, and the page rendered
 * with the global snackbar (where the SPEC §8 save messages appear) and the header's user menu
 * (to see the avatar change there).
 */
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { referencesReducer } from '@/features/references/referencesSlice';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { UserMenu } from '@/features/profile/UserMenu/UserMenu';
import type { Certificate, Profile } from '@/shared/contract/profile';
import { installSignalShim } from '@/shared/ui/jsdomSignalShim';
import { API, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/renderWithProviders';
import { authState } from '@/test/testStore';
import { PersonalPage } from '../pages/PersonalPage';

// Screens here wait on the network, lazy chunks and the 250 ms snackbar switch: on a busy
// machine that can outlast Testing Library's 1 s default (only in the files using this helper).
configure({ asyncUtilTimeout: 3000 });

// maska registers its listeners with an AbortSignal that jsdom rejects without the shim.
installSignalShim();

export const profile: Profile = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Ivanova',
  middle_name: 'Sergeevna',
  email: 'anna@demo.edu',
  phone: '+7 (916) 555-01-23',
  photo: null,
  city: 1,
  specialization: 3,
  about: 'English teacher.',
  is_published: false,
  work_place: { work_place: 1, position: 'Teacher' },
  education: { university: 4, graduation_year: 2015, degree: 'MA in Education' },
};

const named = (names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
export function referencesState() {
  return {
    ...referencesReducer(undefined, { type: 'test/init' }),
    cities: named(['Moscow', 'Kazan', 'Novosibirsk']),
    workPlaces: named(['School No. 57', 'Lyceum 2', 'City University']),
    specializations: named(['Mathematics', 'Physics', 'English']),
    universities: named(['MSU', 'HSE', 'SPbU', 'MPGU']),
  };
}

/** GET /profile/my/ answers `answers` in turn (the last one repeats); counts the calls. */
export function profileEndpoint(...answers: Array<() => Response>) {
  const calls = { count: 0 };
  server.use(
    http.get(`${API}/profile/my/`, () => {
      calls.count += 1;
      return (answers[calls.count - 1] ?? answers[answers.length - 1])();
    }),
  );
  return calls;
}

export function certificatesEndpoint(
  answer: () => Response = () => HttpResponse.json([] as Certificate[]),
) {
  server.use(http.get(`${API}/profile/certificates/`, answer));
}

export function renderPersonal(options: { withMenu?: boolean; locale?: 'en' | 'ru' } = {}) {
  return renderWithProviders(
    <>
      {options.withMenu && <UserMenu />}
      <PersonalPage />
      <Snackbar />
    </>,
    {
      route: '/personal',
      locale: options.locale,
      preloadedState: {
        auth: authState({ accessToken: 'a1', refreshToken: 'r1' }),
        references: referencesState(),
      },
    },
  );
}

/** The body of the last request to `path` with `method`, parsed as JSON. */
export function captureJson(
  method: 'post' | 'put',
  path: string,
  answer: (body: Record<string, unknown>) => Response,
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}
