/** SPEC §9: pagination shows 3 page numbers, a window around the current page. */
export const VISIBLE_PAGES = 3;

export function visiblePages(page: number, pageCount: number, visible = VISIBLE_PAGES): number[] {
  if (pageCount < 1) return [];
  const size = Math.min(visible, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
