/**
 * Seeds the demo content into an empty database, in one transaction, reproducibly:
 * ids come from the content, generated ids (materials, questions, options) follow its order,
 * and dates are offsets from `now`. Safe when several instances start at once on PostgreSQL:
 * the first takes an advisory lock, the others wait for it and then find the content there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { dialectOf, type Db } from '../db/dialect';
import { insertRows, scalar } from '../db/query';
import type { DemoContent } from '../demo/types';
import { searchText, stripHtml } from '../lib/fold';
import { DAY_MS, links } from './link';
import { seedLearning } from './seedLearning';
import { seedPeople } from './seedPeople';

export const DEMO_FILES_DIR = path.join(__dirname, '..', 'demo', 'files');

/** Any constant shared by every instance: the key of the seeding advisory lock. */
const SEED_LOCK = 727_001;

/** Tables whose ids the seed writes itself; on PostgreSQL their identities then move past them. */
const SEEDED_IDS = [
  'cities',
  'work_places',
  'specializations',
  'universities',
  'themes',
  'sponsors',
  'tags',
  'lectors',
  'courses',
  'modules',
  'materials',
  'tests',
  'questions',
  'options',
  'articles',
  'events',
  'stories',
  'people',
];

export interface SeedOptions {
  now?: number;
  /** Where media files live, to record material sizes. */
  filesDir?: string;
}

export async function isSeeded(db: Db): Promise<boolean> {
  return (await scalar(db, sql`SELECT count(*) AS n FROM tags`)) > 0;
}

/** Seeds when the database is empty; answers whether it did. */
export async function seed(
  db: Db,
  content: DemoContent,
  options: SeedOptions = {},
): Promise<boolean> {
  const now = options.now ?? Date.now();
  const filesDir = options.filesDir ?? DEMO_FILES_DIR;
  const postgres = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await isSeeded(trx)) return false;
    await seedReferences(trx, content);
    await seedLearning(trx, content, now, (file) => fileSize(filesDir, file));
    await seedContent(trx, content, now);
    await seedPeople(trx, content, now);
    if (postgres)
      for (const table of SEEDED_IDS)
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false)
          FROM ${sql.table(table)}`.execute(trx);
    return true;
  });
}

function fileSize(dir: string, file: string): number {
  try {
    return fs.statSync(path.join(dir, file)).size;
  } catch {
    return 0;
  }
}

async function seedReferences(db: Db, c: DemoContent): Promise<void> {
  for (const [table, list] of [
    ['cities', c.cities],
    ['work_places', c.workPlaces],
    ['specializations', c.specializations],
    ['universities', c.universities],
    ['themes', c.themes],
  ] as const)
    await insertRows(
      db,
      table,
      list.map((r) => ({ id: r.id, name: r.name })),
    );
  await insertRows(
    db,
    'sponsors',
    c.sponsors.map((s) => ({ ...s })),
  );
  await insertRows(
    db,
    'tags',
    c.tags.map((t) => ({ ...t })),
  );
  // Stored upper case and looked up with upper(): promo codes are case-insensitive.
  await insertRows(
    db,
    'promo_codes',
    c.promoCodes.map((code) => ({ code: code.toUpperCase() })),
    { ignoreDuplicates: true },
  );
  await insertRows(
    db,
    'lectors',
    c.lectors.map((l) => ({ ...l })),
  );
}

async function seedContent(db: Db, c: DemoContent, now: number): Promise<void> {
  await insertRows(
    db,
    'articles',
    c.articles.map((a) => ({
      id: a.id,
      name: a.name,
      image: a.image,
      topic: a.topic,
      body: a.body,
      sponsor_id: a.sponsor,
      published_at: now - a.published_days_ago * DAY_MS,
      search_text: searchText(a.name, a.topic, stripHtml(a.body)),
    })),
  );
  await insertRows(
    db,
    'article_tags',
    c.articles.flatMap((a) => links('article_id', 'tag_id', a.id, a.tags)),
  );
  await insertRows(
    db,
    'events',
    c.events.map((e) => {
      const day = new Date(now + e.starts_in_days * DAY_MS);
      const starts = Date.UTC(
        day.getUTCFullYear(),
        day.getUTCMonth(),
        day.getUTCDate(),
        e.start_hour_utc,
      );
      return {
        id: e.id,
        name: e.name,
        description: e.description,
        image: e.image,
        starts_at: starts,
        ends_at: starts + e.duration_hours * 3600_000,
        format: e.format,
        timezone: e.timezone,
        location: e.location,
        city_id: e.city,
        sponsor_id: e.sponsor,
        registration_url: e.registration_url,
        search_text: searchText(e.name, e.description, e.location),
      };
    }),
  );
  await insertRows(
    db,
    'event_tags',
    c.events.flatMap((e) => links('event_id', 'tag_id', e.id, e.tags)),
  );
  await insertRows(
    db,
    'stories',
    c.stories.map((s) => ({
      id: s.id,
      name: s.name,
      thumbnail: s.thumbnail,
      show_start: now + s.start_days * DAY_MS,
      show_end: now + s.end_days * DAY_MS,
      text: s.text,
      link_kind: s.link?.kind ?? null,
      link_id: s.link?.id ?? null,
    })),
  );
  await insertRows(
    db,
    'story_files',
    c.stories.flatMap((s) =>
      s.files.map((f, position) => ({ story_id: s.id, position, kind: f.kind, file: f.file })),
    ),
  );
}
