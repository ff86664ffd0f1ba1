/**
 * Test-only shim. jest-fixed-jsdom swaps in Node's AbortController (so MSW/fetch work), but
 * jsdom's addEventListener only accepts its own AbortSignal and throws on Node's. Libraries that
 * register listeners with `{ signal }` (maska's MaskInput does) then fail in tests only.
 * This wraps addEventListener to honour a foreign signal by removing the listener on abort.
 * Browsers are unaffected; call installSignalShim() from a test file that needs it.
 */
export function installSignalShim() {
  const proto = EventTarget.prototype as EventTarget & { __signalShim?: boolean };
  if (proto.__signalShim) return;
  const original = proto.addEventListener;
  proto.addEventListener = function addEventListener(this: EventTarget, type, listener, options) {
    if (options && typeof options === 'object' && options.signal) {
      const { signal, ...rest } = options;
      if (signal.aborted) return;
      signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), {
        once: true,
      });
      return original.call(this, type, listener, rest);
    }
    return original.call(this, type, listener, options);
  };
  proto.__signalShim = true;
}
