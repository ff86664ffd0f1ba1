import { contentLang } from './contentLang';

describe('contentLang', () => {
  it('marks English text in the Russian interface, and Russian text in the English one', () => {
    expect(contentLang('Modern Teaching', 'ru')).toBe('en');
    expect(contentLang('Современное преподавание', 'en')).toBe('ru');
  });

  it('leaves the interface’s own language, mixed and letterless texts unmarked', () => {
    expect(contentLang('Modern Teaching', 'en')).toBeUndefined();
    expect(contentLang('Современное преподавание', 'ru')).toBeUndefined();
    expect(contentLang('Курс Modern Teaching', 'ru')).toBeUndefined();
    expect(contentLang('Курс Modern Teaching', 'en')).toBeUndefined();
    expect(contentLang('2026 — 12:30', 'ru')).toBeUndefined();
    expect(contentLang('', 'ru')).toBeUndefined();
    expect(contentLang(null, 'ru')).toBeUndefined();
  });
});
