import type { Course } from '@/shared/contract/learning';

test('the contract types are importable from the app', () => {
  const partial: Pick<Course, 'color_scheme'> = { color_scheme: 'L' };
  expect(partial.color_scheme).toBe('L');
});
