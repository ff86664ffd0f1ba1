import type { Tag } from '@/shared/contract/common';

/** SPEC §2/§9, docs/api.md Shapes: the lock badge prepended to content without access. */
export const PAYMENT_BADGE_ID = 999999;
export const PAYMENT_BADGE: Tag = {
  id: PAYMENT_BADGE_ID,
  name: 'payment',
  label: 'payment',
  theme: 'special',
};

/** SPEC §9 badge list constants. */
export const BADGE_GAP_PX = 8;
export const BADGE_RESIZE_THROTTLE_MS = 100;
export const BADGE_REMEASURE_AFTER_MOUNT_MS = [100, 600] as const;

export function withPaymentBadge(tags: Tag[], hasAccess: boolean): Tag[] {
  if (hasAccess || tags.some((tag) => tag.id === PAYMENT_BADGE_ID)) return tags;
  return [PAYMENT_BADGE, ...tags];
}

/**
 * SPEC §4: 'special' badges, then the badge labelled like the current sponsor, move to the
 * front; everything else keeps the server's order (a stable partition, nothing is sorted).
 */
export function orderBadges(tags: Tag[], sponsorLabel?: string | null): Tag[] {
  const rank = (tag: Tag) =>
    tag.theme === 'special' ? 0 : sponsorLabel && tag.label === sponsorLabel ? 1 : 2;
  return tags
    .map((tag, index) => ({ tag, index, rank: rank(tag) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * How many badges do not fit on one line of `available` px. When some overflow, the '+N'
 * toggle (of `toggleWidth`) must fit on the line too; gaps of `gap` px separate all items.
 */
export function overflowCount(
  widths: number[],
  available: number,
  gap: number,
  toggleWidth: number,
): number {
  const all = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (all <= available) return 0;
  let used = toggleWidth;
  let fitting = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    fitting += 1;
  }
  return widths.length - fitting;
}
