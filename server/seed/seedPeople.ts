/** Seeds people (community members and the two demo users) and what the demo users did already. */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { insertRows, rows } from '../db/query';
import type { DemoContent } from '../demo/types';
import { personSearchText } from '../lib/people';

export async function seedPeople(db: Db, c: DemoContent, now: number): Promise<void> {
  await insertRows(
    db,
    'people',
    c.people.map((p) => ({
      id: p.id,
      email: p.email.toLowerCase(),
      first_name: p.first_name,
      last_name: p.last_name,
      middle_name: p.middle_name,
      phone: p.phone,
      photo: p.photo,
      role: p.role,
      city_id: p.city,
      specialization_id: p.specialization,
      about: p.about,
      is_published: p.is_published ? 1 : 0,
      has_work_place: p.work_place ? 1 : 0,
      work_place_id: p.work_place?.work_place ?? null,
      position: p.work_place?.position ?? '',
      has_education: p.education ? 1 : 0,
      university_id: p.education?.university ?? null,
      graduation_year: p.education?.graduation_year ?? null,
      degree: p.education?.degree ?? '',
      search_text: personSearchText(p),
      created_at: now,
    })),
  );
  const ignore = { ignoreDuplicates: true };
  const personById = new Map(c.people.map((p) => [p.id, p]));
  for (const a of c.activity) {
    const user = a.user;
    const holder = personById.get(user);
    await insertRows(
      db,
      'course_access',
      a.access_courses.map((course_id) => ({ user_id: user, course_id, granted_at: now })),
      ignore,
    );
    // Oldest first, so the first listed favorite of each kind ends up newest.
    let t = now - 1000;
    const favorites = (
      [
        ['article', a.favorite_articles],
        ['module', a.favorite_modules],
        ['course', a.favorite_courses],
      ] as const
    ).flatMap(([kind, ids]) =>
      [...ids].reverse().map((object_id) => ({ user_id: user, kind, object_id, created_at: t++ })),
    );
    await insertRows(db, 'favorites', favorites, ignore);
    // A module both viewed and completed counts as completed.
    const completed = new Set(a.completed_modules);
    await insertRows(
      db,
      'module_progress',
      [...new Set([...a.viewed_modules, ...a.completed_modules])].map((module_id) => ({
        user_id: user,
        module_id,
        completed: completed.has(module_id) ? 1 : 0,
        video_done: completed.has(module_id) ? 1 : 0,
        updated_at: now,
      })),
    );
    if (a.completed_modules.length > 0) {
      const materials = await rows<{ id: number }>(
        db,
        sql`SELECT id FROM materials WHERE module_id IN (${sql.join(a.completed_modules)}) ORDER BY id`,
      );
      await insertRows(
        db,
        'material_views',
        materials.map((m) => ({ user_id: user, material_id: m.id })),
        ignore,
      );
    }
    for (const moduleId of a.passed_tests_of_modules)
      await sql`INSERT INTO test_passes (user_id, test_id, score, total, passed_at)
        SELECT ${user}, t.id, count(q.id), count(q.id), ${now} FROM tests t JOIN questions q ON q.test_id = t.id
        WHERE t.module_id = ${moduleId} GROUP BY t.id
        ON CONFLICT DO NOTHING`.execute(db);
    await insertRows(
      db,
      'article_views',
      a.viewed_articles.map((article_id) => ({ user_id: user, article_id })),
      ignore,
    );
    // The code is the certificate's public id: random, as tests.ts issues them, never derived
    // from the user and course (anyone could recompute that and verify others' certificates).
    await insertRows(
      db,
      'certificates',
      a.certificates.map((course_id) => ({
        user_id: user,
        course_id,
        issued_at: now,
        code: crypto.randomBytes(12).toString('hex'),
        holder_first_name: holder?.first_name ?? null,
        holder_last_name: holder?.last_name ?? null,
        holder_middle_name: holder?.middle_name ?? null,
      })),
      ignore,
    );
  }
}
