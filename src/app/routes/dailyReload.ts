/**
 * Daily reload of public routes (SPEC §4): a page open across midnight forces one full reload
 * on the next navigation to a public route, so long-lived tabs pick up a fresh build and fresh
 * data. Tracked by the stored day of month ("a stored day number").
 *
 * Decisions where the spec is silent:
 * - A full page load is itself that day's reload: main.tsx stores today's day on boot, so a tab
 *   opened today never reloads a second time.
 * - The very first visit (nothing stored) only stores the day.
 * - The day is written before reloading, so the reloaded page does not loop.
 */
export const DAILY_RELOAD_KEY = 'dailyReloadDay';

export type DailyReloadAction = 'none' | 'store' | 'reload';

/** Pure decision: what to do given the stored marker and today's day of month. */
export function decideDailyReload(stored: string | null, todayDay: number): DailyReloadAction {
  if (stored === null || stored === '') return 'store';
  return Number(stored) === todayDay ? 'none' : 'reload';
}

interface DailyReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: Date;
  reload?: () => void;
}

function safeStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the daily reload simply never runs
  }
}

/** Marks today as the day this document was loaded. */
export function markLoadedToday({
  storage = safeStorage() ?? undefined,
  now = new Date(),
}: DailyReloadDeps = {}): void {
  storage?.setItem(DAILY_RELOAD_KEY, String(now.getDate()));
}

/** Runs the decision against real storage; returns what it did (for tests and logs). */
export function applyDailyReload({
  storage = safeStorage() ?? undefined,
  now = new Date(),
  reload = () => window.location.reload(),
}: DailyReloadDeps = {}): DailyReloadAction {
  if (!storage) return 'none';
  const action = decideDailyReload(storage.getItem(DAILY_RELOAD_KEY), now.getDate());
  if (action !== 'none') storage.setItem(DAILY_RELOAD_KEY, String(now.getDate()));
  if (action === 'reload') reload();
  return action;
}
