/**
 * "Now" for what a screen shows by the time, such as an event being live or over: the server's
 * render time while the browser hydrates the server's page, the browser's own time after.
 * With the browser's time from the start, a page rendered a while before (the page cache, a
 * CDN's copy) or a device clock that is off hydrated into other markup than the server's (React
 * error 418, and the screen drawn anew). The zone the dates are written in is handled the same
 * way (AppIntlProvider's hydrationTimeZone).
 */
import { createContext, useContext, useState } from 'react';
import { useHydrated } from './useHydrated';

/** The server's render time (ms), given while its page is rendered and hydrated; else null. */
export const RenderTimeContext = createContext<number | null>(null);

/** The time to show by: fixed for the component's life once hydrated (a list stays as it is). */
export function useRenderNow(): Date {
  const renderedAt = useContext(RenderTimeContext);
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  return hydrated || renderedAt === null ? now : new Date(renderedAt);
}
