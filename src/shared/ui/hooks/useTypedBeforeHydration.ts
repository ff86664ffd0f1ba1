import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text typed into a server-rendered field before the app's scripts ran. On a slow network the
 * page is painted and its search box looks ready seconds before hydration; what the reader types
 * then is in the DOM only, and React would put its own (empty) state back at the field's next
 * render. Once hydrated, `adopt` receives that text, so the field keeps it and acts on it.
 * Runs once, at mount: after that, a difference is React's own update in flight.
 * (Buttons pressed that early are the boot script's part: public/boot.js.)
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
) {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount (above)
  }, []);
}
