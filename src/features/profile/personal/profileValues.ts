/** The personal data form's values, built from the Profile and turned back into a save body. */
import type { Profile, ProfileUpdate } from '@/shared/contract/profile';

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

/** The SPEC example mask, and one digit more for longer country codes (maska picks by length, so both share a shape). */
export const PHONE_MASKS = ['+# (###) ###-##-##', '+## (###) ###-##-##'];
const PHONE_DIGITS = [11, 12];

export function valuesOf(profile: Profile): ProfileValues {
  const { first_name, last_name, middle_name, phone, city, specialization, about } = profile;
  return { first_name, last_name, middle_name, phone, city, specialization, about };
}

export function saveBody(values: ProfileValues): ProfileUpdate {
  return { ...values, phone: values.phone.trim() };
}

/** Empty, or as many digits as one of the masks holds. */
export function isPhoneComplete(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return digits === 0 || PHONE_DIGITS.includes(digits);
}
