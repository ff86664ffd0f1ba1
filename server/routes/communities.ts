/** The community directory: published profiles only (docs/api.md "Filled in"). */
import { IdParams } from '../../src/shared/contract/common';
import { CommunityQuery } from '../../src/shared/contract/content';
import { memberOf, personById, publicProfileOf, type PersonRow } from '../content/profiles';
import type { App } from '../context';
import { notFound } from '../lib/errors';
import { searchNeedle } from '../lib/fold';
import { assertPageExists, paged, pageOf } from '../lib/paging';
import { sql, type RawBuilder } from 'kysely';
import { andIf, contains, rows, scalar } from '../db/query';

const ROLE = { all: null, mentors: 'mentor', experts: 'expert' } as const;
export const directoryFilter = (role: string | null, q: string | null) =>
  sql`WHERE p.is_published = 1${andIf(role, () => sql`p.role = ${role}`)}${andIf(q, () => contains('p.search_text', q!))}`;

/**
 * A page of the directory in its order (surname, name, id). The index people_directory walks
 * published people in that order, so a page reads its rows, not a sort of everyone published.
 */
export const directoryPage = (filter: RawBuilder<unknown>, size: number, offset: number) =>
  sql<PersonRow>`SELECT * FROM people p ${filter} ORDER BY p.last_name, p.first_name, p.id LIMIT ${size} OFFSET ${offset}`;

export async function communityRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get('/communities/', { schema: { querystring: CommunityQuery } }, async (req) => {
    const filter = directoryFilter(
      ROLE[req.query.type ?? 'all'],
      req.query.q ? searchNeedle(req.query.q) || null : null,
    );
    const page = pageOf(req.query);
    const count = await scalar(db, sql`SELECT count(*) AS n FROM people p ${filter}`);
    assertPageExists(page, count);
    const found = await rows(db, directoryPage(filter, page.size, page.offset));
    return paged(req, page, count, found.map(memberOf));
  });

  app.get('/communities/:id/', { schema: { params: IdParams } }, async (req) => {
    const person = await personById(db, Number(req.params.id));
    if (!person || person.is_published !== 1) throw notFound();
    return publicProfileOf(db, person);
  });
}
