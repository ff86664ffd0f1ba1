/**
 * WCAG 2.4.3 / 2.1.2 for modal surfaces (Modal, phone drawer): while one is open, everything
 * outside it is `inert` — not focusable, not clickable, out of the accessibility tree — so Tab
 * can never reach the page behind. Walks from `keep` up to <body> and makes every sibling on the
 * way inert, except those already inert (left alone), live regions (the snackbar must still be
 * announced) and those marked `data-inert-exempt` (a drawer's click-to-close backdrop). A box
 * marked `data-inert-parts`, one a live region may appear in while the surface is open (the
 * offline banner's, with the header), and the boxes around it, are not made inert whole: their
 * parts are, the live regions left out. Returns the undo, which removes only the `inert` it
 * added (nested surfaces undo in reverse order).
 */
const EXEMPT = '[data-inert-exempt], [aria-live], [role="status"], [role="alert"]';
const PARTS = '[data-inert-parts]';

function inertAround(element: Element, made: Element[]): void {
  if (element.hasAttribute('inert') || element.matches(EXEMPT)) return;
  if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return;
  if (element.matches(PARTS) || element.querySelector(PARTS)) {
    for (const child of Array.from(element.children)) inertAround(child, made);
    return;
  }
  element.setAttribute('inert', '');
  made.push(element);
}

export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling !== node) inertAround(sibling, made);
    }
  }
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
