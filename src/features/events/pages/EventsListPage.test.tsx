import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { makeEvent, pagedEvents } from '../fixtures';
import { EventsListPage } from './EventsListPage';

const references = { cities: [{ id: 1, name: 'Москва' }] };

function renderList(route = '/events/all', preloadedState = {}) {
  return render(
    <Routes>
      <Route path="/events/:type" element={<EventsListPage />} />
    </Routes>,
    { route, preloadedState },
  );
}

function serveEvents(answer: (url: URL, request: Request) => Response) {
  const calls: URL[] = [];
  server.use(
    http.get(
      `${API}/events/`,
      ({ request }) => (calls.push(new URL(request.url)), answer(new URL(request.url), request)),
    ),
  );
  return calls;
}

describe('EventsListPage', () => {
  it('shows skeletons, then cards with local date, time and place, without a token for visitors', async () => {
    let authorization: string | null = 'unset';
    serveEvents((_url, request) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(
        pagedEvents([
          makeEvent(),
          makeEvent({ id: 2, name: 'Webinar', format: 'online', location: null, city: null }),
        ]),
      );
    });
    const { store } = renderList('/events/all', {
      references: { ...makeStoreReferences(), cities: [{ id: 1, name: 'Moscow' }] },
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');

    const list = await screen.findByRole('list', { name: 'Events' });
    const [lab, webinar] = within(list).getAllByRole('article');
    expect(within(lab).getByRole('link', { name: 'Micro-Teaching Lab' })).toHaveAttribute(
      'href',
      '/events/all/1',
    );
    expect(lab).toHaveTextContent('Tue, Dec 3, 2030'); // time zones: see EventWhen.test.tsx
    expect(lab).toHaveTextContent('Moscow · Myasnitskaya Street 13');
    expect(webinar).toHaveTextContent('Online');
    expect(screen.getByText('2 events')).toBeInTheDocument();
    expect(authorization).toBeNull();
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('names the city from the references slice and sends the tab as type', async () => {
    const calls = serveEvents(() => HttpResponse.json(pagedEvents([makeEvent()])));
    renderList('/events/upcoming', { references: { ...makeStoreReferences(), ...references } });
    expect(await screen.findByText('Москва · Myasnitskaya Street 13')).toBeInTheDocument();
    expect(calls[0].searchParams.get('type')).toBe('upcoming');
    expect(screen.getByRole('link', { name: 'Upcoming' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the empty state of the tab', async () => {
    serveEvents(() => HttpResponse.json(pagedEvents([])));
    renderList('/events/past');
    expect(await screen.findByRole('heading', { name: 'No past events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to learning' })).toHaveAttribute(
      'href',
      '/education/all',
    );
  });

  it('offers a retry after an error', async () => {
    let fail = true;
    serveEvents(() =>
      fail
        ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
        : HttpResponse.json(pagedEvents([makeEvent()])),
    );
    const { user } = renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this list');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Micro-Teaching Lab' })).toBeInTheDocument();
  });

  it('Try again keeps its focus while it asks, and hands it to the list it brings', async () => {
    const answers = ['fail', 'fail', 'list'];
    serveEvents(() =>
      answers.shift() === 'fail'
        ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
        : HttpResponse.json(pagedEvents([makeEvent()])),
    );
    const { user } = renderList();
    const retry = within(await screen.findByRole('alert')).getByRole('button', {
      name: 'Try again',
    });
    retry.focus();
    await user.keyboard('{Enter}');
    // Failed again: the same button, still focused (before, the alert went while it asked and
    // the focus dropped to the page).
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alert')).toContainElement(retry);
    expect(retry).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Micro-Teaching Lab' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Events' })).toHaveFocus();
  });

  it('pages through the list by the page number in the URL', async () => {
    const calls = serveEvents((url) => {
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json(
        pagedEvents([makeEvent({ id: page, name: `Event on page ${page}` })], 30, page),
      );
    });
    const { user } = renderList('/events/all');
    await screen.findByText('Event on page 1');
    expect(screen.getByRole('link', { name: /next/i })).toHaveAttribute(
      'href',
      '/events/all?page=2',
    );
    await user.click(screen.getByRole('link', { name: /next/i }));
    expect(await screen.findByText('Event on page 2')).toBeInTheDocument();
    expect(calls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/events/all');
  });

  it('hands the focus of a pressed Next to the new page of cards, which says its page', async () => {
    serveEvents((url) => {
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json(
        pagedEvents([makeEvent({ id: page, name: `Event on page ${page}` })], 30, page),
      );
    });
    const { user } = renderList('/events/all');
    await screen.findByText('Event on page 1');
    screen.getByRole('link', { name: /next/i }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Event on page 2');
    // The pager went with the old page's cards while the new one loaded: the focus was dropped
    // to the page, and nothing said that page 2 had come.
    const list = screen.getByRole('list', { name: 'Events' });
    expect(list).toHaveFocus();
    expect(list).toHaveAccessibleDescription('Page 2 of 3');
  });

  it('works for signed-in members too, with their token', async () => {
    let authorization: string | null = null;
    serveEvents(
      (_url, request) => (
        (authorization = request.headers.get('authorization')),
        HttpResponse.json(pagedEvents([]))
      ),
    );
    renderList('/events/all', { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) });
    await screen.findByRole('heading', { name: 'No events yet' });
    expect(authorization).toBe('Bearer a1');
  });
});

function makeStoreReferences() {
  return {
    cities: [],
    workPlaces: [],
    specializations: [],
    universities: [],
    sponsors: [],
    tags: [],
    themes: [],
    status: loadedStatus(),
  };
}

function loadedStatus() {
  const loaded = 'loaded' as const;
  return {
    cities: loaded,
    workPlaces: loaded,
    specializations: loaded,
    universities: loaded,
    sponsors: loaded,
    tags: loaded,
    themes: loaded,
  };
}
