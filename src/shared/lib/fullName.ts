import type { Profile } from '@/shared/contract/profile';

/** SPEC §2: first, last and middle name, in that order; empty parts are skipped. */
export function fullName(
  profile: Pick<Profile, 'first_name' | 'last_name' | 'middle_name'>,
): string {
  return [profile.first_name, profile.last_name, profile.middle_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
