/**
 * Compact builder for community people: avatars are referred to by number, work and
 * education by tuples, and emails are derived from the name (ASCII, example.com) unless given.
 */
import type { DemoPerson } from '../types';

export interface PersonSpec {
  id: number;
  first: string;
  last: string;
  middle?: string;
  email?: string;
  phone: string;
  /** Number of avatars/avatar-NN.jpg, or null for the default avatar. */
  avatar: number | null;
  role: DemoPerson['role'];
  city: number | null;
  specialization: number | null;
  about: string;
  published?: boolean;
  /** [work place id or null, position] */
  work: [number | null, string] | null;
  /** [university id or null, graduation year or null, degree] */
  education: [number | null, number | null, string] | null;
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function person(p: PersonSpec): DemoPerson {
  return {
    id: p.id,
    email: p.email ?? `${ascii(p.first)}.${ascii(p.last)}@example.com`,
    first_name: p.first,
    last_name: p.last,
    middle_name: p.middle ?? '',
    phone: p.phone,
    photo: p.avatar === null ? null : `avatars/avatar-${String(p.avatar).padStart(2, '0')}.jpg`,
    role: p.role,
    city: p.city,
    specialization: p.specialization,
    about: p.about,
    is_published: p.published ?? true,
    work_place: p.work && { work_place: p.work[0], position: p.work[1] },
    education: p.education && {
      university: p.education[0],
      graduation_year: p.education[1],
      degree: p.education[2],
    },
  };
}
