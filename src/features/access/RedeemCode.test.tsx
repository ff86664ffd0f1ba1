import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { switchLanguage } from '@/test/switchLanguage';
import { render, signedIn } from '@/test/utils';
import { ModulePage } from '@/features/learning/pages/ModulePage';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { findSnackbar } from '@/test/snackbar';
import { moduleDetail } from '@/features/learning/fixtures';
import { PromoPanel } from './PromoPanel';
import { settingsEndpoint } from './fixtures';

const PROMO_INVALID = 'An incorrect promotional code was entered. Check your entry is correct';

/** POST /profile/promo/ answering `reply` in turn; keeps the bodies. */
function promoEndpoint(...replies: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/profile/promo/`, async ({ request }) => {
      bodies.push(await request.json());
      return (replies[bodies.length - 1] ?? replies[replies.length - 1])();
    }),
  );
  return bodies;
}
const accepted = () =>
  HttpResponse.json({
    detail: 'Promo code accepted.',
    courses: [
      { id: 2, name: 'Teaching online' },
      { id: 4, name: 'Assessment for learning' },
    ],
  });

describe('Redeem a code on the lock panel', () => {
  it('opens the locked session in place once the code is accepted', async () => {
    settingsEndpoint();
    let open = false;
    const locked = (): ModuleDetail =>
      moduleDetail({
        has_access: open,
        payment_config: { price: 49, currency: 'USD' },
        video: {
          id: 5,
          url: open ? '/api/media/files/videos/lesson-1.mp4?sig=x' : null,
          poster: null,
          duration: 6,
          captions: [],
          transcript: null,
        },
        test: null,
      });
    server.use(
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(locked())),
      http.get(`${API}/courses/modules/11/recommendations/`, () => HttpResponse.json([])),
    );
    const bodies = promoEndpoint(
      () =>
        HttpResponse.json(
          { code: [PROMO_INVALID], codes: { code: ['promo_invalid'] } },
          { status: 400 },
        ),
      () => {
        open = true;
        return accepted();
      },
    );
    const { user, store } = render(
      <>
        <ModulePage />
        <Snackbar />
      </>,
      {
        path: '/education/module/:id',
        route: '/education/module/11',
        preloadedState: signedIn,
      },
    );
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    expect(screen.queryByLabelText(/Session video/)).toBeNull();

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText(PROMO_INVALID)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, ' welcome2026 ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    // The module is fetched again: the video is there, the lock is gone, no reload.
    expect(await screen.findByLabelText('Session video: One idea per lesson')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Available after purchase' })).toBeNull();
    // The pressed Redeem went with the lock: the page's heading takes the focus, and Tab goes on
    // to the session (before, it dropped to the document's start).
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(bodies).toEqual([{ code: 'NOPE' }, { code: 'welcome2026' }]);
    // The lock (and its form) is gone with the code's acceptance: the snackbar says it, else
    // the page only changed under the learner, with no word of what the code opened.
    expect(
      await findSnackbar(
        'Code accepted. These courses are now open to you: Teaching online and Assessment for learning.',
      ),
    ).toBeInTheDocument();
    // 15 words: 4.5 s to read them, not the 3 s of SPEC's short messages (readingTimeout).
    expect(store.getState().snackbar.current?.timeout).toBe(4500);
  });
});

describe('Redeem a code in the personal account', () => {
  const renderPanel = () => render(<PromoPanel />, { preloadedState: signedIn });

  it('names the opened courses and says how to get access', async () => {
    settingsEndpoint();
    promoEndpoint(accepted);
    const { user } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'How to get access' })).toBeInTheDocument();
    // The live region is there, empty, before the answer: a status inserted with its words
    // already in it is not said by NVDA or JAWS (a region's changes are, not its arrival).
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'TEACHERS');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('status')).toBe(region);
    expect(region).toHaveTextContent(
      'Code accepted. These courses are now open to you: Teaching online and Assessment for learning.',
    );
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toHaveValue('');
  });

  it('rewords what it said when the language is switched', async () => {
    settingsEndpoint();
    promoEndpoint(accepted);
    const { user, store } = render(<PromoPanel />, { preloadedState: signedIn, locale: 'store' });
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    switchLanguage(store, 'ru');
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Промокод' }));
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), 'TEACHERS');
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    const said = (await screen.findByRole('status')).textContent;
    switchLanguage(store, 'en');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Code accepted. These courses are now open to you: Teaching online and Assessment for learning.',
    );
    expect(said).not.toContain('Code accepted');
  });

  it('checks for an empty code before sending anything', async () => {
    settingsEndpoint();
    const bodies = promoEndpoint(accepted);
    const { user } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("says a code already used, and a rate limit, in the reader's words", async () => {
    settingsEndpoint();
    promoEndpoint(
      () =>
        HttpResponse.json(
          { detail: 'You have already used this promo code.', code: 'promo_used' },
          { status: 409 },
        ),
      () =>
        HttpResponse.json(
          { detail: 'Too many requests. Try again in 42 seconds.', code: 'too_many_requests' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
    );
    const { user } = render(<PromoPanel />, { preloadedState: signedIn, locale: 'ru' });
    const field = await screen.findByRole('textbox', { name: 'Промокод' });
    await user.type(field, 'MENTOR50');
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByText('Вы уже использовали этот промокод.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/42/);
    expect(within(screen.getByRole('alert')).getByText(/Слишком много попыток/)).toBeVisible();
  });
});
