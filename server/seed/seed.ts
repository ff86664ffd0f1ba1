/**
 * Seeds the demo content into an empty database, in one transaction, reproducibly:
 * ids come from the content, generated ids (materials, questions, options) follow its order,
 * and dates are offsets from `now`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/open';
import type { DemoContent } from '../demo/types';
import { searchText, stripHtml } from '../lib/fold';
import { DAY_MS, link } from './link';
import { seedLearning } from './seedLearning';
import { seedPeople } from './seedPeople';

export const DEMO_FILES_DIR = path.join(__dirname, '..', 'demo', 'files');

export interface SeedOptions {
  now?: number;
  /** Where media files live, to record material sizes. */
  filesDir?: string;
}

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT count(*) FROM tags').pluck().get() as number) > 0;
}

/** Seeds when the database is empty; answers whether it did. */
export function seed(db: Db, content: DemoContent, options: SeedOptions = {}): boolean {
  if (isSeeded(db)) return false;
  const now = options.now ?? Date.now();
  const filesDir = options.filesDir ?? DEMO_FILES_DIR;
  db.transaction(() => {
    seedReferences(db, content);
    seedLearning(db, content, now, (file) => fileSize(filesDir, file));
    seedContent(db, content, now);
    seedPeople(db, content, now);
  })();
  return true;
}

function fileSize(dir: string, file: string): number {
  try {
    return fs.statSync(path.join(dir, file)).size;
  } catch {
    return 0;
  }
}

function seedReferences(db: Db, c: DemoContent): void {
  for (const [table, rows] of [
    ['cities', c.cities],
    ['work_places', c.workPlaces],
    ['specializations', c.specializations],
    ['universities', c.universities],
    ['themes', c.themes],
  ] as const) {
    const insert = db.prepare(`INSERT INTO ${table} (id, name) VALUES (?, ?)`);
    for (const r of rows) insert.run(r.id, r.name);
  }
  const sponsor = db.prepare(
    'INSERT INTO sponsors (id, name, label, logo, description, website) VALUES (@id, @name, @label, @logo, @description, @website)',
  );
  for (const s of c.sponsors) sponsor.run(s);
  const tag = db.prepare(
    'INSERT INTO tags (id, name, label, theme) VALUES (@id, @name, @label, @theme)',
  );
  for (const t of c.tags) tag.run(t);
  const promo = db.prepare('INSERT OR IGNORE INTO promo_codes (code) VALUES (?)');
  for (const code of c.promoCodes) promo.run(code);
  const lector = db.prepare(
    'INSERT INTO lectors (id, first_name, last_name, middle_name, photo, position) VALUES (@id, @first_name, @last_name, @middle_name, @photo, @position)',
  );
  for (const l of c.lectors) lector.run(l);
}

function seedContent(db: Db, c: DemoContent, now: number): void {
  const article = db.prepare(
    'INSERT INTO articles (id, name, image, topic, body, sponsor_id, published_at, search_text) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const a of c.articles) {
    article.run(
      a.id,
      a.name,
      a.image,
      a.topic,
      a.body,
      a.sponsor,
      now - a.published_days_ago * DAY_MS,
      searchText(a.name, a.topic, stripHtml(a.body)),
    );
    link(db, 'article_tags', 'article_id', 'tag_id', a.id, a.tags);
  }
  const event = db.prepare(
    `INSERT INTO events (id, name, description, image, starts_at, ends_at, format, timezone, location, city_id, sponsor_id, registration_url, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const e of c.events) {
    const day = new Date(now + e.starts_in_days * DAY_MS);
    const starts = Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      e.start_hour_utc,
    );
    const ends = starts + e.duration_hours * 3600_000;
    event.run(
      e.id,
      e.name,
      e.description,
      e.image,
      starts,
      ends,
      e.format,
      e.timezone,
      e.location,
      e.city,
      e.sponsor,
      e.registration_url,
      searchText(e.name, e.description, e.location),
    );
    link(db, 'event_tags', 'event_id', 'tag_id', e.id, e.tags);
  }
  const story = db.prepare(
    'INSERT INTO stories (id, name, thumbnail, show_start, show_end, text, link_kind, link_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const storyFile = db.prepare(
    'INSERT INTO story_files (story_id, position, kind, file) VALUES (?, ?, ?, ?)',
  );
  for (const s of c.stories) {
    story.run(
      s.id,
      s.name,
      s.thumbnail,
      now + s.start_days * DAY_MS,
      now + s.end_days * DAY_MS,
      s.text,
      s.link?.kind ?? null,
      s.link?.id ?? null,
    );
    s.files.forEach((f, i) => storyFile.run(s.id, i, f.kind, f.file));
  }
}
