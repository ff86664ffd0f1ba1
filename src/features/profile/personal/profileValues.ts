/** The personal data form's values, built from the Profile and turned back into a save body. */
import type { Profile, ProfileUpdate } from '@/shared/contract/profile';
import { changedFields } from './changedFields';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  middle_name: string;
  phone: string;
  city: number | null;
  specialization: number | null;
  about: string;
}
export type ProfileField = keyof ProfileValues;
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'first_name',
  'last_name',
  'middle_name',
  'phone',
  'city',
  'specialization',
  'about',
];

/** The contract's limit (src/shared/contract/profile.ts). */
export const ABOUT_MAX = 2000;

export function valuesOf(profile: Profile): ProfileValues {
  const { first_name, last_name, middle_name, phone, city, specialization, about } = profile;
  return { first_name, last_name, middle_name, phone, city, specialization, about };
}

/** The fields changed since `base`, the values the form loaded or last saved (./changedFields.ts). */
export function saveBody(values: ProfileValues, base: ProfileValues): ProfileUpdate {
  return changedFields({ ...values, phone: values.phone.trim() }, base);
}
