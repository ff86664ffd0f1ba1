import { act, screen, waitFor } from '@testing-library/react';
import { render } from '@/test/utils';
import { favoriteNotices, profileNotices } from './messages';
import { Snackbar } from './Snackbar';
import { showSnackbar } from './snackbarSlice';

describe('Snackbar view (SPEC §4, §9)', () => {
  test('shows the current message in a polite live region and closes with Close', async () => {
    const { store, user } = render(<Snackbar />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(showSnackbar(favoriteNotices.courseAdded, { timeout: 0 }));
    });
    expect(await screen.findByText('Course added to favorites')).toBeInTheDocument();
    expect(region.querySelector('[data-color="primary"] svg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().snackbar.current).toBeNull();
    await waitFor(() =>
      expect(screen.queryByText('Course added to favorites')).not.toBeInTheDocument(),
    );
  });

  test('error colour variant, and it closes by itself after its timeout', async () => {
    const { store } = render(<Snackbar />);
    act(() => {
      store.dispatch(showSnackbar(profileNotices.loadError, { color: 'error', timeout: 60 }));
    });
    const text = await screen.findByText('There was an error loading data');
    expect(text.closest('[data-color]')).toHaveAttribute('data-color', 'error');
    await waitFor(() =>
      expect(screen.queryByText('There was an error loading data')).not.toBeInTheDocument(),
    );
  });

  test('speaks Russian in the Russian interface', async () => {
    const { store } = render(<Snackbar />, { locale: 'ru' });
    act(() => {
      store.dispatch(showSnackbar(favoriteNotices.courseAdded, { timeout: 0 }));
    });
    expect(await screen.findByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
