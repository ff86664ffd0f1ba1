import { createContext, useContext, useEffect } from 'react';

/**
 * Told once a routed screen is on screen and hydrated (RouteBoundary): AppIntlProvider then
 * leaves the server render's time zone for the reader's own.
 */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/** Reports, after it has mounted (or hydrated), that the screen around it is shown. */
export function ScreenShown() {
  const screenShown = useContext(ScreenShownContext);
  useEffect(() => screenShown(), [screenShown]);
  return null;
}
