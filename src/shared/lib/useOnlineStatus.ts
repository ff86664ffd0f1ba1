import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current by the online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** How many times the connection has come back (the `online` event) since the app started. */
let reconnects = 0;
const onReconnect = new Set<() => void>();
const countReconnect = () => {
  reconnects += 1;
  onReconnect.forEach((notify) => notify());
};
function subscribeReconnects(onChange: () => void) {
  if (onReconnect.size === 0) window.addEventListener('online', countReconnect);
  onReconnect.add(onChange);
  return () => {
    onReconnect.delete(onChange);
    if (onReconnect.size === 0) window.removeEventListener('online', countReconnect);
  };
}

/**
 * A number that grows each time the connection comes back: as an error boundary's reset key, a
 * part that failed to load offline (its chunk) is asked for again by itself, as the offline
 * banner promises ("new pages load when the connection is back").
 */
export function useReconnects(): number {
  return useSyncExternalStore(
    subscribeReconnects,
    () => reconnects,
    () => 0,
  );
}
