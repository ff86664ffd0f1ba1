import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '@/app/routes/guards';
import { makeMember, referencesState } from '@/features/profile/fixtures';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { CommunityListPage } from './CommunityListPage';

const member = {
  auth: authState({ accessToken: 'a1', refreshToken: 'r1' }),
  references: referencesState(),
};
const paged = (results: ReturnType<typeof makeMember>[], count = results.length, page = 1) => ({
  count,
  page,
  next: null,
  previous: null,
  results,
});

function renderDirectory(route = '/communities/all', preloadedState: object = member) {
  return render(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/communities/:type" element={<CommunityListPage />} />
        <Route path="/communities/:type/:id" element={<h1>Member page</h1>} />
      </Route>
      <Route path="/education/all" element={<h1>Learning</h1>} />
    </Routes>,
    { route, preloadedState },
  );
}

function serveMembers(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  server.use(
    http.get(
      `${API}/communities/`,
      ({ request }) => (calls.push(new URL(request.url)), answer(new URL(request.url))),
    ),
  );
  return calls;
}

describe('CommunityListPage', () => {
  it('shows skeletons, then member cards with photo or default avatar, role, specialization and city', async () => {
    serveMembers(() =>
      HttpResponse.json(
        paged([
          makeMember(),
          makeMember({
            id: 3,
            first_name: 'Lucía',
            last_name: 'Fernández',
            role: 'member',
            photo: '/a.jpg',
            city: null,
            specialization: null,
          }),
        ]),
      ),
    );
    const { container } = renderDirectory();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const list = await screen.findByRole('list', { name: 'People' });
    const [fatima, lucia] = within(list).getAllByRole('article');
    expect(within(fatima).getByRole('link', { name: 'Fatima Al-Sayed' })).toHaveAttribute(
      'href',
      '/communities/all/27',
    );
    expect(fatima).toHaveTextContent('Mentor');
    expect(fatima).toHaveTextContent('School leader');
    expect(fatima).toHaveTextContent('London');
    expect(fatima.querySelector('[data-avatar="default"]')).not.toBeNull();
    expect(lucia.querySelector('img')).toHaveAttribute('src', '/a.jpg');
    expect(lucia).toHaveTextContent('Member');
    expect(screen.getByText('2 people')).toBeInTheDocument();
  });

  it('sends the tab as type and the name search from the URL, and keeps the search across tabs', async () => {
    const calls = serveMembers(() => HttpResponse.json(paged([makeMember()])));
    const { user } = renderDirectory('/communities/mentors?q=fat');
    await screen.findByRole('list', { name: 'People' });
    expect([calls[0].searchParams.get('type'), calls[0].searchParams.get('q')]).toEqual([
      'mentors',
      'fat',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('fat');
    expect(screen.getByRole('link', { name: 'Experts' })).toHaveAttribute(
      'href',
      '/communities/experts?q=fat',
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Oli{Enter}');
    // The URL now holds the new search (the tabs carry it), and the API got it.
    expect(await screen.findByRole('link', { name: 'Experts' })).toHaveAttribute(
      'href',
      '/communities/experts?q=Oli',
    );
    await waitFor(() => expect(calls[calls.length - 1].searchParams.get('q')).toBe('Oli'));
  });

  it.each([
    ['/communities/all', 'Community · EduCommunity'],
    ['/communities/mentors', 'Community: Mentors · EduCommunity'],
    ['/communities/experts', 'Community: Experts · EduCommunity'],
  ])('%s titles its browser tab %p', async (route, title) => {
    serveMembers(() => HttpResponse.json(paged([makeMember()])));
    renderDirectory(route);
    await screen.findByRole('list', { name: 'People' });
    expect(document.title).toBe(title);
  });

  it('says when no one matches and clears the search', async () => {
    serveMembers((url) =>
      HttpResponse.json(paged(url.searchParams.get('q') ? [] : [makeMember()])),
    );
    const { user } = renderDirectory('/communities/experts?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No one found' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1)!);
    expect(await screen.findByRole('list', { name: 'People' })).toBeInTheDocument();
  });

  it('shows an empty tab, an error with retry, and pages', async () => {
    serveMembers(() => HttpResponse.json(paged([])));
    const { unmount } = renderDirectory('/communities/experts');
    expect(await screen.findByRole('heading', { name: 'No one here yet' })).toBeInTheDocument();
    unmount();

    let fail = true;
    serveMembers((url) =>
      fail
        ? HttpResponse.json({}, { status: 500 })
        : HttpResponse.json(
            paged(
              [makeMember({ first_name: `P${url.searchParams.get('page')}` })],
              30,
              Number(url.searchParams.get('page')),
            ),
          ),
    );
    const { user } = renderDirectory('/communities/all');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'P1 Al-Sayed' });
    await user.click(screen.getByRole('link', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'P2 Al-Sayed' })).toBeInTheDocument();
  });

  it('is for members only: visitors go to learning with the auth prompt', async () => {
    const calls = serveMembers(() => HttpResponse.json(paged([])));
    const { store } = renderDirectory('/communities/all', { auth: authState() });
    expect(await screen.findByRole('heading', { name: 'Learning' })).toBeInTheDocument();
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
