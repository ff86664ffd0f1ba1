/** Helpers shared by the seed steps. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows linking an owner to tags/themes/lectors, keeping the content's order. */
export function links(
  ownerCol: string,
  otherCol: string,
  ownerId: number,
  ids: number[],
): Record<string, number>[] {
  return ids.map((id, position) => ({ [ownerCol]: ownerId, [otherCol]: id, position }));
}
