/**
 * The seeded demo content as a whole: the amounts of every collection the issue asks for
 * (drafts, paid and sponsored courses, both colour schemes among them), ids 1..n in every
 * collection that has ids, unique names and emails, and tags that use every badge theme of the
 * contract. The other demoContent*.test.ts suites check what the items themselves say.
 */
import { BadgeTheme } from '../../src/shared/contract/common';
import { demoContent as c } from './demoContent';

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

describe('tags', () => {
  it('uses every badge theme of the contract, including one special badge', () => {
    const all = BadgeTheme.anyOf.map((s) => s.const as string);
    expect(new Set(c.tags.map((t) => t.theme))).toEqual(new Set(all));
    expect(c.tags.filter((t) => t.theme === 'special').map((t) => t.name)).toEqual([
      "Editor's choice",
    ]);
  });
});
