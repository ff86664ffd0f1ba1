/**
 * Which pages caches may keep only briefly (README "Server rendering", "Cookies"): a page its
 * owner can take down at any moment, a published profile (`withdrawable` in ./profileRoutes.ts).
 * The web server (scripts/serve.ts) sends it with PAGE_CACHE_BRIEF, no stale copy for a CDN to
 * keep for ten minutes after it changed or for a day while the site errs, and keeps it itself
 * no longer than it is fresh: once unpublished, the profile is gone from the web within a
 * minute. Courses and events are the site's own, and a minute-old copy of one harms no one.
 */
import { matchServerRoute } from './matchRoute';

export function isWithdrawable(url: string): boolean {
  return matchServerRoute(url.split('?')[0]).route?.withdrawable === true;
}
