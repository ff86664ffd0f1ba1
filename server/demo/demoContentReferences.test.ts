/**
 * Every cross-reference in the seeded demo content resolves: courses, modules, articles, events
 * and people name tags, themes, lectors, sponsors, cities and the rest that exist, sponsored
 * courses carry their sponsor's tag, and every media path (images, videos, captions, materials,
 * photos) is a file in ./files. A dangling id would seed rows the API cannot join.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoContent as c } from './demoContent';
import { expectAllIn, ids } from './demoContentChecks';

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
