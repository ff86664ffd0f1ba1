import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { render } from '@/test/utils';

const failed = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const missing = { status: 404, data: { detail: 'Not found.' } };

describe('LoadError', () => {
  test('area: what failed, what to do and a retry that calls onRetry without arguments', async () => {
    const onRetry = jest.fn();
    render(<LoadError error={failed} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledWith();
  });

  test('area: a 404 shows the not-found state, past the last page offers page 1', async () => {
    const { unmount } = render(
      <LoadError
        error={missing}
        onRetry={jest.fn()}
        notFound={{ title: 'This course does not exist' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This course does not exist' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();

    const onFirstPage = jest.fn();
    render(<LoadError error={missing} page={3} onRetry={jest.fn()} onFirstPage={onFirstPage} />);
    expect(screen.getByRole('heading', { name: 'There is no such page' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onFirstPage).toHaveBeenCalled();
  });

  test('inline: a banner with the given title and line (no heading), retry busy while retrying', () => {
    render(
      <LoadError
        variant="inline"
        error={failed}
        title="There was an error loading data"
        onRetry={jest.fn()}
        retrying
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error loading data');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });

  test('inline compact: the title only, and a custom retry label', async () => {
    const onRetry = jest.fn();
    render(
      <LoadError
        variant="inline"
        compact
        title="This section could not be loaded."
        retryLabel="Retry"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^This section could not be loaded\.Retry$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
