/**
 * A button pressed on the server's page while the app was getting ready to draw its own screen
 * over it (renderApp's redraw: a signed-in reader, or another language than the page's). The
 * boot script keeps the press and presses the button again once the app's screen is shown
 * (public/boot.js); by then the button is off the page, so that press reaches only the server's
 * own elements, where this listens, and is handed on to the button in the same place of the new
 * screen: the same name and state, in the card of the same title, the same in order among its
 * likes. A button whose name or state differs there (a heart the reader's screen shows full) is
 * left alone: pressing it would undo what the reader meant. A fresh-clone CI run lost a
 * member's heart this way: pressed on the server's page, then replaced.
 */
export function passOnPressesFromServerPage(container: HTMLElement): void {
  for (const serverPart of Array.from(container.children)) {
    serverPart.addEventListener('click', (event) => {
      // Still on the page: the reader's own press, which the boot script keeps for later.
      if (serverPart.isConnected || !(event.target instanceof Element)) return;
      const pressed = event.target.closest('button');
      if (pressed) counterpart(pressed, serverPart, container)?.click();
    });
  }
}

function counterpart(pressed: HTMLButtonElement, serverPart: Element, container: HTMLElement) {
  const place = placeOf(pressed);
  const likes = (root: Element) =>
    Array.from(root.querySelectorAll('button')).filter((button) => placeOf(button) === place);
  const found = likes(container)[likes(serverPart).indexOf(pressed)];
  return found && !found.disabled ? found : undefined;
}

/** What a reader sees of a button: its card's title, its name, whether it is on or open. */
function placeOf(button: Element): string {
  const cardTitle = button.closest('article')?.querySelector('h1, h2, h3, h4')?.textContent;
  return [
    cardTitle ?? '',
    button.getAttribute('aria-label') ?? button.textContent ?? '',
    button.getAttribute('aria-pressed') ?? '',
    button.getAttribute('aria-expanded') ?? '',
  ].join('\n');
}
