/** Events (docs/api.md "Rules"): upcoming = not yet ended, soonest first; past = ended, newest first; all = both. */
import { IdParams, type Tag } from '../../src/shared/contract/common';
import { EventsQuery, type Event } from '../../src/shared/contract/content';
import type { App } from '../context';
import { notFound } from '../lib/errors';
import { fold } from '../lib/fold';
import { assertPageExists, paged, pageOf } from '../lib/paging';
import { sql } from '../lib/prepared';
import { iso, mediaUrl } from '../lib/urls';

const WHERE = `WHERE (@q IS NULL OR instr(e.search_text, @q) > 0)
  AND (@type = 'all' OR (@type = 'upcoming' AND e.ends_at >= @now) OR (@type = 'past' AND e.ends_at < @now))`;
const ORDER = `ORDER BY (e.ends_at < @now),
  CASE WHEN e.ends_at >= @now THEN e.starts_at ELSE -e.starts_at END, e.id`;

interface EventRow {
  id: number;
  name: string;
  description: string;
  image: string | null;
  starts_at: number;
  ends_at: number;
  format: 'online' | 'offline';
  timezone: string | null;
  location: string | null;
  city_id: number | null;
  sponsor_id: number | null;
  registration_url: string | null;
}

export async function eventRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  // Events never change while the server runs: their tags are read once.
  const eventTags = new Map<number, Tag[]>();
  for (const r of db
    .prepare('SELECT event_id, tag_id FROM event_tags ORDER BY event_id, position')
    .raw()
    .all() as [number, number][]) {
    eventTags.set(r[0], [...(eventTags.get(r[0]) ?? []), content.tags.get(r[1])!]);
  }
  const tagsOf = (id: number) => eventTags.get(id) ?? [];

  const view = (r: EventRow): Event => ({
    id: r.id,
    name: r.name,
    description: r.description,
    image: mediaUrl(r.image),
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    format: r.format,
    timezone: r.timezone,
    location: r.format === 'online' ? null : r.location,
    city: r.city_id,
    tags: tagsOf(r.id),
    sponsor: r.sponsor_id === null ? null : (content.sponsors.get(r.sponsor_id) ?? null),
    registration_url: r.registration_url,
  });

  app.get('/events/', { schema: { querystring: EventsQuery } }, async (req) => {
    const params = {
      q: req.query.q ? fold(req.query.q) || null : null,
      type: req.query.type ?? 'all',
      now: app.ctx.now(),
    };
    const page = pageOf(req.query);
    const count = sql(db, `SELECT count(*) FROM events e ${WHERE}`).pluck().get(params) as number;
    assertPageExists(page, count);
    const rows = sql(
      db,
      `SELECT * FROM events e ${WHERE} ${ORDER} LIMIT @limit OFFSET @offset`,
    ).all({ ...params, limit: page.size, offset: page.offset }) as EventRow[];
    return paged(req, page, count, rows.map(view));
  });

  app.get('/events/:id/', { schema: { params: IdParams } }, async (req) => {
    const row = sql(db, 'SELECT * FROM events WHERE id = ?').get(Number(req.params.id)) as
      EventRow | undefined;
    if (!row) throw notFound();
    return view(row);
  });
}
