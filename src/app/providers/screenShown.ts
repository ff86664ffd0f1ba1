import { createContext, useContext, useEffect } from 'react';
import { tellBootScript } from '@/app/bootScriptEvents';

/**
 * Told once a routed screen is on screen and hydrated (RouteBoundary): AppIntlProvider then
 * leaves the server render's time zone for the reader's own.
 */
export const ScreenShownContext = createContext<() => void>(() => undefined);

/** Reports, after it has mounted (or hydrated), that the screen around it is shown. */
export function ScreenShown() {
  const screenShown = useContext(ScreenShownContext);
  useEffect(() => {
    screenShown();
    // The boot script too: the screen and the layout around it are hydrated and answer presses
    // (it presses again a button pressed on the server's page before that, and fetches Inter).
    tellBootScript('app-screen-shown');
  }, [screenShown]);
  return null;
}
