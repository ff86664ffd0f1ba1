import { useState } from 'react';
import { changedFields } from './changedFields';

const same = <T extends object>(a: T, b: T) => Object.keys(changedFields(a, b)).length === 0;

/**
 * What the server has for a form (its base: a save sends only the fields changed from it,
 * ./changedFields.ts), and the form following the server while it holds no edit of the
 * reader's: the profile read again after a save (the work and education saves answer no body,
 * the invalidated profile brings what was stored) or after another tab's save (the tab shown
 * again) shows in the form. Before, the form kept what was typed and the older values of the
 * fields another tab had changed. A form with edits not yet saved keeps them; its next save
 * sends only those.
 */
export function useServerBase<T extends object>(
  server: T,
  values: T,
  setValues: (next: T) => void,
) {
  const [base, setBase] = useState(server);
  const [seen, setSeen] = useState(server);
  if (!same(server, seen)) {
    // Adjusted while rendering, as React advises for state that follows a prop.
    setSeen(server);
    if (same(values, base)) {
      setBase(server);
      setValues(server);
    }
  }
  return [base, setBase] as const;
}
