import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '@/app/routes/guards';
import type { Course } from '@/shared/contract/learning';
import { positionKey } from '@/shared/lib/playbackPosition';
import { sampleCourse, startedCourse } from '@/features/cards/fixtures';
import { makeEvent, pagedEvents } from '@/features/events/fixtures';
import { makeArticle, pagedArticles } from '@/features/media/fixtures';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { HomePage } from './HomePage';

const member = { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) };
const paged = <T,>(results: T[]) => ({
  count: results.length,
  page: 1,
  next: null,
  previous: null,
  results,
});

interface Data {
  /** Courses with their learner_progress: what progress=viewed filters. */
  started?: Course[];
  courses?: unknown[];
  articles?: unknown[];
  events?: unknown[];
  fail?: 'articles';
}

function serveHome({ started = [], courses = [], articles = [], events = [], fail }: Data = {}) {
  const catalogue: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/stories/`, () => HttpResponse.json([])),
    http.get(`${API}/media/search/`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      catalogue.push(params);
      expect(params.get('type')).toBe('course');
      if (params.get('progress') === null) return HttpResponse.json(paged(courses));
      // What the API's progress=viewed filter answers: started with a session left, one page.
      expect(params.get('progress')).toBe('viewed');
      const viewed = started.filter(
        (c) => c.learner_progress?.started && c.learner_progress.next_module !== null,
      );
      const size = Number(params.get('page_size'));
      return HttpResponse.json({ ...paged(viewed.slice(0, size)), count: viewed.length });
    }),
    http.get(`${API}/media/articles/`, () =>
      fail === 'articles'
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json(pagedArticles(articles as never[])),
    ),
    http.get(`${API}/events/`, ({ request }) => {
      expect(new URL(request.url).searchParams.get('type')).toBe('upcoming');
      return HttpResponse.json(pagedEvents(events as never[]));
    }),
  );
  return catalogue;
}

function renderHome(preloadedState: object = member, locale: 'en' | 'ru' = 'en') {
  return render(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/main" element={<HomePage />} />
      </Route>
      <Route path="/education/all" element={<h1>Learning</h1>} />
    </Routes>,
    { route: '/main', preloadedState, locale },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it('shows each section with cards and a link to its screen', async () => {
    const catalogue = serveHome({
      started: [
        startedCourse(1, 'Started', { next_module: { id: 14, name: 'Exit tickets' } }),
        startedCourse(2, 'Done', { modules_completed: 5, tests_passed: 5, next_module: null }),
        startedCourse(3, 'Untouched', { started: false, modules_completed: 0 }),
      ],
      courses: [sampleCourse({ id: 5, name: 'Fresh course' })],
      articles: [makeArticle({ name: 'Hot news' })],
      events: [makeEvent({ name: 'Next meetup' })],
    });
    const { container } = renderHome();
    expect(container.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0);

    // The card opens the course's first unfinished session.
    expect(
      await within(section('Continue learning')).findByRole('link', { name: 'Started' }),
    ).toHaveAttribute('href', '/education/module/14');
    expect(within(section('Continue learning')).queryByRole('link', { name: 'Done' })).toBeNull();
    expect(
      within(section('Continue learning')).queryByRole('link', { name: 'Untouched' }),
    ).toBeNull();
    expect(
      await within(section('New courses')).findByRole('link', { name: 'Fresh course' }),
    ).toHaveAttribute('href', '/education/course/5');
    expect(
      await within(section('Latest news')).findByRole('link', { name: 'Hot news' }),
    ).toHaveAttribute('href', '/media/7');
    expect(
      await within(section('Upcoming events')).findByRole('link', { name: 'Next meetup' }),
    ).toHaveAttribute('href', '/events/upcoming/1');

    expect(
      within(section('Continue learning')).getByRole('link', { name: 'All courses' }),
    ).toHaveAttribute('href', '/education/courses');
    expect(
      within(section('New courses')).getByRole('link', { name: 'All courses' }),
    ).toHaveAttribute('href', '/education/courses');
    expect(within(section('Latest news')).getByRole('link', { name: 'All news' })).toHaveAttribute(
      'href',
      '/media',
    );
    expect(
      within(section('Upcoming events')).getByRole('link', { name: 'All events' }),
    ).toHaveAttribute('href', '/events/upcoming');
    const types = catalogue.map((params) => params.toString()).sort();
    expect(types).toEqual([
      'type=course&page=1&page_size=3',
      'type=course&progress=viewed&page_size=3', // one request for the three it shows
    ]);
  });

  it('continue learning shows the three started courses the API answers, in its order', async () => {
    serveHome({ started: [4, 9, 2, 7].map((id) => startedCourse(id, `Course ${id}`)) });
    renderHome();
    const list = section('Continue learning');
    expect(await within(list).findByRole('link', { name: 'Course 4' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Course 4', 'Course 9', 'Course 2']);
  });

  it("continue learning shows each course's progress and where its next video resumes", async () => {
    window.localStorage.setItem(positionKey(13), '192');
    serveHome({
      started: [
        startedCourse(4, 'Feedback that moves learning forward'),
        startedCourse(9, 'Designing Micro-Lessons', {
          modules_total: 3,
          modules_completed: 0,
          next_module: { id: 31, name: 'One idea per lesson' },
        }),
      ],
    });
    renderHome();
    const list = section('Continue learning');
    const bar = await within(list).findByRole('progressbar', {
      name: 'Progress in Feedback that moves learning forward',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    const [first, second] = within(list).getAllByRole('article');
    expect(first).toHaveTextContent('2 of 5 sessions completed');
    // Shown beside the bar, said once: as the bar's value.
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 sessions completed');
    expect(within(first).getByText('2 of 5 sessions completed')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(first).toHaveTextContent('Next: Peer review routines');
    expect(first).toHaveTextContent('Resume at 3:12');
    expect(second).toHaveTextContent('0 of 3 sessions completed');
    expect(second).toHaveTextContent('Next: One idea per lesson');
    expect(second).not.toHaveTextContent('Resume at');
    expect(within(second).getByRole('link', { name: 'Designing Micro-Lessons' })).toHaveAttribute(
      'href',
      '/education/module/31',
    );
    window.localStorage.clear();
  });

  it('says so when a section has nothing to show', async () => {
    serveHome();
    renderHome();
    expect(
      await screen.findByText('Nothing in progress. Start a course and it will wait for you here.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    expect(await screen.findByText('No upcoming events right now.')).toBeInTheDocument();
  });

  it('in Russian, an empty Continue learning says nothing is in progress, not that nothing was started', async () => {
    // A learner who has finished every course they began has started plenty.
    serveHome();
    renderHome(member, 'ru');
    expect(
      await screen.findByText(
        'Сейчас нет курсов в процессе. Начните курс — и он будет ждать вас здесь.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the other sections when one fails, and retries it', async () => {
    serveHome({ fail: 'articles', events: [makeEvent()] });
    const { user } = renderHome();
    const news = section('Latest news');
    expect(await within(news).findByRole('alert')).toHaveTextContent(
      'This section could not be loaded.',
    );
    expect(
      await within(section('Upcoming events')).findByRole('link', { name: 'Micro-Teaching Lab' }),
    ).toBeInTheDocument();
    server.use(
      http.get(`${API}/media/articles/`, () =>
        HttpResponse.json(pagedArticles([makeArticle({ name: 'Back again' })])),
      ),
    );
    await user.click(within(news).getByRole('button', { name: 'Retry' }));
    expect(await within(news).findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });

  it('is for members: a visitor lands on learning with the auth prompt', async () => {
    const { store } = renderHome({ auth: authState() });
    expect(await screen.findByRole('heading', { name: 'Learning' })).toBeInTheDocument();
    expect(store.getState().auth.authPromptOpen).toBe(true);
  });
});
