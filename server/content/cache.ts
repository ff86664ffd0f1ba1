/**
 * Loads the content that never changes while the server runs (reference lists, courses, modules,
 * articles with their tags, themes, lectors and sponsors) into memory once, in a handful of
 * queries. Routes filter and page in SQL, then build replies from this cache plus per-user state,
 * so a catalogue page costs a few indexed queries and no N+1.
 */
import type {
  Lector,
  NamedItem,
  PaymentConfig,
  Sponsor,
  Tag,
} from '../../src/shared/contract/common';
import type { CaptionTrack, Material } from '../../src/shared/contract/learning';
import type { Db } from '../db/open';
import { iso, mediaUrl } from '../lib/urls';
import type { ArticleStatic, ContentCache, CourseStatic, ModuleStatic } from './types';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped SQLite rows

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** owner id -> linked items in their stored order. */
function links<T>(
  db: Db,
  table: string,
  owner: string,
  other: string,
  items: Map<number, T>,
): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of db
    .prepare(`SELECT ${owner} AS o, ${other} AS x FROM ${table} ORDER BY ${owner}, position`)
    .all() as Row[]) {
    const item = items.get(r.x);
    if (!item) continue;
    if (!out.has(r.o)) out.set(r.o, []);
    out.get(r.o)!.push(item);
  }
  return out;
}

const payment = (r: Row): PaymentConfig =>
  r.price === null || r.price === undefined ? null : { price: r.price, currency: r.currency };

export function loadContent(db: Db): ContentCache {
  const tags = byId(
    db.prepare('SELECT id, name, label, theme FROM tags ORDER BY id').all() as Tag[],
  );
  const themes = byId(db.prepare('SELECT id, name FROM themes ORDER BY id').all() as NamedItem[]);
  const sponsorRows = (db.prepare('SELECT * FROM sponsors ORDER BY id').all() as Sponsor[]).map(
    (s) => ({ ...s, logo: mediaUrl(s.logo) ?? '' }),
  );
  const sponsors = byId(sponsorRows);
  const lectors = byId(
    (db.prepare('SELECT * FROM lectors ORDER BY id').all() as Lector[]).map((l) => ({
      ...l,
      photo: mediaUrl(l.photo),
    })),
  );

  const courseTags = links(db, 'course_tags', 'course_id', 'tag_id', tags);
  const courseThemes = links(db, 'course_themes', 'course_id', 'theme_id', themes);
  const courseLectors = links(db, 'course_lectors', 'course_id', 'lector_id', lectors);
  const courses = new Map<number, CourseStatic>();
  for (const r of db.prepare('SELECT * FROM courses ORDER BY id').all() as Row[]) {
    courses.set(r.id, {
      id: r.id,
      name: r.name,
      description: r.description,
      image: mediaUrl(r.image),
      tags: courseTags.get(r.id) ?? [],
      themes: courseThemes.get(r.id) ?? [],
      lectors: courseLectors.get(r.id) ?? [],
      colorScheme: r.color_scheme === 'D' ? 'D' : 'L',
      sponsor: sponsors.get(r.sponsor_id) ?? null,
      payment: payment(r),
      moduleIds: [],
    });
  }

  const materials = new Map<number, { viewable: Material[]; downloadable: Material[] }>();
  for (const r of db
    .prepare('SELECT * FROM materials ORDER BY module_id, section, position')
    .all() as Row[]) {
    if (!materials.has(r.module_id)) materials.set(r.module_id, { viewable: [], downloadable: [] });
    const m: Material = {
      id: r.id,
      name: r.name,
      kind: r.kind,
      url: mediaUrl(r.file),
      size: r.size,
    };
    materials.get(r.module_id)![r.section as 'viewable' | 'downloadable'].push(m);
  }
  const tests = new Map(
    (db.prepare('SELECT module_id, id FROM tests').all() as Row[]).map((r) => [
      r.module_id as number,
      r.id as number,
    ]),
  );
  const captions = new Map<number, CaptionTrack[]>();
  for (const r of db
    .prepare('SELECT module_id, lang, label, file FROM video_captions ORDER BY module_id, position')
    .all() as Row[]) {
    captions.set(r.module_id, [
      ...(captions.get(r.module_id) ?? []),
      { lang: r.lang, label: r.label, url: mediaUrl(r.file) },
    ]);
  }
  const moduleTags = links(db, 'module_tags', 'module_id', 'tag_id', tags);
  const moduleThemes = links(db, 'module_themes', 'module_id', 'theme_id', themes);
  const moduleLectors = links(db, 'module_lectors', 'module_id', 'lector_id', lectors);
  const modules = new Map<number, ModuleStatic>();
  for (const r of db
    .prepare('SELECT * FROM modules ORDER BY course_id, position, id')
    .all() as Row[]) {
    const course = courses.get(r.course_id)!;
    const mats = materials.get(r.id) ?? { viewable: [], downloadable: [] };
    modules.set(r.id, {
      id: r.id,
      courseId: r.course_id,
      name: r.name,
      description: r.description,
      image: mediaUrl(r.image),
      tags: moduleTags.get(r.id) ?? [],
      themes: moduleThemes.get(r.id) ?? [],
      lectors: moduleLectors.get(r.id) ?? [],
      isPublished: r.is_published === 1,
      payment: payment(r) ?? course.payment,
      colorScheme: course.colorScheme,
      // One video per module; it shares the module's id (the id `start`/`point` name).
      video: r.video_file
        ? {
            id: r.id,
            url: mediaUrl(r.video_file),
            poster: mediaUrl(r.video_poster),
            duration: r.video_duration ?? 0,
            captions: captions.get(r.id) ?? [],
            transcript: r.video_transcript ?? null,
          }
        : null,
      viewable: mats.viewable,
      downloadable: mats.downloadable,
      materialIds: [...mats.viewable, ...mats.downloadable].map((m) => m.id),
      testId: tests.get(r.id) ?? null,
    });
    if (r.is_published === 1) course.moduleIds.push(r.id);
  }

  const articleTags = links(db, 'article_tags', 'article_id', 'tag_id', tags);
  const articles = new Map<number, ArticleStatic>();
  for (const r of db.prepare('SELECT * FROM articles ORDER BY id').all() as Row[]) {
    articles.set(r.id, {
      id: r.id,
      name: r.name,
      image: mediaUrl(r.image),
      tags: articleTags.get(r.id) ?? [],
      topic: r.topic,
      body: r.body,
      sponsor: sponsors.get(r.sponsor_id) ?? null,
      publishedAt: iso(r.published_at),
    });
  }

  const list = (table: string) =>
    db
      .prepare(`SELECT id, name FROM ${table} ORDER BY name COLLATE NOCASE, id`)
      .all() as NamedItem[];
  const ids = (table: string) =>
    new Set(db.prepare(`SELECT id FROM ${table}`).pluck().all() as number[]);
  return {
    tags,
    themes,
    sponsors,
    courses,
    modules,
    articles,
    referenceJson: {
      cities: JSON.stringify(list('cities')),
      'work-places': JSON.stringify(list('work_places')),
      specializations: JSON.stringify(list('specializations')),
      universities: JSON.stringify(list('universities')),
      sponsors: JSON.stringify(sponsorRows),
      tags: JSON.stringify([...tags.values()]),
      themes: JSON.stringify([...themes.values()]),
    },
    referenceIds: {
      cities: ids('cities'),
      work_places: ids('work_places'),
      specializations: ids('specializations'),
      universities: ids('universities'),
    },
  };
}
