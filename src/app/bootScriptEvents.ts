/**
 * What the app tells the boot script (public/boot.js), as events on the document. The boot script
 * runs before any module and cannot import these names: it spells them as here.
 */
type BootScriptEvent =
  /** React listens on the server's page, or will draw its own screen: keep no more presses. */
  | 'app-listening'
  /** A screen and its layout are shown and answer presses: press an early press again. */
  | 'app-screen-shown'
  /** The reader has gone to another page of the app: let Inter in. */
  | 'app-navigated';

export function tellBootScript(event: BootScriptEvent): void {
  document.dispatchEvent(new Event(event));
}
