import { moduleItem, courseItem } from '../fixtures';
import { pageCount, visibleItems } from './favoritesPaging';

describe('favorites paging arithmetic', () => {
  it('page count is the item count divided by 3, rounded up (SPEC §2)', () => {
    expect([0, 1, 2, 3, 4, 6, 7, 9, 10].map((count) => pageCount(count))).toEqual([
      0, 1, 1, 1, 2, 2, 3, 3, 4,
    ]);
    expect(pageCount(10)).toBe(Math.ceil(10 / 3));
  });

  it('hides sessions that are not published, and only those', () => {
    const hidden = moduleItem(2, { is_published: false });
    const course = { ...courseItem(5), is_published: false };
    expect(visibleItems([moduleItem(1), hidden, course])).toEqual([moduleItem(1), course]);
  });
});
