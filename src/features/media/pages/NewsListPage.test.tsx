import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { RequireAuth } from '@/app/routes/guards';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { makeArticle, pagedArticles } from '../fixtures';
import { NewsListPage } from './NewsListPage';

const member = { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) };
const tags = [
  { id: 4, name: 'Toolkit', label: 'toolkit', theme: 'outline' as const },
  { id: 9, name: 'Primary school', label: 'primary-school', theme: 'specialization' as const },
];

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

function renderNews(route = '/media', preloadedState: object = member) {
  return render(
    <>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/media" element={<NewsListPage />} />
        </Route>
        <Route path="/education/all" element={<h1>Learning</h1>} />
      </Routes>
      <Where />
    </>,
    { route, preloadedState },
  );
}

function serveArticles(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  server.use(
    http.get(
      `${API}/media/articles/`,
      ({ request }) => (calls.push(new URL(request.url)), answer(new URL(request.url))),
    ),
  );
  return calls;
}

describe('NewsListPage', () => {
  it('shows skeletons, then article cards with topic and the Viewed label', async () => {
    serveArticles(() =>
      HttpResponse.json(
        pagedArticles([
          makeArticle({ viewed: true }),
          makeArticle({ id: 8, name: 'Fresh news', topic: 'Policy' }),
        ]),
      ),
    );
    renderNews();
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Articles' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first).getByRole('link', { name: /Cognitive load/ })).toHaveAttribute(
      'href',
      '/media/7',
    );
    expect(first).toHaveTextContent('Viewed');
    expect(second).toHaveTextContent('Policy');
    expect(second).not.toHaveTextContent('Viewed');
    expect(within(first).getByRole('button', { name: /add to favorites/i })).toBeInTheDocument();
    // Shown, and said by the live region that was there all along.
    const [said, shown] = screen.getAllByText('2 articles');
    expect(said).toHaveAttribute('role', 'status');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the search text and tags in the URL and sends them to the API', async () => {
    const calls = serveArticles(() => HttpResponse.json(pagedArticles([makeArticle()])));
    const { user } = renderNews('/media', { ...member, references: { ...refs(), tags } });
    await screen.findByRole('list', { name: 'Articles' });

    await user.type(screen.getByRole('searchbox', { name: 'Search news' }), 'load{Enter}');
    expect(await screen.findByText('/media?q=load')).toHaveAttribute('data-testid', 'location');
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.click(screen.getByRole('button', { name: 'Primary school' }));
    expect(await screen.findByText('/media?q=load&tags=9')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Articles' });
    const last = calls[calls.length - 1].searchParams;
    expect([last.get('q'), last.get('tags'), last.get('page')]).toEqual(['load', '9', '1']);
  });

  it('reads the filters from a shared URL and resets them when nothing matches', async () => {
    const calls = serveArticles((url) =>
      HttpResponse.json(pagedArticles(url.searchParams.has('q') ? [] : [makeArticle()])),
    );
    const { user } = renderNews('/media?q=zzz&tags=4&page=1', {
      ...member,
      references: { ...refs(), tags },
    });
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeInTheDocument();
    // Said too: a search that finds nothing is not announced as "Loading" alone.
    expect(screen.getByText('Nothing found', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search news' })).toHaveValue('zzz');
    expect(screen.getByRole('button', { name: 'Toolkit' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls[0].searchParams.get('tags')).toBe('4');

    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]);
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByText('/media')).toBeInTheDocument();
  });

  it('shows an empty state when there is no news at all', async () => {
    serveArticles(() => HttpResponse.json(pagedArticles([])));
    renderNews();
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry, and pages by number', async () => {
    let fail = true;
    serveArticles((url) =>
      fail
        ? HttpResponse.json({ detail: 'down' }, { status: 500 })
        : HttpResponse.json(
            pagedArticles(
              [makeArticle({ name: `Page ${url.searchParams.get('page')}` })],
              25,
              Number(url.searchParams.get('page')),
            ),
          ),
    );
    const { user } = renderNews();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Page 1');
    await user.click(screen.getByRole('link', { name: /page 3/i }));
    expect(await screen.findByText('Page 3')).toBeInTheDocument();
    expect(screen.getByText('/media?page=3')).toBeInTheDocument();
  });

  it('is for members only: a visitor is sent to learning with the auth prompt, and nothing is fetched', async () => {
    const calls = serveArticles(() => HttpResponse.json(pagedArticles([])));
    const { store } = renderNews('/media', { auth: authState() });
    expect(await screen.findByRole('heading', { name: 'Learning' })).toBeInTheDocument();
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(store.getState().auth.wantedPath).toBe('/media');
    expect(calls).toHaveLength(0);
  });
});

function refs() {
  const loaded = 'loaded' as const;
  const status = {
    cities: loaded,
    workPlaces: loaded,
    specializations: loaded,
    universities: loaded,
    sponsors: loaded,
    tags: loaded,
    themes: loaded,
  };
  return {
    cities: [],
    workPlaces: [],
    specializations: [],
    universities: [],
    sponsors: [],
    tags: [],
    themes: [],
    status,
  };
}
