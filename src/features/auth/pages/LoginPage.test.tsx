import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { readTokensFromCookies } from '@/shared/lib/tokenCookies';
import { loggedOut } from '@/shared/api/sessionEvents';
import type { RootState } from '@/app/store';
import { authState, render } from '@/test/utils';
import { acceptCode, codeBoxes, guestRoutes, shownWait } from '../fixtures';

/** /auth and /register behind the guest-only guard; any other URL shows the location probe. */
const renderAuthRoutes = (route: string, preloadedState?: Partial<RootState>) =>
  render(null, { route, preloadedState, routes: guestRoutes });

function sendsCode() {
  const emails: unknown[] = [];
  server.use(
    http.post(`${API}/auth/login/`, async ({ request }) => {
      emails.push(await request.json());
      return HttpResponse.json({
        detail: 'If an account exists for this email, a code has been sent to it.',
      });
    }),
  );
  return emails;
}

async function reachCodeStep(
  user: ReturnType<typeof renderAuthRoutes>['user'],
  email = 'anna@demo.edu',
) {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.click(screen.getByRole('button', { name: 'Get a code' }));
  await screen.findByRole('heading', { name: 'Check your email' });
}

describe('Login page', () => {
  it('after a session that ended by itself, says why the login is asked for, and not after Exit', async () => {
    // Sent here by a refused refresh (SPEC §8), from Finish on a test, say: the learner must
    // know that logging in again brings them back, with what they had.
    const ended = /^Your session has ended\. Log in again and you will be back where you were/;
    const { store } = renderAuthRoutes('/auth');
    act(
      () =>
        void store.dispatch(loggedOut({ reason: 'expired', from: '/education/module/tests/32' })),
    );
    expect(await screen.findByText(ended)).toBeInTheDocument();
    act(() => void store.dispatch(loggedOut({ reason: 'user' })));
    expect(screen.queryByText(ended)).toBeNull();
    expect(screen.getByText(/^Enter your email and we will send you/)).toBeInTheDocument();
  });

  it('asks for the email before sending anything', async () => {
    const { user } = renderAuthRoutes('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(screen.getByText('Fill in your email')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Email/), 'anna@demo');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('anna@demo');
  });

  it('refuses, as the server does, an email that names two addresses or holds a bidi override', async () => {
    const emails = sendsCode();
    const { user } = renderAuthRoutes('/auth');
    for (const email of ['me,you@demo.edu', 'me\u202E@demo.edu']) {
      await user.clear(screen.getByLabelText(/Email/));
      await user.type(screen.getByLabelText(/Email/), email);
      await user.click(screen.getByRole('button', { name: 'Get a code' }));
      expect(screen.getByText(/Enter a valid email address/)).toBeInTheDocument();
    }
    expect(emails).toEqual([]);
  });

  it('sends the code, then stores both tokens as cookies and returns to the wanted page', async () => {
    const emails = sendsCode();
    const codes = acceptCode('4321');
    const { user, store } = renderAuthRoutes('/auth', {
      auth: authState({ wantedPath: '/favorites/media' }),
    });
    await reachCodeStep(user, ' anna@demo.edu ');
    expect(emails).toEqual([{ email: 'anna@demo.edu' }]);
    expect(screen.getByText('anna@demo.edu')).toBeInTheDocument();
    await user.type(codeBoxes(screen)[0], '4321');
    expect(await screen.findByTestId('location')).toHaveTextContent('/favorites/media');
    expect(codes).toEqual([{ email: 'anna@demo.edu', code: '4321' }]);
    expect(readTokensFromCookies()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(store.getState().auth.wantedPath).toBeNull();
  });

  it.each([
    ['no wanted path', null],
    ['a protocol-relative wanted path', '//evil.com'],
    ['a full URL', 'https://evil.com/main'],
  ])('goes to /main after login with %s', async (_case, wantedPath) => {
    sendsCode();
    acceptCode('1234');
    const { user } = renderAuthRoutes('/auth', { auth: authState({ wantedPath }) });
    await reachCodeStep(user);
    await user.type(codeBoxes(screen)[0], '1234');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/main$/);
  });

  it('explains a wrong code, clears the boxes and lets the user try again', async () => {
    sendsCode();
    const codes = acceptCode('1234');
    const { user } = renderAuthRoutes('/auth');
    await reachCodeStep(user);
    await user.type(codeBoxes(screen)[0], '9999');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await waitFor(() => codeBoxes(screen).forEach((box) => expect(box).toHaveValue('')));
    expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    await user.type(codeBoxes(screen)[0], '1234');
    expect(await screen.findByTestId('location')).toHaveTextContent('/main');
    expect(codes).toHaveLength(2);
  });

  it('says when to try again after a 429, from Retry-After, and blocks the button meanwhile', async () => {
    server.use(
      http.post(`${API}/auth/login/`, () =>
        HttpResponse.json(
          { statusCode: 429, detail: 'Too many requests. Try again in 41 seconds.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderAuthRoutes('/auth');
    await user.type(screen.getByLabelText(/Email/), 'anna@demo.edu');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 42 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Get a code' })).toBeDisabled();
    expect(screen.getByLabelText(/Email/)).toHaveValue('anna@demo.edu');
    // The pressed button is disabled for the wait: its focus goes to the email, not the page.
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
    // The per-address limit: no sign-in link was mailed, so no word of one.
    expect(screen.getByRole('alert')).not.toHaveTextContent(/sign-in link/);
  });

  it("after the email's own budget refuses, on either step, says a sign-in link may have been mailed", async () => {
    const tooManyAttempts = () =>
      HttpResponse.json(
        { detail: 'Too many attempts. Try again in 5 minutes.', code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '300' } },
      );
    const line =
      'If this email has an account, we have also emailed it a sign-in link that works now.';
    sendsCode();
    server.use(http.post(`${API}/auth/verify/`, tooManyAttempts));
    const { user } = renderAuthRoutes('/auth');
    await reachCodeStep(user);
    await user.type(codeBoxes(screen)[0], '1234');
    expect(
      await screen.findByText('Too many attempts. Try again in 5 min.', shownWait),
    ).toBeVisible();
    expect(screen.getByText(line)).toBeVisible();
    server.use(http.post(`${API}/auth/login/`, tooManyAttempts));
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(line);
  });

  it('shows a server field error at its field and keeps the text; explains a lost connection', async () => {
    server.use(
      http.post(`${API}/auth/login/`, () =>
        HttpResponse.json(
          { email: ['Enter a valid email address.'], codes: { email: ['invalid_email'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAuthRoutes('/auth');
    await user.type(screen.getByLabelText(/Email/), 'x@y.zz');
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByText(/Enter a valid email address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('x@y.zz');

    server.use(http.post(`${API}/auth/login/`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the server');
    expect(screen.getByLabelText(/Email/)).toHaveValue('x@y.zz');
  });

  it('keeps the email when going back from the code step, and links to registration', async () => {
    sendsCode();
    const { user } = renderAuthRoutes('/auth');
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('anna@demo.edu');
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Registration' })).toBeInTheDocument();
  });

  it('sends a signed-in user straight to /main', async () => {
    renderAuthRoutes('/auth', { auth: authState({ accessToken: 'a', refreshToken: 'r' }) });
    expect(await screen.findByTestId('location')).toHaveTextContent('/main');
  });
});
