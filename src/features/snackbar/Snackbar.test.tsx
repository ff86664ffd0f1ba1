import { act, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { render } from '@/test/utils';
import { favoriteNotices, profileNotices } from './messages';
import { Snackbar } from './Snackbar';
import { SNACKBAR_RELEASE_GRACE_MS, showSnackbar } from './snackbarSlice';

describe('Snackbar view (SPEC §4, §9)', () => {
  test('shows the current message in a polite live region and closes with Close', async () => {
    const { store, user } = render(<Snackbar />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() => {
      store.dispatch(showSnackbar(favoriteNotices.courseAdded, { timeout: 0 }));
    });
    const message = (await screen.findByText('Course added to favorites', { selector: 'p' }))
      .parentElement!;
    expect(message).toHaveAttribute('data-color', 'primary');
    expect(message.querySelector('svg')).toBeInTheDocument();
    // The message alone is said, not its Close button with it.
    expect(region).toHaveTextContent(/^Course added to favorites$/);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.getState().snackbar.current).toBeNull();
    expect(region).toBeEmptyDOMElement();
    await waitFor(() =>
      expect(screen.queryByText('Course added to favorites')).not.toBeInTheDocument(),
    );
  });

  test('error colour variant, and it closes by itself after its timeout', async () => {
    const { store } = render(<Snackbar />);
    act(() => {
      store.dispatch(showSnackbar(profileNotices.loadError, { color: 'error', timeout: 60 }));
    });
    const text = await screen.findByText('There was an error loading data', { selector: 'p' });
    expect(text.closest('[data-color]')).toHaveAttribute('data-color', 'error');
    await waitFor(() =>
      expect(screen.queryByText('There was an error loading data')).not.toBeInTheDocument(),
    );
  });

  // Timed in real time, so with room for a loaded machine: the pointer must reach the message
  // within its 1 s (a 100 ms message was once gone before the hover, with two Jest workers on
  // two cores), and each hold is checked past both that second and the 1 s grace after a let-go.
  test('stays while the pointer is on it or the focus in it, and closes a moment after', async () => {
    const { store, user } = render(<Snackbar />);
    act(() => {
      store.dispatch(showSnackbar(profileNotices.saved, { timeout: 1000 }));
    });
    const close = await screen.findByRole('button', { name: 'Close' });
    await user.hover(close);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(store.getState().snackbar.current).not.toBeNull();
    await user.unhover(close);
    close.focus();
    await new Promise((resolve) => setTimeout(resolve, SNACKBAR_RELEASE_GRACE_MS + 300));
    expect(store.getState().snackbar.current).not.toBeNull();
    close.blur();
    await waitFor(() => expect(store.getState().snackbar.current).toBeNull(), { timeout: 3000 });
  }, 10_000);

  test('the pointer leaving does not let it go while its Close button has the focus', async () => {
    const { store, user } = render(<Snackbar />);
    act(() => {
      // 1 s, as above: a 100 ms message was once gone before the focus reached it.
      store.dispatch(showSnackbar(profileNotices.saved, { timeout: 1000 }));
    });
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    await user.hover(close);
    await user.unhover(close);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.getState().snackbar.held).toBe(true);
    close.blur();
    await waitFor(() => expect(store.getState().snackbar.current).toBeNull(), { timeout: 3000 });
  });

  test('the room kept at the end of the page for a snackbar gone is given back on another page', async () => {
    const { store, user } = render(
      <>
        <Snackbar />
        <Link to="/other">Other page</Link>
      </>,
    );
    const room = () => document.documentElement.style.getPropertyValue('--snackbar-clearance');
    act(() => {
      store.dispatch(showSnackbar(profileNotices.saved, { timeout: 0 }));
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull());
    // jsdom has no layout: the reader counts as at the page's end, where the room is kept.
    expect(room()).not.toBe('');
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(room()).toBe('');
  });

  test('speaks Russian in the Russian interface', async () => {
    const { store } = render(<Snackbar />, { locale: 'ru' });
    act(() => {
      store.dispatch(showSnackbar(favoriteNotices.courseAdded, { timeout: 0 }));
    });
    expect(await screen.findByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
