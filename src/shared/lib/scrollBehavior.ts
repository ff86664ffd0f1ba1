import { REDUCED_MOTION_QUERY } from './useMediaQuery';

/**
 * How a scroll the app makes itself moves: smoothly, unless the reader asked their system for
 * less motion; then it jumps. A script's `behavior: 'smooth'` wins over the stylesheet's
 * `scroll-behavior: auto` for them (global.css), so each such scroll asks here.
 */
export function appScrollBehavior(): ScrollBehavior {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches
    ? 'auto'
    : 'smooth';
}
