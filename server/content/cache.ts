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
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { rows } from '../db/query';
import { iso, mediaUrl } from '../lib/urls';
import { catalogueOrder } from './catalogueOrder';
import type { ArticleStatic, ContentCache, CourseStatic, ModuleStatic } from './types';

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- untyped database rows

/** A fixed query of this file (no parameters). */
const all = <T = Row>(db: Db, text: string) => rows<T>(db, sql.raw(text));

/** SQLite's ORDER BY name COLLATE NOCASE, id (ASCII letters fold), the same on both databases. */
function byNameNoCase(list: NamedItem[]): NamedItem[] {
  const key = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
  return [...list].sort((a, b) => {
    const [x, y] = [key(a.name), key(b.name)];
    return x < y ? -1 : x > y ? 1 : a.id - b.id;
  });
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/** owner id -> linked items in their stored order. */
async function links<T>(
  db: Db,
  table: string,
  owner: string,
  other: string,
  items: Map<number, T>,
): Promise<Map<number, T[]>> {
  const out = new Map<number, T[]>();
  for (const r of await rows<Row>(
    db,
    sql`SELECT ${sql.ref(owner)} AS o, ${sql.ref(other)} AS x FROM ${sql.table(table)}
      ORDER BY ${sql.ref(owner)}, position`,
  )) {
    const item = items.get(r.x);
    if (!item) continue;
    if (!out.has(r.o)) out.set(r.o, []);
    out.get(r.o)!.push(item);
  }
  return out;
}

const payment = (r: Row): PaymentConfig =>
  r.price === null || r.price === undefined ? null : { price: r.price, currency: r.currency };

export async function loadContent(db: Db): Promise<ContentCache> {
  const tags = byId(await all<Tag>(db, 'SELECT id, name, label, theme FROM tags ORDER BY id'));
  const themes = byId(await all<NamedItem>(db, 'SELECT id, name FROM themes ORDER BY id'));
  const sponsorRows = (await all<Sponsor>(db, 'SELECT * FROM sponsors ORDER BY id')).map((s) => ({
    ...s,
    logo: mediaUrl(s.logo) ?? '',
  }));
  const sponsors = byId(sponsorRows);
  const lectors = byId(
    (await all<Lector>(db, 'SELECT * FROM lectors ORDER BY id')).map((l) => ({
      ...l,
      photo: mediaUrl(l.photo),
    })),
  );

  const courseTags = await links(db, 'course_tags', 'course_id', 'tag_id', tags);
  const courseThemes = await links(db, 'course_themes', 'course_id', 'theme_id', themes);
  const courseLectors = await links(db, 'course_lectors', 'course_id', 'lector_id', lectors);
  const courses = new Map<number, CourseStatic>();
  for (const r of await all<Row>(db, 'SELECT * FROM courses ORDER BY id')) {
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
  for (const r of await all(db, 'SELECT * FROM materials ORDER BY module_id, section, position')) {
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
    (await all<Row>(db, 'SELECT module_id, id FROM tests')).map((r) => [
      r.module_id as number,
      r.id as number,
    ]),
  );
  const captions = new Map<number, CaptionTrack[]>();
  for (const r of await all(
    db,
    'SELECT module_id, lang, label, file FROM video_captions ORDER BY module_id, position',
  )) {
    captions.set(r.module_id, [
      ...(captions.get(r.module_id) ?? []),
      { lang: r.lang, label: r.label, url: mediaUrl(r.file) },
    ]);
  }
  const moduleTags = await links(db, 'module_tags', 'module_id', 'tag_id', tags);
  const moduleThemes = await links(db, 'module_themes', 'module_id', 'theme_id', themes);
  const moduleLectors = await links(db, 'module_lectors', 'module_id', 'lector_id', lectors);
  const modules = new Map<number, ModuleStatic>();
  for (const r of await all(db, 'SELECT * FROM modules ORDER BY course_id, position, id')) {
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

  const articleTags = await links(db, 'article_tags', 'article_id', 'tag_id', tags);
  const articles = new Map<number, ArticleStatic>();
  for (const r of await all<Row>(db, 'SELECT * FROM articles ORDER BY id')) {
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

  const catalogue = await catalogueOrder(db, courses, modules);

  const list = async (table: string) =>
    byNameNoCase(await all<NamedItem>(db, `SELECT id, name FROM ${table}`));
  const idsOf = async (table: string) =>
    new Set((await all<{ id: number }>(db, `SELECT id FROM ${table}`)).map((r) => r.id));
  return {
    tags,
    themes,
    sponsors,
    courses,
    modules,
    articles,
    referenceJson: {
      cities: JSON.stringify(await list('cities')),
      'work-places': JSON.stringify(await list('work_places')),
      specializations: JSON.stringify(await list('specializations')),
      universities: JSON.stringify(await list('universities')),
      sponsors: JSON.stringify(sponsorRows),
      tags: JSON.stringify([...tags.values()]),
      themes: JSON.stringify([...themes.values()]),
    },
    catalogue,
    referenceIds: {
      cities: await idsOf('cities'),
      work_places: await idsOf('work_places'),
      specializations: await idsOf('specializations'),
      universities: await idsOf('universities'),
    },
  };
}
