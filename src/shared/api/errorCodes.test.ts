import { createIntl, type MessageDescriptor } from 'react-intl';
import { ErrorCode } from '@/shared/contract/errors';
import en from '../../../i18n/en.json';
import ru from '../../../i18n/ru.json';
import { errorCodeTexts, isErrorCode, localizeError } from './errorCodes';

const CODES = ErrorCode.anyOf.map((literal) => literal.const);
const intlOf = (locale: 'en' | 'ru', messages: Record<string, string>) => {
  const intl = createIntl({ locale, defaultLocale: 'en', messages });
  return (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
};
const english = intlOf('en', en);
const russian = intlOf('ru', ru);

describe('error codes', () => {
  it('has a text for exactly the contract’s codes', () => {
    expect(Object.keys(errorCodeTexts).sort()).toEqual([...CODES].sort());
  });

  it.each(CODES)('the Russian UI shows %s in Russian', (code) => {
    const shown = localizeError(code, 'Some English text from the server.', russian);
    expect(shown).toBe((ru as Record<string, string>)[errorCodeTexts[code].id!]);
    expect(shown).toMatch(/[а-яё]/i);
    expect(shown).not.toBe(localizeError(code, 'Some English text from the server.', english));
  });

  it('translates the code, not the server’s wording', () => {
    expect(localizeError('code_expired', 'Reworded: that code is old.', english)).toBe(
      'The code has expired. Request a new one.',
    );
    expect(localizeError('code_expired', 'Reworded: that code is old.', russian)).toBe(
      'Срок действия кода истёк. Запросите новый.',
    );
    expect(localizeError('promo_invalid', 'x', english)).toBe(
      'An incorrect promotional code was entered. Check your entry is correct',
    );
  });

  it('shows the server’s text for an unknown code or none', () => {
    expect(localizeError('brand_new_code', 'Something new.', russian)).toBe('Something new.');
    expect(localizeError(null, 'A user with this email already exists.', russian)).toBe(
      'A user with this email already exists.',
    );
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('not_found')).toBe(true);
  });
});
