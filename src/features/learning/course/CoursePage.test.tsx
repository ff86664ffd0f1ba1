import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { CoursePage } from '../pages/CoursePage';
import { course, moduleSummary, sponsor, tag } from '../fixtures';
import { render, signedIn, visitor } from '@/test/utils';
import { settingsEndpoint } from '@/features/access/fixtures';
import { deferred, flush } from '@/test/deferred';
import { learningApi } from '../learningApi';

const renderCourse = (preloadedState?: typeof visitor) =>
  render(<CoursePage />, {
    path: '/education/course/:id',
    route: '/education/course/1',
    history: true,
    preloadedState: preloadedState ?? signedIn,
  });
const modules = [
  moduleSummary({ id: 11, progress: { status: true } }),
  moduleSummary({ id: 12, name: 'Sequencing examples', progress: { status: false } }),
];

describe('CoursePage', () => {
  it('shows skeletons, then the course in its scheme with the sponsor badge first, lecturers, sponsor and modules with status', async () => {
    const tags = [tag(1, 'Beginner'), tag(20, 'Aurora EdTech', 'outline')];
    server.use(
      http.get(`${API}/courses/1/`, () =>
        HttpResponse.json(course({ color_scheme: 'D', tags, sponsor: sponsor(), modules })),
      ),
    );
    renderCourse();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const hero = await screen.findByRole('region', { name: 'Designing Micro-Lessons' });
    expect(hero).toHaveAttribute('data-scheme', 'D');
    const badges = within(within(hero).getAllByRole('list', { name: 'Tags' })[0]).getAllByRole(
      'listitem',
    );
    expect(badges[0]).toHaveTextContent('Aurora EdTech');
    expect(within(hero).getByText('2 lessons')).toBeInTheDocument();
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Aurora EdTech' })).toHaveAttribute(
      'href',
      '/education/sponsor/4',
    );
    const sessions = screen.getByRole('list', { name: 'Sessions' });
    expect(within(sessions).getByRole('link', { name: 'One idea per lesson' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    expect(within(sessions).getByText('Completed')).toBeInTheDocument();
    expect(within(sessions).getByText('Viewed')).toBeInTheDocument();
  });

  it('uses the light scheme and a singular lesson count', async () => {
    server.use(
      http.get(`${API}/courses/1/`, () =>
        HttpResponse.json(course({ modules_count: 1, modules: [modules[0]] })),
      ),
    );
    renderCourse();
    const hero = await screen.findByRole('region', { name: 'Designing Micro-Lessons' });
    expect(hero).toHaveAttribute('data-scheme', 'L');
    expect(within(hero).getByText('1 lesson')).toBeInTheDocument();
  });

  it('locks a paid course: price and explanation, payment badge', async () => {
    settingsEndpoint();
    server.use(
      http.get(`${API}/courses/1/`, () =>
        HttpResponse.json(
          course({
            has_access: false,
            payment_config: { price: 39, currency: 'EUR' },
            modules: [],
          }),
        ),
      ),
    );
    renderCourse(visitor);
    expect(
      await screen.findByRole('heading', { name: 'Available after purchase' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Price: €39.00')).toBeInTheDocument();
    expect(screen.getByText(/This course is paid/)).toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('toggles the favorite with the SPEC confirmation, and asks visitors to log in', async () => {
    server.use(
      http.get(`${API}/courses/1/`, () => HttpResponse.json(course({ modules: [] }))),
      http.post(`${API}/courses/1/favorite/`, () => HttpResponse.json({ detail: 'Added.' })),
    );
    const { store, user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await waitFor(() =>
      expect(store.getState().snackbar.current?.message.id).toBe('notice.favorites.courseAdded'),
    );
  });

  it('asks a visitor to log in instead of toggling', async () => {
    server.use(http.get(`${API}/courses/1/`, () => HttpResponse.json(course({ modules: [] }))));
    const { store, user } = renderCourse(visitor);
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
  });

  it('shows an inline error with retry, and a not-found state', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/courses/1/`, () =>
        ++calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    const { user } = renderCourse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the course',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('This course does not exist or was removed.'),
    ).toBeInTheDocument();
  });

  it('a course not found stays so, tab title included, while it is asked for again', async () => {
    // As after hydration, when RTK Query asks again for an answer that was an error.
    const held = deferred();
    let calls = 0;
    server.use(
      http.get(`${API}/courses/1/`, async () => {
        if (++calls === 1) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
        await held.promise;
        return HttpResponse.json(course());
      }),
    );
    const { store } = renderCourse();
    expect(
      await screen.findByText('This course does not exist or was removed.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · EduCommunity');
    const again = store.dispatch(
      learningApi.endpoints.getCourse.initiate(1, { forceRefetch: true }),
    );
    await flush();
    expect(calls).toBe(2);
    expect(document.title).toBe('Page not found · EduCommunity');
    held.resolve();
    expect(
      await screen.findByRole('region', { name: 'Designing Micro-Lessons' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Designing Micro-Lessons · EduCommunity'));
    again.unsubscribe();
  });
});
