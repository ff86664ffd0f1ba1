/**
 * WCAG 2.4.3 / 2.1.2 for modal surfaces (Modal, phone drawer): while one is open, everything
 * outside it is `inert` — not focusable, not clickable, out of the accessibility tree — so Tab
 * can never reach the page behind. Walks from `keep` up to <body> and makes every sibling on the
 * way inert, except those already inert (left alone), live regions (the snackbar must still be
 * announced) and those marked `data-inert-exempt` (a drawer's click-to-close backdrop). Returns
 * the undo, which removes only the
 * `inert` it added (nested surfaces undo in reverse order).
 */
const EXEMPT = '[data-inert-exempt], [aria-live], [role="status"], [role="alert"]';

export function inertOutside(keep: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = keep; node && node !== document.body; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (sibling.matches(EXEMPT)) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
