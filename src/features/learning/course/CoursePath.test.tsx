import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CourseProgress } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { render, signedIn, visitor } from '@/test/utils';
import { CoursePage } from '../pages/CoursePage';
import { course, moduleSummary } from '../fixtures';

const renderCourse = (preloadedState: typeof visitor = signedIn, locale: 'en' | 'ru' = 'en') =>
  render(<CoursePage />, {
    path: '/education/course/:id',
    route: '/education/course/1',
    history: true,
    preloadedState,
    locale,
  });

const modules = [
  moduleSummary({ id: 11, name: 'One idea per lesson', progress: { status: true } }),
  moduleSummary({ id: 12, name: 'Chunking video', progress: { status: false } }),
  moduleSummary({ id: 13, name: 'Exit tickets', progress: null }),
];
const progress = (over: Partial<CourseProgress> = {}): CourseProgress => ({
  started: true,
  modules_total: 3,
  modules_completed: 1,
  tests_total: 3,
  tests_passed: 1,
  next_module: { id: 12, name: 'Chunking video' },
  ...over,
});
const serveCourse = (learner_progress: CourseProgress | null, over = {}) =>
  server.use(
    http.get(`${API}/courses/1/`, () =>
      HttpResponse.json(
        course({ modules, modules_count: 3, tests_count: 3, learner_progress, ...over }),
      ),
    ),
  );
const pathPanel = () => screen.getByRole('region', { name: /^Your progress/ });

describe('Course page: the learner path', () => {
  it('shows progress, the next session and Continue to it, and numbers the sessions', async () => {
    serveCourse(progress());
    renderCourse();
    const bar = await screen.findByRole('progressbar', { name: 'Course progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 sessions completed');
    const panel = pathPanel();
    // Shown beside the bar, said once: as the bar's value.
    expect(within(panel).getByText('1 of 3 sessions completed')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(within(panel).getByText('1 of 3 tests passed')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Next: session 2. Chunking video');
    expect(within(panel).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/education/module/12',
    );
    // One primary action: no Start or Review beside it.
    expect(within(panel).queryByRole('link', { name: /Start|Review/ })).toBeNull();
    const programme = screen.getByRole('list', { name: 'Sessions' });
    expect(
      within(programme)
        .getAllByText(/^Session \d$/)
        .map((e) => e.textContent),
    ).toEqual(['Session 1', 'Session 2', 'Session 3']);
  });

  it('says how far the learner is in the header too, as the course card does: on a phone the path is a screen down', async () => {
    serveCourse(progress());
    const { unmount } = renderCourse();
    const hero = await screen.findByRole('region', { name: 'Designing Micro-Lessons' });
    expect(await within(hero).findByTestId('module-status')).toHaveTextContent(
      '1 of 3 sessions done',
    );
    unmount();
    serveCourse(progress({ modules_completed: 3, tests_passed: 3, next_module: null }));
    renderCourse();
    const done = await screen.findByRole('region', { name: 'Designing Micro-Lessons' });
    expect(await within(done).findByTestId('module-status')).toHaveTextContent('Completed');
  });

  it('says nothing of it in the header before the course is started, nor to a visitor', async () => {
    serveCourse(progress({ started: false, modules_completed: 0, tests_passed: 0 }));
    const { unmount } = renderCourse();
    await screen.findByRole('progressbar');
    expect(screen.queryByTestId('module-status')).toBeNull();
    unmount();
    serveCourse(null);
    renderCourse(visitor);
    await screen.findByRole('region', { name: 'Course certificate' });
    expect(screen.queryByTestId('module-status')).toBeNull();
  });

  it("marks the next session's English name as English in the Russian interface (WCAG 3.1.2)", async () => {
    serveCourse(progress());
    renderCourse(signedIn, 'ru');
    const panel = (await screen.findByRole('progressbar')).closest('section')!;
    expect(panel).toHaveTextContent('Далее — сессия 2.');
    expect(within(panel).getByText('Chunking video')).toHaveAttribute('lang', 'en');
  });

  it('says Start for a course not started yet, leading to its first session', async () => {
    serveCourse(
      progress({
        started: false,
        modules_completed: 0,
        tests_passed: 0,
        next_module: { id: 11, name: 'One idea per lesson' },
      }),
    );
    renderCourse();
    const start = await screen.findByRole('link', { name: 'Start the course' });
    expect(start).toHaveAttribute('href', '/education/module/11');
    expect(pathPanel()).toHaveTextContent('Starts with session 1. One idea per lesson');
  });

  it('says Completed and offers a review once every session is finished', async () => {
    serveCourse(progress({ modules_completed: 3, tests_passed: 3, next_module: null }));
    renderCourse();
    expect(await screen.findByRole('link', { name: 'Review the course' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    expect(within(pathPanel()).getByText('Completed')).toBeInTheDocument();
    const checklist = screen.getByRole('heading', { name: 'Course certificate' }).parentElement!;
    expect(within(checklist).getAllByRole('listitem')[0]).toHaveTextContent(
      'Pass the test of each of the 3 sessions (done)3 of 3 passed',
    );
    expect(within(checklist).getByRole('link', { name: 'Open your certificates' })).toHaveAttribute(
      'href',
      '/personal#certificates',
    );
  });

  it('lists what earns the certificate, ticking what is done', async () => {
    serveCourse(progress());
    renderCourse();
    const heading = await screen.findByRole('heading', { name: 'Course certificate' });
    const items = within(heading.parentElement!).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Pass the test of each of the 3 sessions (not yet)1 of 3 passed',
      'Receive the certificate in your personal account (not yet)',
    ]);
  });

  it('names only the sessions that have a test when some have none', async () => {
    serveCourse(progress({ tests_total: 2 }), { tests_count: 2 });
    renderCourse();
    expect(
      await screen.findByText('Pass the tests of the 2 sessions that have one'),
    ).toBeInTheDocument();
  });

  it('shows visitors the checklist and a way to log in, not progress', async () => {
    serveCourse(null);
    const { user, store } = renderCourse(visitor);
    const region = await screen.findByRole('region', { name: 'Course certificate' });
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Pass the test of each of the 3 sessions$/,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('link', { name: /Continue|Start/ })).toBeNull();
    await user.click(within(region).getByRole('button', { name: 'Log in' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
    // The login it leads to comes back to this course, not to /main.
    expect(store.getState().auth.wantedPath).toBe('/education/course/1');
  });
});
