import { Mask } from 'maska';
import { maskTokens } from '@/shared/ui/MaskedInput/maskTokens';
import { countryCodeLength, isPhoneComplete, phoneMask } from './phoneMask';

/** What the field shows for what was typed (maska with the app's tokens and this mask). */
const shown = (typed: string) => new Mask({ mask: phoneMask, tokens: maskTokens }).masked(typed);

test.each([
  ['+7 916 555 01 23', '+7 (916) 555-01-23'],
  ['+1 212 555 0100', '+1 (212) 555-01-00'],
  ['+49 30 1234567', '+49 301 234 567'],
  ['+33 1 23 45 67 89', '+33 123 456 789'],
  ['+358 9 1234567', '+358 912 345 67'],
  ['+380 44 123 4567', '+380 441 234 567'],
  ['+44 20 7946 0958', '+44 207 946 095 8'],
])('%s shows as %s: the country code whole', (typed, masked) => {
  expect(shown(typed)).toBe(masked);
});

test('at most the 15 digits of E.164', () => {
  expect(shown('+49 1234 5678 9012 3456').replace(/\D/g, '')).toHaveLength(15);
});

test.each([
  ['7916', 1],
  ['1212', 1],
  ['4930', 2],
  ['2012', 2],
  ['3589', 3],
  ['3804', 3],
  ['9715', 3],
])('%s has a country code of %i digits', (digits, length) => {
  expect(countryCodeLength(digits)).toBe(length);
});

test.each([
  ['', true],
  ['+7 (916) 555-01-23', true],
  ['+7 (916) 555', false],
  ['+49 301 234 567', true],
  ['+358 912 345 67', true],
  ['+49 30', false],
  ['+1 (212) 555-01-0', false],
])('"%s" complete: %s', (phone, complete) => {
  expect(isPhoneComplete(phone)).toBe(complete);
});
