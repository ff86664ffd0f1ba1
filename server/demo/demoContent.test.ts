/**
 * Integrity of the seeded demo content: the amounts the issue asks for, unique ids, every
 * cross-reference resolvable, well-formed tests, and every media path present in ./files.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BadgeTheme } from '../../src/shared/contract/common';
import { demoContent as c } from './demoContent';
import type { DemoModule } from './types';

const ids = (items: { id: number }[]) => new Set(items.map((i) => i.id));
const expectAllIn = (refs: (number | null)[], known: Set<number>, what: string) => {
  const missing = refs.filter((r): r is number => r !== null && !known.has(r));
  expect({ what, missing }).toEqual({ what, missing: [] });
};
const modulesOf = (course: number) => c.modules.filter((m) => m.course === course);

describe('amounts', () => {
  it('has the required number of items in every collection', () => {
    expect(c.courses).toHaveLength(14);
    expect(c.modules.length).toBeGreaterThanOrEqual(40);
    expect(c.articles).toHaveLength(30);
    expect(c.events).toHaveLength(12);
    expect(c.sponsors).toHaveLength(4);
    expect(c.stories).toHaveLength(6);
    expect(c.people.filter((p) => p.id >= 3).length).toBeGreaterThanOrEqual(30);
    expect(c.people.filter((p) => p.role === 'mentor').length).toBeGreaterThanOrEqual(8);
    expect(c.people.filter((p) => p.role === 'expert').length).toBeGreaterThanOrEqual(8);
    expect(c.cities).toHaveLength(20);
    expect(c.workPlaces.length).toBeGreaterThanOrEqual(15);
    expect(c.specializations.length).toBeGreaterThanOrEqual(12);
    expect(c.universities.length).toBeGreaterThanOrEqual(12);
    expect(c.themes.length).toBeGreaterThanOrEqual(8);
    expect(c.lectors.length).toBeGreaterThanOrEqual(10);
    expect(c.tags.length).toBeGreaterThanOrEqual(18);
    expect(c.promoCodes).toEqual(['WELCOME2026', 'TEACHERS', 'MENTOR50']);
  });

  it('has a few unpublished modules, paid courses, both colour schemes and mostly sponsored courses', () => {
    const drafts = c.modules.filter((m) => !m.is_published).length;
    expect(drafts).toBeGreaterThanOrEqual(2);
    expect(drafts).toBeLessThanOrEqual(5);
    expect(c.courses.filter((x) => x.payment_config).length).toBeGreaterThanOrEqual(3);
    expect(new Set(c.courses.map((x) => x.color_scheme))).toEqual(new Set(['L', 'D']));
    expect(c.courses.filter((x) => x.sponsor !== null).length).toBeGreaterThan(
      c.courses.length / 2,
    );
  });
});

describe('ids', () => {
  it.each(
    Object.entries(c).filter(
      ([, v]) => Array.isArray(v) && typeof v[0] === 'object' && 'id' in v[0],
    ),
  )('%s have unique ids 1..n', (_name, items) => {
    const list = (items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
    expect(list).toEqual(list.map((_, i) => i + 1));
  });

  it('has unique names for courses, modules and articles and unique people emails', () => {
    for (const list of [c.courses, c.modules, c.articles])
      expect(new Set(list.map((x) => x.name)).size).toBe(list.length);
    expect(new Set(c.people.map((p) => p.email)).size).toBe(c.people.length);
  });
});

describe('references', () => {
  const tagIds = ids(c.tags);
  const themeIds = ids(c.themes);
  const sponsorIds = ids(c.sponsors);
  const lectorIds = ids(c.lectors);
  const cityIds = ids(c.cities);

  it('courses and modules refer to existing tags, themes, lectors, sponsors and courses', () => {
    for (const x of [...c.courses, ...c.modules]) {
      expectAllIn(x.tags, tagIds, `tags of ${x.name}`);
      expectAllIn(x.themes, themeIds, `themes of ${x.name}`);
      expectAllIn(x.lectors, lectorIds, `lectors of ${x.name}`);
      expect(x.tags.length + x.themes.length + x.lectors.length).toBeGreaterThan(2);
    }
    expectAllIn(
      c.courses.map((x) => x.sponsor),
      sponsorIds,
      'course sponsors',
    );
    expectAllIn(
      c.modules.map((m) => m.course),
      ids(c.courses),
      'module courses',
    );
  });

  it('articles, events and people refer to existing items', () => {
    expectAllIn(
      c.articles.flatMap((a) => a.tags),
      tagIds,
      'article tags',
    );
    expectAllIn(
      c.articles.map((a) => a.sponsor),
      sponsorIds,
      'article sponsors',
    );
    expectAllIn(
      c.events.flatMap((e) => e.tags),
      tagIds,
      'event tags',
    );
    expectAllIn(
      c.events.map((e) => e.sponsor),
      sponsorIds,
      'event sponsors',
    );
    expectAllIn(
      c.events.map((e) => e.city),
      cityIds,
      'event cities',
    );
    expectAllIn(
      c.people.map((p) => p.city),
      cityIds,
      'people cities',
    );
    expectAllIn(
      c.people.map((p) => p.specialization),
      ids(c.specializations),
      'specializations',
    );
    expectAllIn(
      c.people.map((p) => p.work_place?.work_place ?? null),
      ids(c.workPlaces),
      'work places',
    );
    expectAllIn(
      c.people.map((p) => p.education?.university ?? null),
      ids(c.universities),
      'universities',
    );
  });

  it('sponsored courses carry their sponsor tag, and every sponsor has a tag labelled like it', () => {
    for (const s of c.sponsors) {
      const tag = c.tags.find((t) => t.label === s.label);
      expect(tag?.name).toBe(s.name);
      for (const x of c.courses.filter((y) => y.sponsor === s.id))
        expect(x.tags).toContain(tag?.id);
    }
  });
});

describe('tags', () => {
  it('uses every badge theme of the contract, including one special badge', () => {
    const all = BadgeTheme.anyOf.map((s) => s.const as string);
    expect(new Set(c.tags.map((t) => t.theme))).toEqual(new Set(all));
    expect(c.tags.filter((t) => t.theme === 'special').map((t) => t.name)).toEqual([
      "Editor's choice",
    ]);
  });
});

describe('courses and modules', () => {
  it.each(c.courses.map((x) => [x.id, x.name]))(
    'course %i (%s) has 3-8 modules at positions 1..n',
    (id) => {
      const positions = modulesOf(id as number)
        .map((m) => m.position)
        .sort((a, b) => a - b);
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions.length).toBeLessThanOrEqual(8);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    },
  );

  const checkModule = (m: DemoModule) => {
    expect(m.video.duration).toBeGreaterThan(0);
    expect(m.video.captions.map((x) => x.lang)).toEqual(['en', 'ru']);
    expect(m.video.transcript).toBeTruthy();
    expect(m.viewable.some((x) => x.kind === 'pdf' || x.kind === 'presentation')).toBe(true);
    expect(m.downloadable.some((x) => x.kind === 'file' || x.kind === 'pdf')).toBe(true);
    expect(m.test.questions.length).toBeGreaterThanOrEqual(3);
    expect(m.test.questions.length).toBeLessThanOrEqual(6);
    expect(new Set(m.test.questions.map((q) => q.kind))).toEqual(new Set(['single', 'multiple']));
    for (const q of m.test.questions) {
      const correct = q.options.filter((o) => o.correct).length;
      expect({
        q: q.text,
        ok: q.kind === 'single' ? correct === 1 : correct >= 2 && correct < q.options.length,
      }).toEqual({
        q: q.text,
        ok: true,
      });
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.options.length).toBeLessThanOrEqual(5);
      expect(new Set(q.options.map((o) => o.text)).size).toBe(q.options.length);
    }
  };
  it.each(c.modules.map((m) => [m.id, m]))(
    'module %i has a video, both kinds of material and a valid test',
    (_id, m) => checkModule(m as DemoModule),
  );

  it('the right option is not always in the same place (no answer key by position)', () => {
    const singles = c.modules.flatMap((m) => m.test.questions).filter((q) => q.kind === 'single');
    const places = new Map<number, number>();
    for (const q of singles) {
      const at = q.options.findIndex((o) => o.correct);
      places.set(at, (places.get(at) ?? 0) + 1);
    }
    // About a quarter each with four options; no place holds half of the right answers.
    for (const [, count] of places) expect(count).toBeLessThan(singles.length / 2);
    expect(places.size).toBeGreaterThanOrEqual(3);
    // Nor does "always the first" pass a test (70%) by itself.
    for (const m of c.modules) {
      const firstRight = m.test.questions.filter((q) =>
        q.kind === 'single' ? q.options[0].correct : false,
      ).length;
      expect({ module: m.id, passes: firstRight / m.test.questions.length >= 0.7 }).toEqual({
        module: m.id,
        passes: false,
      });
    }
  });
});

describe('articles, events, stories', () => {
  it('articles have real HTML bodies with 3-6 paragraphs and the common elements somewhere', () => {
    for (const a of c.articles) {
      const paragraphs = a.body.match(/<p>/g)?.length ?? 0;
      expect({ id: a.id, paragraphs, ok: paragraphs >= 3 && paragraphs <= 6 }).toEqual({
        id: a.id,
        paragraphs,
        ok: true,
      });
    }
    for (const element of ['<h2>', '<ul>', '<blockquote>', '<a href="https://']) {
      expect(c.articles.filter((a) => a.body.includes(element)).length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(c.articles.map((a) => a.topic))).toEqual(
      new Set(['Research', 'Practice', 'Community', 'Policy', 'Technology']),
    );
  });

  it('exactly one article carries an inline event handler and one a script, for the client sanitizer', () => {
    expect(c.articles.filter((a) => /onerror=/.test(a.body)).map((a) => a.id)).toHaveLength(1);
    expect(c.articles.filter((a) => /<script>/.test(a.body)).map((a) => a.id)).toHaveLength(1);
  });

  it('events are past and upcoming, online and offline, with addresses only when offline', () => {
    expect(
      c.events.some((e) => e.starts_in_days < 0) && c.events.some((e) => e.starts_in_days > 0),
    ).toBe(true);
    for (const e of c.events) {
      if (e.format === 'offline') expect(e.location && e.city).toBeTruthy();
      else expect([e.location, e.city]).toEqual([null, null]);
      if (e.registration_url)
        expect(e.registration_url).toMatch(/^https:\/\/events\.example\.org\/[a-z0-9-]+$/);
    }
    expect(new Set(c.events.map((e) => e.format))).toEqual(new Set(['online', 'offline']));
  });

  it('offline events name a real IANA time zone of their venue; online ones none', () => {
    for (const e of c.events) {
      if (e.format === 'online') expect([e.id, e.timezone]).toEqual([e.id, null]);
      else
        expect(
          Intl.DateTimeFormat('en', { timeZone: e.timezone! }).resolvedOptions().timeZone,
        ).toBe(e.timezone);
    }
  });

  it('all stories are active at seeding time', () => {
    for (const s of c.stories)
      expect(s.start_days <= 0 && s.end_days >= 0 && s.files.length > 0).toBe(true);
  });

  it('every story has text, and its link leads to a course, event or article that exists', () => {
    const exists = {
      course: new Set(c.courses.map((x) => x.id)),
      event: new Set(c.events.map((x) => x.id)),
      article: new Set(c.articles.map((x) => x.id)),
    };
    for (const s of c.stories) {
      expect(s.text.length).toBeGreaterThan(20);
      expect(s.link).not.toBeNull();
      if (s.link) expect(exists[s.link.kind].has(s.link.id)).toBe(true);
    }
  });
});

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

describe('media files', () => {
  const filesDir = join(__dirname, 'files');
  const paths = [
    ...c.courses.map((x) => x.image),
    ...c.modules.flatMap((m) => [
      m.image,
      m.video.file,
      m.video.poster,
      ...m.video.captions.map((x) => x.file),
      ...[...m.viewable, ...m.downloadable].map((x) => x.file),
    ]),
    ...c.articles.map((a) => a.image),
    ...c.events.map((e) => e.image),
    ...c.sponsors.map((s) => s.logo),
    ...c.stories.flatMap((s) => [s.thumbnail, ...s.files.map((f) => f.file)]),
    ...[...c.people, ...c.lectors].map((p) => p.photo).filter((p): p is string => p !== null),
  ];

  it('every referenced media file exists in server/demo/files', () => {
    if (!existsSync(filesDir)) {
      // Media are generated separately; without the folder there is nothing to compare against.
      console.warn(
        `SKIPPED media check: ${filesDir} does not exist yet (generate the demo media first).`,
      );
      return;
    }
    expect([...new Set(paths)].filter((p) => !existsSync(join(filesDir, p)))).toEqual([]);
  });
});
