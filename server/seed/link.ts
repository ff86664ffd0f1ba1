/** Helpers shared by the seed steps. */
import type { Db } from '../db/open';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Links rows to tags/themes/lectors keeping the content's order. */
export function link(
  db: Db,
  table: string,
  ownerCol: string,
  otherCol: string,
  ownerId: number,
  ids: number[],
): void {
  const insert = db.prepare(
    `INSERT INTO ${table} (${ownerCol}, ${otherCol}, position) VALUES (?, ?, ?)`,
  );
  ids.forEach((id, i) => insert.run(ownerId, id, i));
}
