/**
 * jsdom has no `matchMedia`: a test that needs a media query to match (a phone width, reduced
 * motion) installs this stub, which matches exactly the queries named, and takes it away after,
 * so other tests see jsdom as it is.
 */
export function matchOnly(...queries: string[]): void {
  window.matchMedia = ((query: string) => ({
    matches: queries.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

export function removeMatchMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
