/**
 * Whether the focus is on a button of the form, or dropped to the page: where it is after the
 * form's submit button was pressed. A 429 then disables that button for the wait, and a disabled
 * button hands the focus to the page; the form puts it in its email field instead (WCAG 2.4.3).
 */
export function pressedButton(form: HTMLFormElement): boolean {
  const focused = document.activeElement;
  return (
    !focused ||
    focused === document.body ||
    (focused instanceof HTMLButtonElement && form.contains(focused))
  );
}
