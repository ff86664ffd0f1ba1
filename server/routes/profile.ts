/**
 * The signed-in user's own profile (the user always comes from the token, never the body),
 * certificates, and anyone's published public profile. Saves are partial updates answering
 * the whole Profile (docs/api.md "Rules").
 */
import { IdParams } from '../../src/shared/contract/common';
import { trimName } from '../../src/shared/contract/names';
import { EducationUpdate, ProfileUpdate, WorkPlaceUpdate } from '../../src/shared/contract/profile';
import { certificatesOf } from '../certificates/store';
import { personById, profileOf, publicProfileOf, type PersonRow } from '../content/profiles';
import { userOf, type App } from '../context';
import { fieldError, fieldErrors, notFound, type FieldProblem } from '../lib/errors';
import { personSearchText } from '../lib/people';
import { sql } from 'kysely';

type RefList = 'cities' | 'work_places' | 'specializations' | 'universities';

export async function profileRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  const opts = { config: { auth: 'required' as const } };
  const me = async (req: { userId: number | null }): Promise<PersonRow> =>
    (await personById(db, userOf(req)))!;

  /** 400 `{field: [...]}` for ids that are not in their reference list. */
  const checkRefs = (
    checks: [field: string, list: RefList, value: number | null | undefined][],
  ) => {
    const errors: Record<string, FieldProblem[]> = {};
    for (const [field, list, value] of checks) {
      if (value !== null && value !== undefined && !content.referenceIds[list].has(value))
        errors[field] = [
          { code: 'invalid_choice', message: 'Invalid input. Select from the list' },
        ];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
  };

  /** Writes the given columns of the user's row and answers the whole Profile. */
  const save = async (userId: number, changes: Record<string, unknown>) => {
    const cols = Object.keys(changes);
    if (cols.length) {
      await db.transaction().execute(async (trx) => {
        const assignments = sql.join(cols.map((c) => sql`${sql.ref(c)} = ${changes[c]}`));
        await sql`UPDATE people SET ${assignments} WHERE id = ${userId}`.execute(trx);
        const p = (await personById(trx, userId))!;
        await sql`UPDATE people SET search_text = ${personSearchText(p)} WHERE id = ${userId}`.execute(
          trx,
        );
      });
    }
    return profileOf((await personById(db, userId))!);
  };

  app.get('/profile/my/', opts, async (req) => profileOf(await me(req)));

  app.post('/profile/my/', { ...opts, schema: { body: ProfileUpdate } }, async (req) => {
    const b = req.body;
    checkRefs([
      ['city', 'cities', b.city as number | null | undefined],
      ['specialization', 'specializations', b.specialization as number | null | undefined],
    ]);
    const changes: Record<string, unknown> = {};
    for (const f of ['phone', 'about'] as const) {
      if (b[f] !== undefined) changes[f] = (b[f] as string).trim();
    }
    // Invisible characters go at the ends too (contract/names.ts): "\u200B" alone is blank.
    for (const f of ['first_name', 'last_name', 'middle_name'] as const) {
      if (b[f] !== undefined) changes[f] = trimName(b[f] as string);
    }
    if (b.city !== undefined) changes.city_id = b.city;
    if (b.specialization !== undefined) changes.specialization_id = b.specialization;
    if (b.is_published !== undefined) changes.is_published = b.is_published ? 1 : 0;
    for (const f of ['first_name', 'last_name'] as const) {
      if (changes[f] === '') throw fieldError(f, 'blank', 'This field may not be blank.');
    }
    return save(userOf(req), changes);
  });

  app.put(
    '/profile/WorkPlaceUpdate/',
    { ...opts, schema: { body: WorkPlaceUpdate } },
    async (req) => {
      checkRefs([['work_place', 'work_places', req.body.work_place]]);
      const changes: Record<string, unknown> = { has_work_place: 1 };
      if (req.body.work_place !== undefined) changes.work_place_id = req.body.work_place;
      if (req.body.position !== undefined) changes.position = req.body.position.trim();
      return save(userOf(req), changes);
    },
  );

  app.put(
    '/profile/EducationUpdate/',
    { ...opts, schema: { body: EducationUpdate } },
    async (req) => {
      checkRefs([['university', 'universities', req.body.university]]);
      const changes: Record<string, unknown> = { has_education: 1 };
      if (req.body.university !== undefined) changes.university_id = req.body.university;
      if (req.body.graduation_year !== undefined)
        changes.graduation_year = req.body.graduation_year;
      if (req.body.degree !== undefined) changes.degree = req.body.degree.trim();
      return save(userOf(req), changes);
    },
  );

  app.get('/profile/certificates/', opts, async (req) => certificatesOf(db, userOf(req)));

  app.get('/profile/:id/public/', { schema: { params: IdParams } }, async (req) => {
    const person = await personById(db, Number(req.params.id));
    if (!person || person.is_published !== 1) throw notFound();
    return publicProfileOf(db, person);
  });
}
