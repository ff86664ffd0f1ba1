/** Test data for the public profile and the community pages (imported by tests only). */
import type { Member } from '@/shared/contract/content';
import type { PublicProfile } from '@/shared/contract/profile';
import type { RootState } from '@/app/store';

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
      {
        id: 1,
        course: { id: 4, name: 'Mentoring New Teachers' },
        issued_at: '2026-10-01T10:00:00Z',
        url: '/api/media/files/certificates/1.pdf',
      },
    ],
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
