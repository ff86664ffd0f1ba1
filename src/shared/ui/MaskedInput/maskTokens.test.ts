import { Mask } from 'maska';
import { maskTokens, PHONE_MASK } from './maskTokens';

const masked = (mask: string, input: string) =>
  new Mask({ mask, tokens: maskTokens }).masked(input);
const unmasked = (mask: string, input: string) =>
  new Mask({ mask, tokens: maskTokens }).unmasked(input);

describe('mask tokens (SPEC §5.3)', () => {
  it('# accepts digits only', () => {
    expect(masked('###', '1a2b3')).toBe('123');
    expect(masked('###', 'abc')).toBe('');
  });

  it('X and * accept letters and digits (any script), not punctuation', () => {
    expect(masked('XXXX', 'a-1_Ж9')).toBe('a1Ж9');
    expect(masked('****', 'b.2,Q!7')).toBe('b2Q7');
  });

  it('@ accepts letters only, Cyrillic included', () => {
    expect(masked('@@@', '1aб2Z')).toBe('aбZ');
  });

  it('A accepts letters and turns them uppercase', () => {
    expect(masked('AA-##', 'ab12')).toBe('AB-12');
    expect(masked('AA', 'жq')).toBe('ЖQ');
    expect(masked('AA', '12')).toBe('');
  });

  it('a accepts letters and turns them lowercase', () => {
    expect(masked('aaa', 'AbЯ')).toBe('abя');
    expect(masked('aaa', '1')).toBe('');
  });

  it('! escapes a token character so it is a literal', () => {
    expect(masked('!#-###', '123')).toBe('#-123');
    expect(masked('!A##', '45')).toBe('A45');
  });

  it('9 repeats digits any number of times', () => {
    expect(masked('#-9', '123456789')).toBe('1-23456789');
    expect(masked('$ 9', '1000')).toBe('$ 1000');
    expect(masked('9', '')).toBe('');
  });

  it('the phone mask formats and unmasks', () => {
    expect(masked(PHONE_MASK, '79161234567')).toBe('+7 (916) 123-45-67');
    expect(unmasked(PHONE_MASK, '+7 (916) 123-45-67')).toBe('79161234567');
  });
});
