import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { Tag } from '@/shared/contract/common';
import { catalogues, render } from '@/test/utils';
import { BadgeList } from './BadgeList';
import { withPaymentBadge } from './badges';

/* Layout mock: every measured badge is 60 px, the toggle 30 px, the list `listWidth` px. */
let listWidth = 300;
let badgeWidth = 60;
let readTimes: number[] = [];
const originals = {
  offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!,
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!,
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      if (this.dataset.measure === 'badge') return badgeWidth;
      if (this.dataset.measure === 'toggle') return 30;
      return 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientWidth', {
    configurable: true,
    get(this: Element) {
      if (this.tagName !== 'UL') return 0;
      readTimes.push(Date.now());
      return listWidth;
    },
  });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originals.offsetWidth);
  Object.defineProperty(Element.prototype, 'clientWidth', originals.clientWidth);
});
beforeEach(() => {
  jest.useFakeTimers();
  listWidth = 300;
  badgeWidth = 60;
  readTimes = [];
});
afterEach(() => jest.useRealTimers());

const tags: Tag[] = [
  { id: 1, name: 'Beginner', label: 'beginner', theme: 'base' },
  { id: 2, name: 'Popular', label: 'popular', theme: 'red' },
  { id: 3, name: 'Northwind Academy', label: 'northwind-academy', theme: 'outline' },
  { id: 4, name: 'Certificate', label: 'certificate', theme: 'brand' },
  { id: 5, name: "Editor's choice", label: 'editors-choice', theme: 'special' },
];
const list = () => screen.getByRole('list', { name: 'Tags' });
const shownNames = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const frame = () => act(() => jest.advanceTimersByTime(16));

describe('BadgeList', () => {
  it('collapsed: shows what fits on one line plus +N, special and sponsor badges first', () => {
    render(<BadgeList tags={tags} sponsorLabel="northwind-academy" />);
    frame();
    expect(shownNames()).toEqual(["Editor's choice", 'Northwind Academy', 'Beginner', '+2']);
    expect(screen.getByRole('button', { name: '+2 more tags' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('names one hidden tag in the singular', () => {
    listWidth = 260; // three badges and the toggle, with their gaps; not four
    render(<BadgeList tags={tags.slice(0, 4)} />);
    frame();
    expect(screen.getByRole('button', { name: '+1 more tag' })).toBeInTheDocument();
  });

  it("+N expands the whole list and the toggle then reads 'hide'; it collapses again", () => {
    render(<BadgeList tags={tags} />);
    frame();
    screen.getByRole('button', { name: '+2 more tags' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '+2 more tags' }));
    expect(list()).toHaveClass('expanded');
    expect(shownNames()).toEqual([
      "Editor's choice",
      'Beginner',
      'Popular',
      'Northwind Academy',
      'Certificate',
    ]);
    // The 'hide' toggle sits under the scrolling area, and keeps the keyboard focus.
    const hide = screen.getByRole('button', { name: 'Hide extra tags' });
    expect(hide).toHaveTextContent('hide');
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(hide).toHaveFocus();
    fireEvent.click(hide);
    expect(list()).toHaveClass('collapsed');
    expect(shownNames()).toHaveLength(4);
  });

  it('the server HTML has no ruler; once hydrated, it measures and collapses', () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={catalogues.en}>
        <BadgeList tags={tags} />
      </IntlProvider>,
    );
    expect(html).not.toContain('data-measure');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<BadgeList tags={tags} />, { container, hydrate: true });
    expect(container.querySelectorAll('[data-measure]')).toHaveLength(tags.length + 1);
    frame();
    expect(shownNames()).toEqual(["Editor's choice", 'Beginner', 'Popular', '+2']);
  });

  it("reads 'скрыть' in Russian", () => {
    render(<BadgeList tags={tags} />, { locale: 'ru' });
    frame();
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByRole('button', { expanded: true })).toHaveTextContent('скрыть');
  });

  it('shows every badge and no toggle when all fit', () => {
    listWidth = 400;
    render(<BadgeList tags={tags} />);
    frame();
    expect(shownNames()).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('measures at mount, then again 100 ms and 600 ms after mounting (each in the next frame)', () => {
    listWidth = 400;
    render(<BadgeList tags={tags} />);
    frame();
    expect(shownNames()).toHaveLength(5);
    listWidth = 300; // e.g. the web font arrived and the badges grew
    act(() => jest.advanceTimersByTime(1000));
    expect(shownNames()).toEqual(["Editor's choice", 'Beginner', 'Popular', '+2']);
    const t0 = readTimes[0];
    expect(readTimes).toHaveLength(3);
    expect(readTimes[1] - t0).toBeGreaterThanOrEqual(100 - 16);
    expect(readTimes[1] - t0).toBeLessThanOrEqual(100 + 16);
    expect(readTimes[2] - t0).toBeGreaterThanOrEqual(600 - 16);
    expect(readTimes[2] - t0).toBeLessThanOrEqual(600 + 16);
  });

  it('recalculates on window resize, throttled to 100 ms', () => {
    render(<BadgeList tags={tags} />);
    act(() => jest.advanceTimersByTime(700)); // past the mount re-measures
    listWidth = 400;
    fireEvent(window, new Event('resize'));
    frame();
    expect(shownNames()).toHaveLength(5); // leading edge
    listWidth = 200;
    fireEvent(window, new Event('resize'));
    fireEvent(window, new Event('resize'));
    frame();
    expect(shownNames()).toHaveLength(5); // throttled
    act(() => jest.advanceTimersByTime(100));
    frame();
    expect(shownNames()).toEqual(["Editor's choice", 'Beginner', '+3']); // trailing edge
  });

  it('recalculates when the badges themselves change size (text spacing, WCAG 1.4.12), not only the list', () => {
    const observed: Element[] = [];
    const callbacks: ResizeObserverCallback[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(<BadgeList tags={tags} />);
      act(() => jest.advanceTimersByTime(700)); // past the mount re-measures
      frame();
      expect(shownNames()).toEqual(["Editor's choice", 'Beginner', 'Popular', '+2']);
      const badges = observed.filter((el) => (el as HTMLElement).dataset.measure === 'badge');
      expect(badges).toHaveLength(tags.length);
      badgeWidth = 120; // a reader's text-spacing style widens every badge; the window stays
      act(() => callbacks.forEach((cb) => cb([], {} as ResizeObserver)));
      frame();
      expect(shownNames()).toEqual(["Editor's choice", 'Beginner', '+3']);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('batches measure requests into one animation frame: reads once, then writes', () => {
    render(<BadgeList tags={tags} />);
    frame();
    const before = readTimes.length;
    act(() => jest.advanceTimersByTime(100 - 16)); // the 100 ms re-measure books a frame...
    fireEvent(window, new Event('resize')); // ...and a resize in the same frame joins it
    fireEvent(window, new Event('resize'));
    frame();
    expect(readTimes.length - before).toBe(1);
  });

  it('marks the payment badge with a lock and a Paid label, first in line', () => {
    render(<BadgeList tags={withPaymentBadge(tags.slice(0, 2), false)} />);
    frame();
    const first = within(list()).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Paid');
    expect(first.querySelector('svg')).not.toBeNull();
  });

  it('renders nothing without tags', () => {
    const { container } = render(<BadgeList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
