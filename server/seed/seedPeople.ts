/** Seeds people (community members and the two demo users) and what the demo users did already. */
import crypto from 'node:crypto';
import type { Db } from '../db/open';
import type { DemoContent } from '../demo/types';
import { personSearchText } from '../lib/people';

export function seedPeople(db: Db, c: DemoContent, now: number): void {
  const person = db.prepare(
    `INSERT INTO people (id, email, first_name, last_name, middle_name, phone, photo, role, city_id, specialization_id, about,
       is_published, has_work_place, work_place_id, position, has_education, university_id, graduation_year, degree, search_text, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of c.people) {
    person.run(
      p.id,
      p.email.toLowerCase(),
      p.first_name,
      p.last_name,
      p.middle_name,
      p.phone,
      p.photo,
      p.role,
      p.city,
      p.specialization,
      p.about,
      p.is_published ? 1 : 0,
      p.work_place ? 1 : 0,
      p.work_place?.work_place ?? null,
      p.work_place?.position ?? '',
      p.education ? 1 : 0,
      p.education?.university ?? null,
      p.education?.graduation_year ?? null,
      p.education?.degree ?? '',
      personSearchText(p),
      now,
    );
  }
  const access = db.prepare(
    'INSERT OR IGNORE INTO course_access (user_id, course_id, granted_at) VALUES (?, ?, ?)',
  );
  const favorite = db.prepare(
    'INSERT OR IGNORE INTO favorites (user_id, kind, object_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const progress = db.prepare(
    `INSERT INTO module_progress (user_id, module_id, completed, video_done, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id, module_id) DO UPDATE SET completed = max(completed, excluded.completed), video_done = max(video_done, excluded.video_done)`,
  );
  const materialsOf = db.prepare('SELECT id FROM materials WHERE module_id = ?').pluck();
  const materialView = db.prepare(
    'INSERT OR IGNORE INTO material_views (user_id, material_id) VALUES (?, ?)',
  );
  const pass = db.prepare(
    'INSERT OR IGNORE INTO test_passes (user_id, test_id, score, total, passed_at) SELECT ?, t.id, count(q.id), count(q.id), ? FROM tests t JOIN questions q ON q.test_id = t.id WHERE t.module_id = ? GROUP BY t.id',
  );
  const articleView = db.prepare(
    'INSERT OR IGNORE INTO article_views (user_id, article_id) VALUES (?, ?)',
  );
  const certificate = db.prepare(
    'INSERT OR IGNORE INTO certificates (user_id, course_id, issued_at, code) VALUES (?, ?, ?, ?)',
  );
  for (const a of c.activity) {
    for (const id of a.access_courses) access.run(a.user, id, now);
    // Oldest first, so the first listed favorite of each kind ends up newest.
    let t = now - 1000;
    for (const [kind, ids] of [
      ['article', a.favorite_articles],
      ['module', a.favorite_modules],
      ['course', a.favorite_courses],
    ] as const) {
      for (const id of [...ids].reverse()) favorite.run(a.user, kind, id, t++);
    }
    for (const id of a.viewed_modules) progress.run(a.user, id, 0, 0, now);
    for (const id of a.completed_modules) {
      progress.run(a.user, id, 1, 1, now);
      for (const mat of materialsOf.all(id) as number[]) materialView.run(a.user, mat);
    }
    for (const id of a.passed_tests_of_modules) pass.run(a.user, now, id);
    for (const id of a.viewed_articles) articleView.run(a.user, id);
    // The code is the certificate's public id: random, as tests.ts issues them, never derived
    // from the user and course (anyone could recompute that and verify others' certificates).
    for (const id of a.certificates)
      certificate.run(a.user, id, now, crypto.randomBytes(12).toString('hex'));
  }
}
