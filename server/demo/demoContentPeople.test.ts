/**
 * The demo users and their seeded activity: the two accounts the READMEs sign in with (Anna,
 * James), activity that only touches published content the user may open (and certificates
 * only for courses whose tests were all passed), and enough favorites for user 1 to page through.
 */
import { demoContent as c } from './demoContent';
import { expectAllIn, ids, modulesOf } from './demoContentChecks';

describe('demo users and activity', () => {
  it('has the two demo users with their emails', () => {
    const [anna, james] = [c.people.find((p) => p.id === 1), c.people.find((p) => p.id === 2)];
    expect([
      anna?.first_name,
      anna?.last_name,
      anna?.email,
      anna?.is_published,
      anna?.role,
    ]).toEqual(['Anna', 'Petrova', 'anna@demo.edu', true, 'member']);
    expect([james?.first_name, james?.last_name, james?.email, james?.is_published]).toEqual([
      'James',
      'Miller',
      'james@demo.edu',
      false,
    ]);
  });

  it.each(c.activity.map((a) => [a.user, a]))(
    'activity of user %i refers to content the user may use',
    (_u, a) => {
      const act = a as (typeof c.activity)[number];
      const mod = (id: number) => c.modules.find((m) => m.id === id);
      expect(c.people.some((p) => p.id === act.user)).toBe(true);
      for (const id of act.access_courses)
        expect(c.courses.find((x) => x.id === id)?.payment_config).toBeTruthy();
      expectAllIn(act.favorite_courses, ids(c.courses), 'favorite courses');
      expectAllIn(
        [...act.favorite_modules, ...act.viewed_modules, ...act.completed_modules],
        ids(c.modules),
        'modules',
      );
      expectAllIn([...act.favorite_articles, ...act.viewed_articles], ids(c.articles), 'articles');
      expect(act.viewed_modules.filter((id) => act.completed_modules.includes(id))).toEqual([]);
      for (const id of [
        ...act.viewed_modules,
        ...act.completed_modules,
        ...act.passed_tests_of_modules,
      ]) {
        const m = mod(id);
        const course = c.courses.find((x) => x.id === m?.course);
        const paid = m?.payment_config ?? course?.payment_config ?? null;
        expect({
          id,
          published: m?.is_published,
          locked: !!paid && !act.access_courses.includes(m!.course),
        }).toEqual({
          id,
          published: true,
          locked: false,
        });
      }
      for (const course of act.certificates) {
        const published = modulesOf(course)
          .filter((m) => m.is_published)
          .map((m) => m.id);
        expect(published.filter((id) => !act.passed_tests_of_modules.includes(id))).toEqual([]);
      }
    },
  );

  it('gives user 1 three pages of favorites in every block and a certificate', () => {
    const anna = c.activity.find((a) => a.user === 1)!;
    expect(anna.favorite_courses.length).toBeGreaterThanOrEqual(7);
    expect(anna.favorite_articles.length).toBeGreaterThanOrEqual(7);
    expect(
      anna.favorite_modules.filter((id) => c.modules.find((m) => m.id === id)?.is_published).length,
    ).toBeGreaterThanOrEqual(7);
    expect(
      anna.favorite_modules.some((id) => !c.modules.find((m) => m.id === id)?.is_published),
    ).toBe(true);
    expect(anna.certificates.length).toBeGreaterThan(0);
  });
});
