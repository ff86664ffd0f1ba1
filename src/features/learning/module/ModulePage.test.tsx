import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { API, server } from '@/test/msw/server';
import { moduleDetail, tag } from '../fixtures';
import { visitor } from '@/test/utils';
import { settingsEndpoint } from '@/features/access/fixtures';
import { renderModulePage as renderModule, serveModule } from '../testing/renderModulePage';

describe('ModulePage for visitors, locked sessions and its links', () => {
  it('lets a visitor watch a free session without posting progress, and hints at logging in', async () => {
    let posted = 0;
    serveModule(() => moduleDetail());
    server.use(http.post(`${API}/courses/modules/11/:call/`, () => void posted++));
    const { store, user } = renderModule(visitor);
    const video = await screen.findByLabelText('Session video: One idea per lesson');
    fireEvent.play(video);
    fireEvent.ended(video);
    expect(screen.getByText(/Log in to save your progress/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
    // The login it leads to comes back to this session, not to /main.
    expect(store.getState().auth.wantedPath).toBe('/education/module/11');
  });

  it('asks a visitor who presses Take the test to log in on the session, the login leading to the test', async () => {
    serveModule(() => moduleDetail());
    const { store, user } = renderModule(visitor);
    await user.click(await screen.findByRole('button', { name: 'Take the test' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(store.getState().auth.wantedPath).toBe('/education/module/tests/21?module=11');
    // Before: a link to the protected test page, whose guard replaced the session with the
    // learning list (where closing the prompt left the visitor).
    expect(screen.getByTestId('location')).toHaveTextContent('/education/module/11');
    expect(screen.getByRole('heading', { name: 'One idea per lesson', level: 1 })).toBeVisible();
  });

  it('shows a locked session: what it is and why, without its content', async () => {
    settingsEndpoint();
    serveModule(() =>
      moduleDetail({
        has_access: false,
        payment_config: { price: 49, currency: 'USD' },
        video: null,
        test: null,
        viewable_materials: [],
        downloadable_materials: [],
        tags: [tag(5, 'Popular', 'red')],
      }),
    );
    const { store, user } = renderModule(visitor);
    expect(
      await screen.findByRole('heading', { name: 'One idea per lesson', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Why the best micro-lessons teach exactly one thing.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available after purchase' })).toBeInTheDocument();
    expect(screen.getByText('Price: $49.00')).toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Popular').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Already bought it, or have a promo code? Log in to open it.'),
    ).toBeInTheDocument();
    // Not a dead end: how to get access, from the platform's settings.
    expect(await screen.findByRole('heading', { name: 'How to get access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'access@edu.example' })).toHaveAttribute(
      'href',
      'mailto:access@edu.example',
    );
    expect(screen.getByRole('link', { name: 'About access to paid courses' })).toHaveAttribute(
      'href',
      'https://edu.example/access',
    );
    // A visitor logs in first: no code form yet.
    expect(screen.queryByRole('textbox', { name: /Promo code/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Session video/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the test' })).not.toBeInTheDocument();
    // Its Log in comes back here once the visitor has logged in.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.wantedPath).toBe('/education/module/11');
  });

  it('links the test with its done flag, the course, and shows recommendations', async () => {
    serveModule(() => moduleDetail({ test: { id: 21, done: true } }));
    renderModule();
    // A retake asked for here skips the test page's "You passed this test".
    expect(await screen.findByRole('link', { name: 'Take it again' })).toHaveAttribute(
      'href',
      '/education/module/tests/21?module=11&retake=1',
    );
    expect(screen.getByText('Passed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Designing Micro-Lessons' })).toHaveAttribute(
      'href',
      '/education/course/1',
    );
    expect(
      await screen.findByRole('link', { name: 'Cutting content to its core' }),
    ).toHaveAttribute('href', '/education/module/12');
  });
});
