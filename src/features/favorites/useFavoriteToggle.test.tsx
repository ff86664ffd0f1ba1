import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyAuthState } from '@/features/auth/authSlice';
import { deferred } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { useFavoriteToggle } from './useFavoriteToggle';

function Heart({ id }: { id: number }) {
  const { isFavorite, toggle, pending } = useFavoriteToggle('article', id);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-busy={pending}
      onClick={() => void toggle()}
    >
      favorite
    </button>
  );
}

const loggedIn = { auth: { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' } };

describe('useFavoriteToggle', () => {
  it('shows the new state at once, pending until the server answers', async () => {
    const answer = deferred();
    server.use(
      http.post(`${API}/media/articles/5/favorite/`, async () => {
        await answer.promise;
        return HttpResponse.json({ detail: 'ok' });
      }),
    );
    const { user, store } = render(<Heart id={5} />, { preloadedState: loggedIn });
    const button = screen.getByRole('button', { name: 'favorite' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');

    answer.resolve();
    await screen.findByRole('button', { name: 'favorite', busy: false });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().snackbar.current?.message.defaultMessage).toBe(
      'News added to favorites',
    );
  });

  it('asks a visitor to log in', async () => {
    const { user, store } = render(<Heart id={5} />, {
      preloadedState: { auth: emptyAuthState },
    });
    await user.click(screen.getByRole('button', { name: 'favorite' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(screen.getByRole('button', { name: 'favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
