/** Profile, public profile and community member shapes from the people table. */
import type { Member } from '../../src/shared/contract/content';
import type { Profile, PublicProfile } from '../../src/shared/contract/profile';
import { certificatesOf } from '../certificates/store';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { first } from '../db/query';
import { mediaUrl } from '../lib/urls';

export interface PersonRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  phone: string;
  photo: string | null;
  role: 'mentor' | 'expert' | 'member';
  city_id: number | null;
  specialization_id: number | null;
  about: string;
  is_published: number;
  has_work_place: number;
  work_place_id: number | null;
  position: string;
  has_education: number;
  university_id: number | null;
  graduation_year: number | null;
  degree: string;
}

export const personById = (db: Db, id: number) =>
  first<PersonRow>(db, sql`SELECT * FROM people WHERE id = ${id}`);

export function profileOf(p: PersonRow): Profile {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    middle_name: p.middle_name,
    email: p.email,
    phone: p.phone,
    photo: mediaUrl(p.photo),
    city: p.city_id,
    specialization: p.specialization_id,
    about: p.about,
    is_published: p.is_published === 1,
    work_place: p.has_work_place ? { work_place: p.work_place_id, position: p.position } : null,
    education: p.has_education
      ? { university: p.university_id, graduation_year: p.graduation_year, degree: p.degree }
      : null,
  };
}

export async function publicProfileOf(db: Db, p: PersonRow): Promise<PublicProfile> {
  const { email: _email, phone: _phone, ...rest } = profileOf(p);
  return { ...rest, certificates: await certificatesOf(db, p.id) };
}

export function memberOf(p: PersonRow): Member {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    middle_name: p.middle_name,
    photo: mediaUrl(p.photo),
    role: p.role,
    specialization: p.specialization_id,
    city: p.city_id,
    about: p.about,
  };
}
