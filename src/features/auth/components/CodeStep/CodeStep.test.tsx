import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import ru from '../../../../../i18n/ru.json';
import { messages as formMessages } from '../messages';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { codeBoxes, guestRoutes, shownWait } from '../../fixtures';

const renderAuthRoutes = (route: string) => render(null, { route, routes: guestRoutes });
import { RESEND_WAIT_SECONDS } from './CodeStep';

/** Fake clocks for the countdowns; promises and MSW keep running on the real microtask queue. */
const fakeClock = () =>
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function loginEndpoint(answers: Array<() => Response>) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${API}/auth/login/`, async ({ request }) => {
      calls.push(await request.json());
      return (answers[calls.length - 1] ?? answers[answers.length - 1])();
    }),
  );
  return calls;
}
const sent = () => HttpResponse.json({ detail: 'sent' });
const verifyAnswers = (answer: () => Response) =>
  server.use(http.post(`${API}/auth/verify/`, answer));

async function toCodeStep() {
  const view = renderAuthRoutes('/auth');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText(/Email/), 'anna@demo.edu');
  await user.click(screen.getByRole('button', { name: 'Get a code' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return { ...view, user };
}

beforeEach(fakeClock);
afterEach(() => jest.useRealTimers());

describe('Code step', () => {
  it('counts down a minute before a new code may be requested, then sends one and counts again', async () => {
    const calls = loginEndpoint([sent]);
    const { user } = await toCodeStep();
    expect(screen.getByText('New code in 1:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await tick(1000);
    expect(screen.getByText('New code in 0:59')).toBeInTheDocument();
    await tick((RESEND_WAIT_SECONDS - 2) * 1000);
    expect(screen.getByText('New code in 0:01')).toBeInTheDocument();
    await tick(1000);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/A new code has been sent/)).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'anna@demo.edu' }, { email: 'anna@demo.edu' }]);
    expect(screen.getByText('New code in 1:00')).toBeInTheDocument();
    // The button went; the focus is in the boxes, for the new code, not on the page.
    expect(document.activeElement).toBe(screen.getAllByRole('textbox')[0]);
  });

  it('explains an expired code and too many wrong tries in the reader’s language', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { code: ['The code has expired. Request a new one.'], codes: { code: ['code_expired'] } },
        { status: 400 },
      ),
    );
    await user.type(codeBoxes(screen)[0], '1111');
    expect(await screen.findByText('The code has expired. Request a new one.')).toBeInTheDocument();
    verifyAnswers(() =>
      HttpResponse.json(
        // Reworded by the server: the code, not the English, decides what is shown.
        { code: ['Code cancelled after 5 wrong tries.'], codes: { code: ['code_burned'] } },
        { status: 400 },
      ),
    );
    await user.type(codeBoxes(screen)[0], '2222');
    expect(
      await screen.findByText('Too many wrong attempts. Request a new code.'),
    ).toBeInTheDocument();
  });

  it('on a 429 says how long to wait, keeps the boxes disabled meanwhile, and lifts the block at zero', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { detail: 'Too many requests.' },
        { status: 429, headers: { 'Retry-After': '3' } },
      ),
    );
    await user.type(codeBoxes(screen)[0], '1234');
    expect(
      await screen.findByText('Too many attempts. Try again in 3 seconds.', shownWait),
    ).toBeInTheDocument();
    codeBoxes(screen).forEach((box) => expect(box).toBeDisabled());
    await tick(2000);
    expect(
      screen.getByText('Too many attempts. Try again in 1 second.', shownWait),
    ).toBeInTheDocument();
    await tick(1000);
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
    codeBoxes(screen).forEach((box) => expect(box).toBeEnabled());
  });

  it('the alert says the wait once, as it came: the count goes on in the shown text only', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { detail: 'Too many attempts for this email.', code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '58' } },
      ),
    );
    await user.type(codeBoxes(screen)[0], '1234');
    const alert = await screen.findByRole('alert');
    /** What a screen reader gets from the alert: its text but the parts hidden from it. */
    const said = () => {
      const copy = alert.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent;
    };
    const first =
      'Too many attempts. Try again in 58 seconds.' +
      'If this email has an account, we have also emailed it a sign-in link that works now.';
    expect(said()).toBe(first);
    await tick(1000);
    // Shown, the count goes on; the live region's text stays, so nothing is said again (before,
    // the whole alert, its sign-in link line too, was said again every second).
    expect(said()).toBe(first);
    expect(
      screen.getByText('Too many attempts. Try again in 57 seconds.', shownWait),
    ).toBeVisible();
    await tick(20 * 1000);
    expect(
      screen.getByText('Too many attempts. Try again in 37 seconds.', shownWait),
    ).toBeVisible();
    expect(said()).toBe(first);
    expect(screen.getByRole('alert')).toBe(alert);
  });

  it('a long wait (the email’s budget is spent) is shown in minutes, keeps the email, and survives a sleeping tab', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { detail: 'Too many attempts for this email.', code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '800' } }, // 13 min 20 s: rounded up to 14
      ),
    );
    await user.type(codeBoxes(screen)[0], '1234');
    expect(
      await screen.findByText('Too many attempts. Try again in 14 min.', shownWait),
    ).toBeInTheDocument();
    expect(screen.queryByText(/too_many_attempts/)).not.toBeInTheDocument(); // an error code, not a field
    expect(screen.getByText('anna@demo.edu')).toBeInTheDocument();
    codeBoxes(screen).forEach((box) => expect(box).toBeDisabled());
    codeBoxes(screen).forEach((box) => expect(box).not.toHaveAttribute('aria-invalid'));

    // A background tab's timers barely run: the clock moves 12 minutes, one tick fires.
    jest.setSystemTime(Date.now() + 12 * 60 * 1000);
    await tick(1000);
    expect(
      screen.getByText('Too many attempts. Try again in 2 min.', shownWait),
    ).toBeInTheDocument();
    await tick(61 * 1000);
    expect(
      screen.getByText('Too many attempts. Try again in 18 seconds.', shownWait),
    ).toBeInTheDocument();
    await tick(18 * 1000);
    expect(screen.queryByText(/Too many attempts/)).not.toBeInTheDocument();
    const boxes = codeBoxes(screen);
    boxes.forEach((box) => expect(box).toBeEnabled());
    boxes.forEach((box) => expect(box).toHaveValue(''));
    expect(boxes[0]).toHaveFocus();
  });

  it('a wait of hours (the daily limit of wrong codes) is shown in hours', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { detail: 'Too many attempts.', code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': String(5 * 3600 + 60) } },
      ),
    );
    await user.type(codeBoxes(screen)[0], '1234');
    expect(
      await screen.findByText('Too many attempts. Try again in 6 hours.', shownWait),
    ).toBeInTheDocument();
    const intl = createIntl({ locale: 'ru', messages: ru });
    expect(intl.formatMessage(formMessages.rateLimitedHours, { hours: 6 })).toBe(
      'Слишком много попыток. Повторите через 6 часов.',
    );
    expect(intl.formatMessage(formMessages.rateLimitedHours, { hours: 2 })).toBe(
      'Слишком много попыток. Повторите через 2 часа.',
    );
  });

  it('says the long wait in Russian with minutes', () => {
    const intl = createIntl({ locale: 'ru', messages: ru });
    expect(intl.formatMessage(formMessages.rateLimitedMinutes, { minutes: 14 })).toBe(
      'Слишком много попыток. Повторите через 14 мин.',
    );
    expect(intl.formatMessage(formMessages.rateLimitedMinutes, { minutes: 1 })).toBe(
      'Слишком много попыток. Повторите через 1 мин.',
    );
  });

  it('reads the wait from the detail when a 429 carries no Retry-After; explains a failed resend', async () => {
    loginEndpoint([
      sent,
      () => HttpResponse.json({ detail: 'Try again in 17 seconds.' }, { status: 429 }),
    ]);
    const { user } = await toCodeStep();
    await tick(RESEND_WAIT_SECONDS * 1000);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 17 seconds.',
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
  });

  it('a 429 hands the focus of the boxes, or of Send a new code, to Change email for the wait', async () => {
    loginEndpoint([
      sent,
      () =>
        HttpResponse.json(
          { detail: 'Too many attempts.', code: 'too_many_attempts' },
          { status: 429, headers: { 'Retry-After': '5' } },
        ),
    ]);
    const { user } = await toCodeStep();
    verifyAnswers(() =>
      HttpResponse.json(
        { detail: 'Too many attempts.', code: 'too_many_attempts' },
        { status: 429, headers: { 'Retry-After': '5' } },
      ),
    );
    const changeEmail = screen.getByRole('button', { name: 'Change email' });
    await user.type(codeBoxes(screen)[0], '1234');
    await screen.findByRole('alert');
    // Before: the disabled boxes kept (in the browser, dropped to the page) the focus.
    expect(changeEmail).toHaveFocus();
    await tick(5000);
    expect(codeBoxes(screen)[0]).toHaveFocus(); // the wait over: fresh boxes take it back
    await tick(RESEND_WAIT_SECONDS * 1000);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    expect(changeEmail).toHaveFocus();
  });

  it('explains a server failure while checking the code', async () => {
    loginEndpoint([sent]);
    const { user } = await toCodeStep();
    verifyAnswers(() => HttpResponse.json({ detail: 'Internal server error.' }, { status: 500 }));
    await user.type(codeBoxes(screen)[0], '1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });
});
