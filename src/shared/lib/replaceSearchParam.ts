/**
 * Writes one query parameter into the address in place, past the router: no navigation (which
 * would scroll the screen to its top, ScrollManager) and no history entry. The router reads it
 * back on Back (POP) and on a reload. An empty value removes the parameter. Nothing is written
 * when the value is already there: setting it spells the whole query string anew.
 * Used where a screen keeps its place in a list in the address (favorites' `?page=`, the
 * learning lists' `?shown=`).
 */
export function replaceSearchParam(name: string, value: string): void {
  const url = new URL(window.location.href);
  if ((url.searchParams.get(name) ?? '') === value) return;
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
}
