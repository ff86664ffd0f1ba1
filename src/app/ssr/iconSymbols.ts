/**
 * The page's own icons (README "Server rendering"): the symbols of the icons the render used, in
 * a hidden <svg> before the app's root, so the first paint and a crawler that runs no script
 * show every icon, with no request for the sprite. Outside the root: hydration never sees it.
 */
import symbols from '@/shared/ui/Icon/iconNames?symbols';
import type { IconName } from '@/shared/ui/Icon/iconNames';
import { SPRITE_ELEMENT_ID } from '@/shared/ui/Icon/iconSprite';

export function iconSymbolsMarkup(used: ReadonlySet<IconName>): string {
  if (used.size === 0) return '';
  // Sorted: the same page makes the same markup whatever order its parts rendered in.
  const defs = [...used].sort().map((name) => symbols[name]);
  // Hidden by global.css's #icon-sprite (out of the layout and the accessibility tree), which
  // the page's critical CSS keeps: no style attribute, which the CSP forbids.
  return `<svg id="${SPRITE_ELEMENT_ID}">${defs.join('')}</svg>`;
}
