/**
 * The courses, modules and module tests of the seeded demo content: each course has 3-8 modules
 * at positions 1..n; each module a video with captions in both languages, both kinds of
 * material, and a test of 3-6 well-formed questions; and the right option is spread over the
 * places, so that no answer key by position passes a test.
 */
import { demoContent as c } from './demoContent';
import { modulesOf } from './demoContentChecks';
import type { DemoModule } from './types';

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
