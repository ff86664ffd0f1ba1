import spriteUrl from './iconNames?sprite';
import type { IconName } from './iconNames';

/** An icon's symbol id, in a rendered page and in the sprite file. */
export const symbolId = (name: IconName) => `i-${name}`;

/** The hidden <svg> holding the document's symbols: the server's, or the one made here. */
export const SPRITE_ELEMENT_ID = 'icon-sprite';

const SVG_NS = 'http://www.w3.org/2000/svg';

let loading: Promise<void> | undefined;

/** Moves the sprite's symbols that the document lacks into it (never an id twice). */
function addMissingSymbols(sprite: string) {
  const parsed = new DOMParser().parseFromString(sprite, 'image/svg+xml');
  let holder: Element | null = document.getElementById(SPRITE_ELEMENT_ID);
  if (!holder) {
    holder = document.createElementNS(SVG_NS, 'svg');
    // Hidden by its id (global.css), as the server's (src/app/ssr/iconSymbols.ts).
    holder.id = SPRITE_ELEMENT_ID;
    document.body.append(holder);
  }
  for (const symbol of parsed.querySelectorAll('symbol')) {
    if (!document.getElementById(symbol.id)) holder.append(document.importNode(symbol, true));
  }
}

/**
 * Fetches the sprite once and adds the symbols the page lacks: the ones of a screen reached
 * in the app, a snackbar's, or all of them on the development server, which renders no page.
 * A failed fetch (offline) is tried again by the next icon that misses its symbol.
 */
export function loadIconSprite(): Promise<void> {
  loading ??= fetch(spriteUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`icon sprite: ${response.status}`);
      return response.text();
    })
    .then(addMissingSymbols)
    .catch(() => {
      loading = undefined;
    });
  return loading;
}

/** Called by every Icon shown: its symbol is in the document, or soon will be. */
export function ensureIconSymbol(name: IconName) {
  if (!document.getElementById(symbolId(name))) void loadIconSprite();
}

/**
 * The whole sprite at the first idle moment once the first screen is shown: the screens the
 * reader goes to next, and a snackbar, then have their icons at once, even offline. After the
 * page's own scripts and pictures, and a few KB (brotli), cached for a year.
 */
export function loadIconSpriteWhenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void loadIconSprite());
  else setTimeout(() => void loadIconSprite(), 1000);
}
