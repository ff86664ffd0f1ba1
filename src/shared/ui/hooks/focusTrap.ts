import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * Focus helpers for modal surfaces (Modal, mobile sidebar): where the focus starts, and Tab kept
 * inside a container.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Call from a keydown handler: wraps Tab / Shift+Tab at the container's edges. */
export function trapTabKey(event: KeyboardEvent | ReactKeyboardEvent, container: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Form fields: where a reader of a form dialog starts (buttons are not fields). */
const FIELD = [
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"])',
  'select',
  'textarea',
].join(',');

/**
 * Where a modal dialog puts the focus as it opens: one rule for every dialog of the app (the
 * WAI-ARIA APG dialog pattern; ACCESSIBILITY.md, "Dialogs"):
 * 1. a dialog with a form: its first field, where the reader starts typing;
 * 2. otherwise its heading (the title; tabindex -1, focused by the app, never by Tab): a screen
 *    reader says the dialog's name and reads on into its text, and Tab goes on to the first
 *    control, so no one lands on an action before knowing what the dialog asks;
 * 3. a dialog with no heading (the story viewer, named by aria-label): its first control, which
 *    must not be one that destroys or commits anything (the viewer's is Pause).
 * Never the header's Close button, never a confirming or destructive action: a dialog that asks
 * to confirm has a heading (Dialog requires a title), so its actions are reached by Tab. The
 * panel itself when nothing inside can take the focus. Focus goes back to the opener on close
 * (Modal).
 */
export function initialFocus(panel: HTMLElement, heading: HTMLElement | null): HTMLElement {
  const controls = focusableWithin(panel);
  return (
    controls.find((el) => el.matches(FIELD)) ??
    heading ??
    controls.find((el) => !el.dataset.modalClose) ??
    panel
  );
}
