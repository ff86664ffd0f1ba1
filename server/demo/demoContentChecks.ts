/**
 * What the demoContent*.test.ts suites share: the ids of a collection, an expectation that every
 * reference is among them (naming what is missing, so a failure says which item to fix), and the
 * modules of a course.
 */
import { demoContent as c } from './demoContent';

export const ids = (items: { id: number }[]) => new Set(items.map((i) => i.id));
export const expectAllIn = (refs: (number | null)[], known: Set<number>, what: string) => {
  const missing = refs.filter((r): r is number => r !== null && !known.has(r));
  expect({ what, missing }).toEqual({ what, missing: [] });
};
export const modulesOf = (course: number) => c.modules.filter((m) => m.course === course);
