/** The community directory: published profiles only (docs/api.md "Filled in"). */
import { IdParams } from '../../src/shared/contract/common';
import { CommunityQuery } from '../../src/shared/contract/content';
import { memberOf, personById, publicProfileOf, type PersonRow } from '../content/profiles';
import type { App } from '../context';
import { notFound } from '../lib/errors';
import { fold } from '../lib/fold';
import { assertPageExists, paged, pageOf } from '../lib/paging';
import { sql } from '../lib/prepared';

const ROLE = { all: null, mentors: 'mentor', experts: 'expert' } as const;
const WHERE = `WHERE p.is_published = 1 AND (@role IS NULL OR p.role = @role) AND (@q IS NULL OR instr(p.search_text, @q) > 0)`;

export async function communityRoutes(app: App): Promise<void> {
  const { db } = app.ctx;

  app.get('/communities/', { schema: { querystring: CommunityQuery } }, async (req) => {
    const params = {
      role: ROLE[req.query.type ?? 'all'],
      q: req.query.q ? fold(req.query.q) || null : null,
    };
    const page = pageOf(req.query);
    const count = sql(db, `SELECT count(*) FROM people p ${WHERE}`).pluck().get(params) as number;
    assertPageExists(page, count);
    const rows = sql(
      db,
      `SELECT * FROM people p ${WHERE} ORDER BY p.last_name, p.first_name, p.id LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: page.size, offset: page.offset }) as PersonRow[];
    return paged(req, page, count, rows.map(memberOf));
  });

  app.get('/communities/:id/', { schema: { params: IdParams } }, async (req) => {
    const person = personById(db, Number(req.params.id));
    if (!person || person.is_published !== 1) throw notFound();
    return publicProfileOf(db, person);
  });
}
