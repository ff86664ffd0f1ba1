import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyAuthState } from '@/features/auth/authSlice';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { FavoriteToggle } from './FavoriteToggle';
import { initialFavoritesState } from './favoritesSlice';

const signedIn = { auth: { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' } };
const favorites = { ...initialFavoritesState, module: { 11: true } };

describe('FavoriteToggle', () => {
  afterEach(() => jest.restoreAllMocks());

  it('flips every toggle of the same item at once and confirms the removal', async () => {
    server.use(
      http.delete(
        `${API}/courses/modules/11/favorite/`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { store, user } = render(
      <>
        <FavoriteToggle kind="module" id={11} />
        <FavoriteToggle kind="module" id={11} variant="ghost" />
        <FavoriteToggle kind="module" id={12} />
      </>,
      { preloadedState: { ...signedIn, favorites } },
    );
    const [card, header, other] = screen.getAllByRole('button');
    expect(card).toHaveAttribute('aria-pressed', 'true');
    await user.click(header);
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(header).toHaveAttribute('aria-pressed', 'false');
    expect(other).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(store.getState().snackbar.current?.message.id).toBe('notice.favorites.moduleRemoved'),
    );
  });

  it('puts the heart back when the server refuses', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(
        `${API}/courses/modules/12/favorite/`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user } = render(<FavoriteToggle kind="module" id={12} />, {
      preloadedState: { ...signedIn, favorites },
    });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
