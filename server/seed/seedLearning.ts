/** Seeds courses, modules, materials and tests (see seed.ts for the rules). */
import type { Db } from '../db/dialect';
import { insertRows } from '../db/query';
import type { DemoContent } from '../demo/types';
import { searchText } from '../lib/fold';
import { DAY_MS, links } from './link';

export async function seedLearning(
  db: Db,
  c: DemoContent,
  now: number,
  sizeOf: (file: string) => number,
): Promise<void> {
  await insertRows(
    db,
    'courses',
    c.courses.map((k) => ({
      id: k.id,
      name: k.name,
      description: k.description,
      image: k.image,
      color_scheme: k.color_scheme,
      sponsor_id: k.sponsor,
      price: k.payment_config?.price ?? null,
      currency: k.payment_config?.currency ?? null,
      published_at: now - k.published_days_ago * DAY_MS,
      search_text: searchText(k.name, k.description),
    })),
  );
  await insertRows(
    db,
    'course_tags',
    c.courses.flatMap((k) => links('course_id', 'tag_id', k.id, k.tags)),
  );
  await insertRows(
    db,
    'course_themes',
    c.courses.flatMap((k) => links('course_id', 'theme_id', k.id, k.themes)),
  );
  await insertRows(
    db,
    'course_lectors',
    c.courses.flatMap((k) => links('course_id', 'lector_id', k.id, k.lectors)),
  );

  const modules = [...c.modules].sort((a, b) => a.id - b.id);
  await insertRows(
    db,
    'modules',
    modules.map((m) => ({
      id: m.id,
      course_id: m.course,
      position: m.position,
      name: m.name,
      description: m.description,
      image: m.image,
      is_published: m.is_published ? 1 : 0,
      price: m.payment_config?.price ?? null,
      currency: m.payment_config?.currency ?? null,
      video_file: m.video?.file ?? null,
      video_poster: m.video?.poster ?? null,
      video_duration: m.video?.duration ?? null,
      video_transcript: m.video?.transcript ?? null,
      search_text: searchText(m.name, m.description),
    })),
  );
  await insertRows(
    db,
    'video_captions',
    modules.flatMap((m) =>
      (m.video?.captions ?? []).map((x, position) => ({
        module_id: m.id,
        position,
        lang: x.lang,
        label: x.label,
        file: x.file,
      })),
    ),
  );
  await insertRows(
    db,
    'module_tags',
    modules.flatMap((m) => links('module_id', 'tag_id', m.id, m.tags)),
  );
  await insertRows(
    db,
    'module_themes',
    modules.flatMap((m) => links('module_id', 'theme_id', m.id, m.themes)),
  );
  await insertRows(
    db,
    'module_lectors',
    modules.flatMap((m) => links('module_id', 'lector_id', m.id, m.lectors)),
  );

  // Materials, questions and options get ids in content order, so reseeding gives the same ids.
  const material = (m: (typeof modules)[number], section: 'viewable' | 'downloadable') =>
    m[section].map((x, position) => ({
      module_id: m.id,
      section,
      position,
      name: x.name,
      kind: x.kind,
      file: x.file,
      size: x.kind === 'link' ? 0 : sizeOf(x.file),
    }));
  await insertRows(
    db,
    'materials',
    modules
      .flatMap((m) => [...material(m, 'viewable'), ...material(m, 'downloadable')])
      .map((row, index) => ({ id: index + 1, ...row })),
  );

  // One test per module; its id is the module's id, which keeps demo links predictable.
  const tested = modules.filter((m) => m.test && m.test.questions.length > 0);
  await insertRows(
    db,
    'tests',
    tested.map((m) => ({ id: m.id, module_id: m.id, name: m.test!.name })),
  );
  const questions = tested.flatMap((m) => m.test!.questions.map((q) => ({ test_id: m.id, q })));
  await insertRows(
    db,
    'questions',
    questions.map(({ test_id, q }, index) => ({
      id: index + 1,
      test_id,
      text: q.text,
      kind: q.kind,
    })),
  );
  await insertRows(
    db,
    'options',
    questions
      .flatMap(({ q }, index) =>
        q.options.map((o) => ({
          question_id: index + 1,
          text: o.text,
          correct: o.correct ? 1 : 0,
        })),
      )
      .map((row, index) => ({ id: index + 1, ...row })),
  );
}
