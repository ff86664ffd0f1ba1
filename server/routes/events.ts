/** Events (docs/api.md "Rules"): upcoming = not yet ended, soonest first; past = ended, newest first; all = both. */
import { IdParams, type Tag } from '../../src/shared/contract/common';
import { EventsQuery, type Event } from '../../src/shared/contract/content';
import type { App } from '../context';
import { notFound } from '../lib/errors';
import { searchNeedle } from '../lib/fold';
import { assertPageExists, paged, pageOf } from '../lib/paging';
import { sql } from 'kysely';
import { andIf, contains, first, rows, scalar } from '../db/query';
import { iso, mediaUrl } from '../lib/urls';

const where = (q: string | null, type: 'all' | 'upcoming' | 'past', now: number) =>
  sql`WHERE 1 = 1${andIf(q, () => contains('e.search_text', q!))}${
    type === 'upcoming'
      ? sql` AND e.ends_at >= ${now}`
      : type === 'past'
        ? sql` AND e.ends_at < ${now}`
        : sql``
  }`;
const order = (now: number) => sql`ORDER BY CASE WHEN e.ends_at < ${now} THEN 1 ELSE 0 END,
  CASE WHEN e.ends_at >= ${now} THEN e.starts_at ELSE -e.starts_at END, e.id`;

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
  for (const r of await rows<{ event_id: number; tag_id: number }>(
    db,
    sql`SELECT event_id, tag_id FROM event_tags ORDER BY event_id, position`,
  )) {
    eventTags.set(r.event_id, [...(eventTags.get(r.event_id) ?? []), content.tags.get(r.tag_id)!]);
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
    const now = app.ctx.now();
    const filter = where(
      req.query.q ? searchNeedle(req.query.q) || null : null,
      req.query.type ?? 'all',
      now,
    );
    const page = pageOf(req.query);
    const count = await scalar(db, sql`SELECT count(*) AS n FROM events e ${filter}`);
    assertPageExists(page, count);
    const found = await rows<EventRow>(
      db,
      sql`SELECT * FROM events e ${filter} ${order(now)} LIMIT ${page.size} OFFSET ${page.offset}`,
    );
    return paged(req, page, count, found.map(view));
  });

  app.get('/events/:id/', { schema: { params: IdParams } }, async (req) => {
    const row = await first<EventRow>(
      db,
      sql`SELECT * FROM events WHERE id = ${Number(req.params.id)}`,
    );
    if (!row) throw notFound();
    return view(row);
  });
}
