/** Removes every localStorage key that starts with one of `prefixes` (a learner's Exit). */
export function forgetStored(prefixes: readonly string[], storage?: Storage): void {
  try {
    const store = storage ?? window.localStorage;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys)
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
  } catch {
    /* storage disabled: nothing was stored */
  }
}
