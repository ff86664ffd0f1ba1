/**
 * The app's one debounce and one throttle, for code outside React's render cycle (event
 * listeners set up in an effect, a cropper's callbacks). Components use the hooks in
 * `useDebounced.ts`, which are built on `debounce`.
 */

export interface Cancelable<A extends unknown[]> {
  (...args: A): void;
  /** Forgets a pending call. */
  cancel: () => void;
}

/** Trailing debounce: runs `wait` ms after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
): Cancelable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/** Leading + trailing throttle: runs at once, then at most once per `wait` ms while called. */
export function throttle(fn: () => void, wait: number): Cancelable<[]> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      clearTimeout(timer);
      timer = undefined;
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
