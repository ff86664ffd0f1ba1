/**
 * Focus after going to another page of the app (WCAG 2.4.3): the new screen's heading takes it,
 * so that a screen reader says where the reader is now, and Tab goes on from the page's start
 * rather than from the link just followed, or from nowhere (the link may be gone with the old
 * screen). Not on the first page, which the reader may already be reading or tabbing through.
 * NavigationEvent marks a change of page; the next <Page> to mount takes the mark.
 */
let navigated = false;

export function markNavigated(): void {
  navigated = true;
}

/** Whether a change of page has not been answered yet; answering it clears the mark. */
export function takeNavigated(): boolean {
  const was = navigated;
  navigated = false;
  return was;
}
