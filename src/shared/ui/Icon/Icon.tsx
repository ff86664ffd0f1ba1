import { useContext, useEffect, type AriaRole } from 'react';
import { IconCollectorContext } from './iconCollector';
import type { IconName } from './iconNames';
import { ensureIconSymbol, symbolId } from './iconSprite';

interface IconProps {
  name: IconName;
  /** Width and height in px (lucide's default, 24). */
  size?: number;
  strokeWidth?: number;
  /** 'currentColor' for a filled glyph (a favorite's heart). */
  fill?: string;
  /** The stroke's colour. */
  color?: string;
  className?: string;
  /** A meaningful icon is named; without a name or role it is hidden from assistive tech. */
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true' | 'false';
  role?: AriaRole;
}

/**
 * A lucide icon drawn from the sprite (README "Decisions": icons as one SVG sprite): the same
 * `<svg>` attributes lucide-react renders, with `<use>` of the icon's symbol instead of its
 * paths, but for lucide's `lucide-<name>` class: nothing styles it, the `<use>` names the icon
 * already, and naming it twice cost the list page's HTML 60–70 bytes (brotli), which it does not
 * have to spare (TCP's first window, README "Server rendering"). On the server the icon is noted, so the page carries its symbol; in the browser a
 * symbol the document lacks brings the sprite (./iconSprite.ts).
 */
export function Icon({
  name,
  size = 24,
  strokeWidth = 2,
  fill = 'none',
  color = 'currentColor',
  className,
  role,
  'aria-label': ariaLabel,
  'aria-hidden': ariaHidden,
}: IconProps) {
  useContext(IconCollectorContext)?.add(name);
  useEffect(() => ensureIconSymbol(name), [name]);
  // As lucide: hidden unless given a name or role (or told otherwise).
  const hidden = ariaHidden ?? (ariaLabel || role ? undefined : 'true');
  return (
    <svg
      className={className ? `lucide ${className}` : 'lucide'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={fill}
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={role}
      aria-label={ariaLabel}
      aria-hidden={hidden}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
