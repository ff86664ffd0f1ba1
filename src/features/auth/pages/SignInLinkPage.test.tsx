import { screen, waitFor } from '@testing-library/react';
import { flush } from '@/test/deferred';
import { delay, http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { readTokensFromCookies } from '@/shared/lib/tokenCookies';
import type { RootState } from '@/app/store';
import { authState, render } from '@/test/utils';
import { guestRoutes, shownWait } from '../fixtures';

const TOKEN = 'Zm9vYmFyLXRva2VuLW9mLWZvcnR5LXRocmVlLWNoYXJhY3Rlcg';
const EMAIL = 'anna@demo.edu';
/** The fragment as the server mails it. */
const fragment = (token = TOKEN, email = EMAIL) => `#${new URLSearchParams({ token, email })}`;

const renderLink = (route: string, preloadedState?: Partial<RootState>) =>
  render(null, { route, preloadedState, routes: guestRoutes });

/** The link endpoint: signs in for TOKEN once, refuses anything else as the server does. */
function linkEndpoint(answer?: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/auth/verify-link/`, async ({ request }) => {
      const body = (await request.json()) as { token: string; email: string };
      bodies.push(body);
      if (answer) return answer();
      return body.token === TOKEN && body.email === EMAIL && bodies.length === 1
        ? HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' })
        : HttpResponse.json(
            {
              token: ['This sign-in link is invalid, used or expired. Log in again.'],
              codes: { token: ['link_invalid'] },
            },
            { status: 400 },
          );
    }),
    http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
  );
  return bodies;
}

describe('Sign-in link page', () => {
  it('names the account, signs in only on "Sign in", and leaves no token in the address', async () => {
    const bodies = linkEndpoint();
    const { user, location, store } = renderLink(`/auth/link${fragment()}`, {
      auth: authState({ wantedPath: '/favorites/media' }),
    });
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByText(EMAIL)).toBeVisible();
    expect(screen.getByText(/If you did not ask to sign in, close this page/)).toBeVisible();
    // Opened is not used: a mail scanner that opens the link spends nothing.
    expect(bodies).toEqual([]);
    expect(location()).toBe('/auth/link');
    expect(document.body.textContent).not.toContain(TOKEN);

    await user.click(signIn);
    expect(await screen.findByTestId('location')).toHaveTextContent('/favorites/media');
    expect(bodies).toEqual([{ token: TOKEN, email: EMAIL }]);
    expect(readTokensFromCookies()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().auth.wantedPath).toBeNull();
    expect(location()).not.toContain(TOKEN);
  });

  it('the button waits for the answer and is not pressed twice', async () => {
    const bodies = linkEndpoint(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const { user } = renderLink(`/auth/link${fragment()}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const busy = screen.getByRole('button', { name: /Sign in/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await flush();
    expect(bodies).toHaveLength(1);
  });

  it('an expired or used link says so and offers to log in with a code', async () => {
    linkEndpoint();
    const { user, location } = renderLink(`/auth/link${fragment('expired-token')}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText(
        'This sign-in link no longer works: it was used, has expired or is incomplete.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(location()).toBe('/auth/link');
    expect(document.body.textContent).not.toContain('expired-token');
    await user.click(screen.getByRole('link', { name: 'Log in with a code' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('a link without its token or email says so without asking the server', async () => {
    const bodies = linkEndpoint();
    renderLink(`/auth/link#token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Log in with a code' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no longer works/);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('a link whose email is not one an account can have (a bidi override here) never shows it', async () => {
    const bodies = linkEndpoint();
    // Shown as is, U+202E would draw the text after it right to left: another address's look.
    renderLink(`/auth/link${fragment(TOKEN, '\u202Eude.omed@anna.evil.example')}`);
    expect(await screen.findByRole('link', { name: 'Log in with a code' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no longer works/);
    expect(screen.queryByText(/evil/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('after a server error the same link can be tried again', async () => {
    let fail = true;
    const bodies = linkEndpoint(() =>
      fail
        ? HttpResponse.json({ detail: 'Internal error' }, { status: 500 })
        : HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }),
    );
    const { user } = renderLink(`/auth/link${fragment()}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main$/);
    expect(bodies).toEqual([
      { token: TOKEN, email: EMAIL },
      { token: TOKEN, email: EMAIL },
    ]);
  });

  it('Try again keeps the focus while it asks, says a new failure again, and hands the focus on when the link is spent', async () => {
    let answer: 'network' | 'spent' = 'network';
    // Each ask waits until the test lets its answer go.
    const asking: Array<() => void> = [];
    const release = async () => {
      await waitFor(() => expect(asking.length).toBe(1));
      asking.shift()!();
    };
    linkEndpoint(async () => {
      await new Promise<void>((done) => asking.push(done));
      return answer === 'network'
        ? HttpResponse.error()
        : HttpResponse.json(
            { token: ['used'], codes: { token: ['link_invalid'] } },
            { status: 400 },
          );
    });
    const { user } = renderLink(`/auth/link${fragment()}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await release();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const first = screen.getByRole('alert');
    retry.focus();
    await user.keyboard('{Enter}');
    // While it asks: the button stays, busy, with the focus; the notice and the way out stay too.
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(retry).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/No connection/);
    expect(screen.getByRole('link', { name: 'Log in with a code' })).toBeInTheDocument();
    await release();
    // Failed again: a new alert (the same words are said again), the focus still on the button.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(retry).not.toHaveAttribute('aria-busy');
    expect(retry).toHaveFocus();
    // Spent now: Try again goes, and its focus goes on to the way left.
    answer = 'spent';
    await user.keyboard('{Enter}');
    await release();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Log in with a code' })).toHaveFocus(),
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/no longer works/);
  });

  it('a 429 on Try again, which disables it for the wait, hands its focus to Log in with a code', async () => {
    let limited = false;
    linkEndpoint(() =>
      limited
        ? HttpResponse.json(
            { detail: 'Too many requests.' },
            { status: 429, headers: { 'Retry-After': '30' } },
          )
        : HttpResponse.error(),
    );
    const { user } = renderLink(`/auth/link${fragment()}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    limited = true;
    retry.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Too many attempts/, shownWait)).toBeVisible();
    expect(retry).toBeDisabled();
    // Before: a disabled button kept it, so the browser dropped it to the page.
    expect(screen.getByRole('link', { name: 'Log in with a code' })).toHaveFocus();
  });

  it('renders in Russian', async () => {
    linkEndpoint();
    render(null, { route: `/auth/link${fragment()}`, routes: guestRoutes, locale: 'ru' });
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти по коду' })).toBeInTheDocument();
  });
});
