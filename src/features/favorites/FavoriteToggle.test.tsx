import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyAuthState, loggedOut, tokensReceived } from '@/features/auth/authSlice';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { FavoriteToggle } from './FavoriteToggle';
import { favoritesApi } from './favoritesApi';
import { favoritesOnServer } from './testing/favoritesOnServer';

const signedIn = { auth: { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' } };

describe('FavoriteToggle', () => {
  afterEach(() => jest.restoreAllMocks());

  it('flips every toggle of the same item at once and confirms the removal', async () => {
    favoritesOnServer(['module:11']);
    const { store, user } = render(
      <>
        <FavoriteToggle kind="module" id={11} />
        <FavoriteToggle kind="module" id={11} variant="ghost" />
        <FavoriteToggle kind="module" id={12} />
      </>,
      { preloadedState: signedIn },
    );
    const [card, header, other] = screen.getAllByRole('button');
    expect(card).toHaveAccessibleName('Add to favorites'); // no list yet
    await act(() => store.dispatch(favoritesApi.endpoints.getFavorites.initiate())); // the session's list
    expect(card).toHaveAccessibleName('Remove from favorites');
    await user.click(header);
    expect(card).toHaveAccessibleName('Add to favorites');
    expect(header).toHaveAccessibleName('Add to favorites');
    expect(other).toHaveAccessibleName('Add to favorites');
    await waitFor(() =>
      expect(store.getState().snackbar.current?.message.id).toBe('notice.favorites.moduleRemoved'),
    );
  });

  it('keeps keyboard focus on the heart while the request is in flight, and ignores presses meanwhile', async () => {
    let answer: () => void = () => undefined;
    let calls = 0;
    server.use(
      http.post(`${API}/courses/modules/12/favorite/`, async () => {
        calls += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { user } = render(<FavoriteToggle kind="module" id={12} />, {
      preloadedState: signedIn,
    });
    await user.tab();
    await user.keyboard('{Enter}');
    const heart = screen.getByRole('button', { name: 'Remove from favorites' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'true'));
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    expect(heart).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toBe(1));
    act(() => answer());
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveFocus();
    expect(calls).toBe(1);
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
      preloadedState: signedIn,
    });
    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button')).toHaveAccessibleName('Add to favorites'),
    );
  });
});

describe('FavoriteToggle through a session (real store, the session list from the server)', () => {
  it('hearts come with the login, go with the logout, and are the next user’s after the next login', async () => {
    const api = favoritesOnServer(['course:3']);
    const { store, user } = render(
      <>
        <FavoriteToggle kind="course" id={3} />
        <FavoriteToggle kind="course" id={4} />
      </>,
      { preloadedState: { auth: emptyAuthState } },
    );
    const [three, four] = screen.getAllByRole('button');
    expect([three, four].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add to favorites',
      'Add to favorites',
    ]);

    act(() => void store.dispatch(tokensReceived({ access: 'a1', refresh: 'r1' })));
    await waitFor(() => expect(three).toHaveAccessibleName('Remove from favorites'));
    await user.click(four);
    expect(four).toHaveAccessibleName('Remove from favorites');
    await waitFor(() => expect(api.lists).toEqual(['Bearer a1', 'Bearer a1'])); // refetched after the save

    act(() => void store.dispatch(loggedOut()));
    expect([three, four].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Add to favorites',
      'Add to favorites',
    ]);
    expect(store.getState().favorites.toggles).toEqual({});

    api.saved.splice(0, api.saved.length, 'course:4'); // another user's favorites
    act(() => void store.dispatch(tokensReceived({ access: 'a2', refresh: 'r2' })));
    await waitFor(() => expect(four).toHaveAccessibleName('Remove from favorites'));
    expect(three).toHaveAccessibleName('Add to favorites');
    expect(api.lists).toEqual(['Bearer a1', 'Bearer a1', 'Bearer a2']);
  });

  it('a save made while the startup list is on the wire survives that list (the race)', async () => {
    const api = favoritesOnServer([]);
    const release = api.hold();
    const { store, user } = render(<FavoriteToggle kind="article" id={7} />, {
      preloadedState: { auth: emptyAuthState },
    });
    act(() => void store.dispatch(tokensReceived({ access: 'a1', refresh: 'r1' })));
    await waitFor(() => expect(api.lists).toHaveLength(1)); // the list, computed without article 7
    const heart = screen.getByRole('button');
    const seen: (string | null)[] = [];
    new MutationObserver(() => seen.push(heart.getAttribute('aria-label'))).observe(heart, {
      attributeFilter: ['aria-label'],
    });
    await user.click(heart);
    await waitFor(() =>
      expect(store.getState().snackbar.current?.message.id).toBe('notice.favorites.articleAdded'),
    );
    act(() => release());
    await waitFor(() => expect(api.lists).toHaveLength(2)); // the refetch the save asked for
    await waitFor(() => expect(store.getState().favorites.toggles).toEqual({}));
    expect(heart).toHaveAccessibleName('Remove from favorites');
    expect(seen).toEqual(['Remove from favorites']); // flipped once, at the click, never back
  });
});
