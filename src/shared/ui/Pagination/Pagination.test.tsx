import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { Pagination } from './Pagination';
import { visiblePages } from './visiblePages';

describe('visiblePages', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [5, 10, [4, 5, 6]],
    [10, 10, [8, 9, 10]],
    [9, 10, [8, 9, 10]],
    [1, 2, [1, 2]],
    [3, 3, [1, 2, 3]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('renders nothing with a single page or none', () => {
    const { container, rerender } = render(
      <Pagination page={1} pageCount={1} onChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination page={1} pageCount={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and shows 3 numbers around it', () => {
    render(<Pagination page={4} pageCount={7} onChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '3',
      '4',
      '5',
    ]);
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('Next, Back and numbers report the target page; Back is disabled on the first page, Next on the last', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    rerender(<Pagination page={3} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    // Still focusable (Next pressed to get here keeps the focus), and it does nothing.
    screen.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('with an address per page, is made of links a crawler can follow, which turn the page in place', async () => {
    const onChange = jest.fn();
    const href = (n: number) => (n > 1 ? `/events/all?page=${n}` : '/events/all');
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onChange={onChange} href={href} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/events/all?page=2');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/events/all?page=3',
    );
    const first = screen.getByRole('link', { name: 'Page 1' });
    expect(first).toHaveAttribute('href', '/events/all');
    expect(first).toHaveAttribute('aria-current', 'page');
    // Back on the first page: a disabled link, with no address to follow and not in the Tab order.
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back).toHaveAttribute('aria-disabled', 'true');
    expect(back).not.toHaveAttribute('href');
    await userEvent.click(back);
    expect(onChange).not.toHaveBeenCalled();
    // A plain click (or Enter) turns the page in place; the browser does not load the address.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    next.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(2);
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(2);
    // Ctrl+click (a new tab) is the browser's own.
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole('link', { name: 'Page 3' }).dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
    rerender(<Pagination page={3} pageCount={3} onChange={onChange} href={href} />);
    expect(screen.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/events/all?page=2',
    );
  });

  it('speaks Russian', () => {
    render(<Pagination page={2} pageCount={3} onChange={() => {}} />, { locale: 'ru' });
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeInTheDocument();
  });
});
