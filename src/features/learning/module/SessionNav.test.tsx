import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { render, signedIn } from '@/test/utils';
import { ModulePage } from '../pages/ModulePage';
import { moduleDetail } from '../fixtures';

const renderModule = () =>
  render(<ModulePage />, {
    path: '/education/module/:id',
    route: '/education/module/12',
    history: true,
    preloadedState: signedIn,
  });

function serveModule(over: Partial<ModuleDetail>) {
  server.use(
    http.get(`${API}/courses/modules/12/`, () =>
      HttpResponse.json(moduleDetail({ id: 12, name: 'Chunking video', ...over })),
    ),
    http.get(`${API}/courses/modules/12/recommendations/`, () => HttpResponse.json([])),
  );
}
const middle = {
  number: 2,
  total: 3,
  previous: { id: 11, name: 'One idea per lesson' },
  next: { id: 13, name: 'Exit tickets' },
};

describe('Session page: the way through its course', () => {
  it('links the previous and the next session of the course', async () => {
    serveModule({ course_path: middle, test: { id: 22, done: false } });
    renderModule();
    const nav = await screen.findByRole('navigation', { name: 'Sessions of this course' });
    expect(
      within(nav).getByRole('link', { name: 'Previous: session 1 One idea per lesson' }),
    ).toHaveAttribute('href', '/education/module/11');
    expect(within(nav).getByRole('link', { name: 'Next: session 3 Exit tickets' })).toHaveAttribute(
      'href',
      '/education/module/13',
    );
    // The test is not passed yet: taking it is the action, not moving on.
    expect(screen.getByRole('link', { name: 'Take the test' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next session' })).toBeNull();
  });

  it('offers "Next session" once the test is passed', async () => {
    serveModule({ course_path: middle, test: { id: 22, done: true } });
    renderModule();
    expect(await screen.findByRole('link', { name: 'Next session' })).toHaveAttribute(
      'href',
      '/education/module/13',
    );
    expect(screen.getByRole('link', { name: 'Take it again' })).toBeInTheDocument();
  });

  it('has no Next at the last session and no links for a single-session course', async () => {
    serveModule({
      course_path: { ...middle, number: 3, previous: middle.next, next: null },
      test: { id: 22, done: true },
    });
    const first = renderModule();
    const nav = await screen.findByRole('navigation', { name: 'Sessions of this course' });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Next session' })).toBeNull();
    first.unmount();

    serveModule({ course_path: { number: 1, total: 1, previous: null, next: null } });
    renderModule();
    expect(await screen.findByRole('heading', { name: 'Chunking video', level: 1 })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Sessions of this course' })).toBeNull();
  });
});
