import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { readTokensFromCookies } from '@/shared/lib/tokenCookies';
import type { RootState } from '@/app/store';
import { switchLanguage } from '@/test/switchLanguage';
import { render } from '@/test/utils';
import { acceptCode, codeBoxes, guestRoutes, shownWait } from '../fixtures';

/** /auth and /register behind the guest-only guard; any other URL shows the location probe. */
const renderAuthRoutes = (route: string, preloadedState?: Partial<RootState>) =>
  render(null, { route, preloadedState, routes: guestRoutes });

const PROMO_INVALID = 'An incorrect promotional code was entered. Check your entry is correct';
const field = (name: RegExp) => screen.getByLabelText(name);

function registerEndpoint(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}/auth/register/`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function fill(user: ReturnType<typeof renderAuthRoutes>['user'], promo = '') {
  await user.type(field(/First name/), 'Anna');
  await user.type(field(/Last name/), 'Ivanova');
  await user.type(field(/Email/), 'anna@new.edu');
  if (promo) await user.type(field(/Promo code/), promo);
}

describe('Registration page', () => {
  it('names every empty required field with the SPEC texts and sends nothing', async () => {
    const { user } = renderAuthRoutes('/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Fill in the name')).toBeInTheDocument();
    expect(screen.getByText('Fill in last name')).toBeInTheDocument();
    expect(screen.getByText('Fill in your email')).toBeInTheDocument();
    expect(field(/First name/)).toHaveFocus();
    await user.type(field(/First name/), 'A');
    expect(screen.queryByText('Fill in the name')).not.toBeInTheDocument();
  });

  it('shows a refused promo code at its field and keeps everything typed', async () => {
    registerEndpoint(() =>
      HttpResponse.json(
        { promo_code: [PROMO_INVALID], codes: { promo_code: ['promo_invalid'] } },
        { status: 400 },
      ),
    );
    const { user } = renderAuthRoutes('/register');
    await fill(user, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(PROMO_INVALID)).toBeInTheDocument();
    expect(field(/Promo code/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Promo code/)).toHaveValue('NOPE');
    expect(field(/First name/)).toHaveValue('Anna');
    expect(field(/Email/)).toHaveValue('anna@new.edu');
  });

  it('rewords the errors shown when the language is switched mid-form, keeping what was typed', async () => {
    registerEndpoint(() =>
      HttpResponse.json(
        { promo_code: [PROMO_INVALID], codes: { promo_code: ['promo_invalid'] } },
        { status: 400 },
      ),
    );
    const { user, store } = render(null, {
      route: '/register',
      routes: guestRoutes,
      locale: 'store',
    });
    await user.type(field(/Promo code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Fill in the name')).toBeInTheDocument();
    switchLanguage(store, 'ru');
    expect(await screen.findByText('Заполните имя')).toBeInTheDocument();
    expect(screen.getByText('Заполните фамилию')).toBeInTheDocument();
    expect(screen.queryByText('Fill in the name')).not.toBeInTheDocument();
    // A server's error (a known code) is reworded too.
    await user.type(screen.getByLabelText(/Имя/), 'Anna');
    await user.type(screen.getByLabelText(/Фамилия/), 'Ivanova');
    await user.type(screen.getByLabelText(/Email/), 'anna@new.edu');
    await user.click(screen.getByRole('button', { name: 'Создать аккаунт' }));
    expect(
      await screen.findByText('Введён неверный промокод. Проверьте правильность ввода'),
    ).toBeInTheDocument();
    switchLanguage(store, 'en');
    expect(await screen.findByText(PROMO_INVALID)).toBeInTheDocument();
    expect(screen.getByLabelText(/Promo code/)).toHaveValue('NOPE');
  });

  it('offers no account hint: the answer to any email is the code step', async () => {
    // The server answers a registered email exactly like a new one (docs/api.md "Auth").
    registerEndpoint(() => HttpResponse.json({ detail: 'sent' }, { status: 201 }));
    const { user } = renderAuthRoutes('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(screen.getByText(/anna@new\.edu/)).toBeInTheDocument();
    expect(
      screen.getByText('If this email already has an account, the code logs you into it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in with this email' })).not.toBeInTheDocument();
  });

  it('sends trimmed names (promo only when given), then the code creates the session', async () => {
    const bodies = registerEndpoint(() => HttpResponse.json({ detail: 'sent' }, { status: 201 }));
    acceptCode('5555');
    const { user } = renderAuthRoutes('/register');
    await fill(user);
    await user.type(field(/First name/), ' ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(bodies).toEqual([{ first_name: 'Anna', last_name: 'Ivanova', email: 'anna@new.edu' }]);
    await user.type(codeBoxes(screen)[0], '5555');
    expect(await screen.findByTestId('location')).toHaveTextContent('/main');
    expect(readTokensFromCookies()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it('a step back from the code keeps the form; the promo code goes along when given', async () => {
    const bodies = registerEndpoint(() => HttpResponse.json({ detail: 'sent' }, { status: 201 }));
    const { user } = renderAuthRoutes('/register');
    await fill(user, ' SPRING ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(bodies[0]).toMatchObject({ promo_code: 'SPRING' });
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(field(/Promo code/)).toHaveValue(' SPRING ');
    expect(field(/Last name/)).toHaveValue('Ivanova');
  });

  it('explains a 429 on registration without losing the form', async () => {
    registerEndpoint(() =>
      HttpResponse.json(
        { detail: 'Too many requests.' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const { user } = renderAuthRoutes('/register');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Too many attempts. Try again in 30 seconds.', shownWait),
    ).toBeInTheDocument();
    expect(field(/Email/)).toHaveValue('anna@new.edu');
    // Create account is disabled for the wait: its focus goes to the email, not the page.
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(field(/Email/)).toHaveFocus();
  });
});
