/**
 * Test data for the profile and community tests (imported by tests only): public profiles and
 * members, the signed-in user's own profile, the references they point at, and the personal
 * account's endpoints.
 */
import { http, HttpResponse } from 'msw';
import type { RootState } from '@/app/store';
import { referencesReducer } from '@/features/references/referencesSlice';
import type { Member } from '@/shared/contract/content';
import type { Course } from '@/shared/contract/learning';
import type {
  Certificate,
  CertificateVerification,
  Profile,
  PublicProfile,
} from '@/shared/contract/profile';
import { API, server } from '@/test/msw/server';
import { signedIn } from '@/test/utils';

export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 27,
    first_name: 'Fatima',
    last_name: 'Al-Sayed',
    middle_name: '',
    photo: '/api/media/files/avatars/avatar-11.jpg',
    city: 6,
    specialization: 5,
    about: 'Deputy headteacher.',
    is_published: true,
    work_place: { work_place: 3, position: 'Deputy headteacher' },
    education: { university: 2, graduation_year: 2008, degree: 'MA in Educational Leadership' },
    certificates: [
      makeCertificate({
        id: 1,
        public_id: '5d1c0e9a7b3f42a8c6e01f27',
        course: { id: 4, name: 'Mentoring New Teachers' },
        issued_at: '2026-10-01T10:00:00Z',
      }),
    ],
    ...overrides,
  };
}

export function makeCertificate(overrides: Partial<Certificate> = {}): Certificate {
  const public_id = overrides.public_id ?? '9f2b7c41e08d5a6b3c1e4f70';
  return {
    id: 3,
    public_id,
    course: { id: 2, name: 'Inclusive Classroom' },
    issued_at: '2026-11-02T09:30:00Z',
    url: `/api/certificates/${public_id}/pdf/`,
    ...overrides,
  };
}

/** GET /certificates/{public_id}/ as the API answers it (the holder's profile unpublished). */
export function makeVerification(
  overrides: Partial<CertificateVerification> = {},
): CertificateVerification {
  const public_id = overrides.public_id ?? '9f2b7c41e08d5a6b3c1e4f70';
  return {
    public_id,
    holder: { first_name: 'Anna', last_name: 'Ivanova', middle_name: '', profile_id: null },
    course: { id: 2, name: 'Inclusive Classroom' },
    sponsor: { id: 5, name: 'EduFund' },
    issued_at: '2026-11-02T09:30:00Z',
    pdf_url: `/api/certificates/${public_id}/pdf/`,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 27,
    first_name: 'Fatima',
    last_name: 'Al-Sayed',
    middle_name: '',
    photo: null,
    role: 'mentor',
    specialization: 5,
    city: 6,
    about: '',
    ...overrides,
  };
}

/** The references slice with the names the fixtures point at. */
export function referencesState(): RootState['references'] {
  const loaded = 'loaded' as const;
  return {
    cities: [{ id: 6, name: 'London' }],
    workPlaces: [{ id: 3, name: 'Riverside Academy Trust' }],
    specializations: [{ id: 5, name: 'School leader' }],
    universities: [{ id: 2, name: 'University College London' }],
    sponsors: [],
    tags: [],
    themes: [],
    status: {
      cities: loaded,
      workPlaces: loaded,
      specializations: loaded,
      universities: loaded,
      sponsors: loaded,
      tags: loaded,
      themes: loaded,
    },
  };
}

/** The demo user Anna as GET /profile/my/ returns her (the header, the app routes). */
export const anna: Profile = {
  id: 1,
  first_name: 'Anna',
  last_name: 'Petrova',
  middle_name: 'Sergeevna',
  email: 'anna@demo.edu',
  phone: '',
  photo: null,
  city: null,
  specialization: null,
  about: '',
  is_published: false,
  work_place: null,
  education: null,
};

/** The personal account's own profile. */
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

/** The references slice as the personal account's tests expect it (ids 1.. of each list). */
function personalReferences(): RootState['references'] {
  return {
    ...referencesReducer(undefined, { type: 'test/init' }),
    cities: named(['Moscow', 'Kazan', 'Novosibirsk']),
    workPlaces: named(['School No. 57', 'Lyceum 2', 'City University']),
    specializations: named(['Mathematics', 'Physics', 'English']),
    universities: named(['MSU', 'HSE', 'SPbU', 'MPGU']),
  };
}

/** The personal account's store: signed in, with the references loaded. */
export const personalState = (): Partial<RootState> => ({
  ...signedIn,
  references: personalReferences(),
});

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

/**
 * GET /media/search/ as the API's progress filter answers "My learning": `viewed` (in progress)
 * or `completed` courses, the first `page_size` with the whole count. The first `failures`
 * requests answer 500. Returns each request's query.
 */
export function learningEndpoint(
  courses: { viewed?: Course[]; completed?: Course[] } = {},
  failures = 0,
) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/media/search/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      if (requests.length <= failures) return HttpResponse.json({}, { status: 500 });
      const progress = params.get('progress');
      if (params.get('type') !== 'course' || (progress !== 'viewed' && progress !== 'completed'))
        throw new Error(`unexpected catalogue search: ${params}`);
      const all = courses[progress] ?? [];
      const size = Number(params.get('page_size') ?? 12);
      return HttpResponse.json({
        count: all.length,
        page: 1,
        next: null,
        previous: null,
        results: all.slice(0, size),
      });
    }),
  );
  return requests;
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
