import type { Tag } from '@/shared/contract/common';
import { PAYMENT_BADGE, orderBadges, overflowCount, withPaymentBadge } from './badges';
import { throttle } from '@/shared/lib/timing';

const tag = (id: number, theme: Tag['theme'] = 'base', label = `tag-${id}`): Tag => ({
  id,
  name: `Tag ${id}`,
  label,
  theme,
});

describe('orderBadges', () => {
  it('moves special badges, then the sponsor badge, to the front; the rest keep their order', () => {
    const tags = [
      tag(1),
      tag(2, 'outline', 'northwind-academy'),
      tag(3),
      tag(4, 'special'),
      tag(5, 'red'),
    ];
    expect(orderBadges(tags, 'northwind-academy').map((t) => t.id)).toEqual([4, 2, 1, 3, 5]);
  });

  it('without a sponsor only special badges move', () => {
    const tags = [tag(1), tag(2, 'outline', 'northwind-academy'), tag(3, 'special')];
    expect(orderBadges(tags).map((t) => t.id)).toEqual([3, 1, 2]);
    expect(orderBadges(tags, null).map((t) => t.id)).toEqual([3, 1, 2]);
  });

  it('keeps several special badges in their order, the payment badge first if it came first', () => {
    const tags = withPaymentBadge([tag(1), tag(8, 'special')], false);
    expect(orderBadges(tags).map((t) => t.id)).toEqual([999999, 8, 1]);
  });

  it('does not mutate its input', () => {
    const tags = [tag(1), tag(2, 'special')];
    orderBadges(tags);
    expect(tags.map((t) => t.id)).toEqual([1, 2]);
  });
});

describe('withPaymentBadge', () => {
  it('prepends the payment-lock badge when there is no access', () => {
    expect(withPaymentBadge([tag(1)], false)).toEqual([
      { id: 999999, name: 'payment', label: 'payment', theme: 'special' },
      tag(1),
    ]);
    expect(PAYMENT_BADGE.id).toBe(999999);
  });

  it('leaves tags alone with access, and never adds it twice', () => {
    const tags = [tag(1)];
    expect(withPaymentBadge(tags, true)).toBe(tags);
    expect(withPaymentBadge(withPaymentBadge(tags, false), false)).toHaveLength(2);
  });
});

describe('overflowCount', () => {
  it('is 0 when everything fits on the line (gaps included)', () => {
    expect(overflowCount([60, 60, 60], 196, 8, 30)).toBe(0);
    expect(overflowCount([], 100, 8, 30)).toBe(0);
  });

  it('leaves room for the +N toggle when badges overflow', () => {
    // 5 x 60 + 4 x 8 = 332 > 300; with a 30 px toggle: 30+68+68+68 = 234, the 4th would need 302.
    expect(overflowCount([60, 60, 60, 60, 60], 300, 8, 30)).toBe(2);
    expect(overflowCount([60, 60, 60, 60, 60], 302, 8, 30)).toBe(1);
  });

  it('hides everything when not even the first badge fits beside the toggle', () => {
    expect(overflowCount([200, 40], 210, 8, 30)).toBe(2);
  });
});

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then once more at the end of the 100 ms window', () => {
    const fn = jest.fn();
    const t = throttle(fn, 100);
    t();
    t();
    t();
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
