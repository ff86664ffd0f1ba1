import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { anna } from '@/features/profile/fixtures';
import { render, signedIn, visitor } from '@/test/utils';
import { Header } from './Header';

/** The account menu's chunk: its load fails while offline, as webpack's import() rejects. */
jest.mock('@/features/profile/UserMenu/UserMenu', () => {
  if (!navigator.onLine) {
    const error = new Error('Loading chunk user-menu failed.');
    error.name = 'ChunkLoadError';
    throw error;
  }
  return jest.requireActual('@/features/profile/UserMenu/UserMenu');
});

describe('Header', () => {
  it("a visitor's Log in leads to /auth and the login comes back to the page it was on", async () => {
    const { store, user, location } = render(
      <Header phone={false} menuOpen={false} onMenuToggle={() => {}} />,
      {
        path: '/education/module/:id',
        route: '/education/module/11?from=share#materials',
        preloadedState: visitor,
      },
    );
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location()).toBe('/auth');
    expect(store.getState().auth.wantedPath).toBe('/education/module/11?from=share#materials');
  });

  it('the account menu whose chunk failed offline comes when the connection is back', async () => {
    server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)));
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // React logs the error its boundary caught; the assertions are on the screen.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Header phone={false} menuOpen={false} onMenuToggle={() => {}} />, {
      preloadedState: signedIn,
    });
    await act(async () => {}); // the failed import settles: no menu, and no error
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    consoleError.mockRestore();
    onLine.mockRestore();
  });
});
