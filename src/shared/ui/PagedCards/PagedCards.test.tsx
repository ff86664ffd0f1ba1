import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedCards } from '@/shared/ui/PagedCards/PagedCards';
import { render } from '@/test/utils';

const cards = (count: number) => ({
  count,
  results: [
    { id: 1, name: 'First' },
    { id: 2, name: 'Second' },
  ],
});
const answered = (currentData?: ReturnType<typeof cards>, error?: unknown) => ({
  currentData,
  isError: error !== undefined,
  error,
  refetch: jest.fn(),
});

function renderPage(query: ReturnType<typeof answered>, page = 1) {
  const onPage = jest.fn();
  render(
    <PagedCards
      query={query}
      page={page}
      pageSize={2}
      onPage={onPage}
      pageHref={(n) => `/things?page=${n}`}
      label="Things"
      summary={(count) => <p>{count} things</p>}
      card={(item, index) => (
        <span>
          {item.name} at {index}
        </span>
      )}
      empty={<p>Nothing yet</p>}
    />,
  );
  return onPage;
}

describe('PagedCards', () => {
  test('the cards in a named grid with the count above and a pager of links that asks for a page', async () => {
    const onPage = renderPage(answered(cards(5)));
    expect(screen.getByText('5 things')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Things' });
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First at 0', 'Second at 1']);
    const next = screen.getByRole('link', { name: /Next/ });
    expect(next).toHaveAttribute('href', '/things?page=2');
    await userEvent.click(next);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  test('skeletons while the page loads, the empty state when the list has nothing', () => {
    renderPage(answered());
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list', { name: 'Things' })).not.toBeInTheDocument();
    renderPage(answered(cards(0)));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByText('0 things')).not.toBeInTheDocument();
  });

  test('an error offers a retry; a page past the last one offers page 1', async () => {
    const failed = answered(undefined, { status: 'FETCH_ERROR', error: 'offline' });
    renderPage(failed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalled();
    const onPage = renderPage(answered(undefined, { status: 404, data: {} }), 4);
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });
});
