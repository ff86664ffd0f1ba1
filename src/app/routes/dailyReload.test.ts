import {
  applyDailyReload,
  DAILY_RELOAD_KEY,
  decideDailyReload,
  markLoadedToday,
} from './dailyReload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    value: () => data.get(DAILY_RELOAD_KEY),
  };
}

describe('decideDailyReload (SPEC §4: once per calendar day, by day of month)', () => {
  test('first visit: nothing stored, only store', () => {
    expect(decideDailyReload(null, 14)).toBe('store');
    expect(decideDailyReload('', 14)).toBe('store');
  });
  test('same day: nothing to do', () => {
    expect(decideDailyReload('14', 14)).toBe('none');
  });
  test('another day: reload', () => {
    expect(decideDailyReload('13', 14)).toBe('reload');
    expect(decideDailyReload('31', 1)).toBe('reload');
    expect(decideDailyReload('garbage', 14)).toBe('reload');
  });
});

describe('applyDailyReload', () => {
  const march14 = new Date(2026, 2, 14, 9, 30);

  test('stores the day on the first visit without reloading', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(applyDailyReload({ storage, now: march14, reload })).toBe('store');
    expect(storage.value()).toBe('14');
    expect(reload).not.toHaveBeenCalled();
  });

  test('on a new day writes the new day first, then reloads once', () => {
    const storage = memoryStorage({ [DAILY_RELOAD_KEY]: '13' });
    const reload = jest.fn(() => expect(storage.value()).toBe('14'));
    expect(applyDailyReload({ storage, now: march14, reload })).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page sees today's marker and does not loop.
    expect(applyDailyReload({ storage, now: march14, reload })).toBe('none');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("a page loaded today counts as today's reload", () => {
    const storage = memoryStorage({ [DAILY_RELOAD_KEY]: '2' });
    markLoadedToday({ storage, now: march14 });
    const reload = jest.fn();
    expect(applyDailyReload({ storage, now: march14, reload })).toBe('none');
    expect(reload).not.toHaveBeenCalled();
  });
});
