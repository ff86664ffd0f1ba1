/**
 * WCAG 1.4.12 text spacing: whether the reader has widened letter or word spacing (a user
 * stylesheet, an extension, or a bookmarklet that sets inline styles on every element after the
 * page is shown). While they have, <html> carries `data-text-spacing`, and a text the design
 * cuts to its lines (an ellipsis, a line clamp) shows whole instead, its box growing: at the
 * design's spacing the clamp cuts only a text genuinely longer than its lines, but wider
 * letters need more lines, and a clamp would cut what fits at normal spacing. Today: a story's
 * name in the strip and in the viewer, and an event card's title (their CSS modules).
 *
 * A hidden probe on <body> holds two words; its box widens with either spacing, so a
 * ResizeObserver on it sees every change, however it is made, and its computed style says
 * which. Line height and paragraph spacing need nothing: a clamp counts lines, not pixels.
 */
const TEXT_SPACING_ATTRIBUTE = 'data-text-spacing';

/** Letter and word spacing above the design's (none): a reader's own. */
function widened(style: CSSStyleDeclaration): boolean {
  const px = (value: string) => (value === 'normal' ? 0 : Number.parseFloat(value) || 0);
  return px(style.letterSpacing) > 0 || px(style.wordSpacing) > 0;
}

/** Starts watching (browser entry); returns the stop. */
export function watchTextSpacing(doc: Document = document): () => void {
  const view = doc.defaultView;
  if (!view || typeof view.ResizeObserver === 'undefined') return () => undefined;
  const probe = doc.createElement('span');
  probe.setAttribute('aria-hidden', 'true');
  probe.textContent = 'a a';
  // Through the CSSOM, which the CSP allows (no style attribute in markup).
  for (const [name, value] of [
    ['position', 'absolute'],
    ['top', '0'],
    ['left', '0'],
    ['visibility', 'hidden'],
    ['pointer-events', 'none'],
    ['white-space', 'pre'],
  ])
    probe.style.setProperty(name, value);
  doc.body.append(probe);
  const root = doc.documentElement;
  const check = () =>
    root.toggleAttribute(TEXT_SPACING_ATTRIBUTE, widened(view.getComputedStyle(probe)));
  const observer = new view.ResizeObserver(check);
  // Its first report comes after the first layout: no style is read in the entry's task.
  observer.observe(probe);
  return () => {
    observer.disconnect();
    probe.remove();
    root.removeAttribute(TEXT_SPACING_ATTRIBUTE);
  };
}
