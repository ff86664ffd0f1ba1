import { createContext, useContext, useEffect } from 'react';

/**
 * Told once a routed screen is on screen and hydrated (RouteBoundary): AppIntlProvider then
 * leaves the server render's time zone for the reader's own.
 */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/**
 * Said on the document at the same moment: the screen and the layout around it are hydrated
 * and answer presses. The boot script then presses again a button the reader pressed on the
 * server's page before that (public/boot.js).
 */
const SCREEN_SHOWN_EVENT = 'app-screen-shown';

/** Reports, after it has mounted (or hydrated), that the screen around it is shown. */
export function ScreenShown() {
  const screenShown = useContext(ScreenShownContext);
  useEffect(() => {
    screenShown();
    document.dispatchEvent(new Event(SCREEN_SHOWN_EVENT));
  }, [screenShown]);
  return null;
}
