/** Seeds courses, modules, materials and tests (see seed.ts for the rules). */
import type { Db } from '../db/open';
import type { DemoContent } from '../demo/types';
import { searchText } from '../lib/fold';
import { DAY_MS, link } from './link';

export function seedLearning(
  db: Db,
  c: DemoContent,
  now: number,
  sizeOf: (file: string) => number,
): void {
  const course = db.prepare(
    `INSERT INTO courses (id, name, description, image, color_scheme, sponsor_id, price, currency, published_at, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const k of c.courses) {
    course.run(
      k.id,
      k.name,
      k.description,
      k.image,
      k.color_scheme,
      k.sponsor,
      k.payment_config?.price ?? null,
      k.payment_config?.currency ?? null,
      now - k.published_days_ago * DAY_MS,
      searchText(k.name, k.description),
    );
    link(db, 'course_tags', 'course_id', 'tag_id', k.id, k.tags);
    link(db, 'course_themes', 'course_id', 'theme_id', k.id, k.themes);
    link(db, 'course_lectors', 'course_id', 'lector_id', k.id, k.lectors);
  }
  const module = db.prepare(
    `INSERT INTO modules (id, course_id, position, name, description, image, is_published, price, currency,
       video_file, video_poster, video_duration, video_transcript, search_text)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const caption = db.prepare(
    'INSERT INTO video_captions (module_id, position, lang, label, file) VALUES (?, ?, ?, ?, ?)',
  );
  const material = db.prepare(
    'INSERT INTO materials (module_id, section, position, name, kind, file, size) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // One test per module; its id is the module's id, which keeps demo links predictable.
  const test = db.prepare('INSERT INTO tests (id, module_id, name) VALUES (?, ?, ?)');
  const question = db.prepare('INSERT INTO questions (test_id, text, kind) VALUES (?, ?, ?)');
  const option = db.prepare('INSERT INTO options (question_id, text, correct) VALUES (?, ?, ?)');
  for (const m of [...c.modules].sort((a, b) => a.id - b.id)) {
    module.run(
      m.id,
      m.course,
      m.position,
      m.name,
      m.description,
      m.image,
      m.is_published ? 1 : 0,
      m.payment_config?.price ?? null,
      m.payment_config?.currency ?? null,
      m.video?.file ?? null,
      m.video?.poster ?? null,
      m.video?.duration ?? null,
      m.video?.transcript ?? null,
      searchText(m.name, m.description),
    );
    m.video?.captions.forEach((x, i) => caption.run(m.id, i, x.lang, x.label, x.file));
    link(db, 'module_tags', 'module_id', 'tag_id', m.id, m.tags);
    link(db, 'module_themes', 'module_id', 'theme_id', m.id, m.themes);
    link(db, 'module_lectors', 'module_id', 'lector_id', m.id, m.lectors);
    m.viewable.forEach((x, i) =>
      material.run(
        m.id,
        'viewable',
        i,
        x.name,
        x.kind,
        x.file,
        x.kind === 'link' ? 0 : sizeOf(x.file),
      ),
    );
    m.downloadable.forEach((x, i) =>
      material.run(
        m.id,
        'downloadable',
        i,
        x.name,
        x.kind,
        x.file,
        x.kind === 'link' ? 0 : sizeOf(x.file),
      ),
    );
    if (!m.test || m.test.questions.length === 0) continue;
    test.run(m.id, m.id, m.test.name);
    for (const qn of m.test.questions) {
      const qid = question.run(m.id, qn.text, qn.kind).lastInsertRowid;
      for (const o of qn.options) option.run(qid, o.text, o.correct ? 1 : 0);
    }
  }
}
