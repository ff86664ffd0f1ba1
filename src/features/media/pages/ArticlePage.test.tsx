import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { makeArticle, makeArticleDetail, pagedArticles } from '../fixtures';
import { ArticlePage } from './ArticlePage';
import { NewsListPage } from './NewsListPage';

const member = { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) };

function renderApp(route = '/media/7') {
  return render(
    <>
      <Routes>
        <Route path="/media" element={<NewsListPage />} />
        <Route path="/media/:id" element={<ArticlePage />} />
      </Routes>
      <Snackbar />
    </>,
    { route, preloadedState: member },
  );
}

const serveArticle = (answer: () => Response) =>
  server.use(http.get(`${API}/media/articles/7/`, answer));
const serveRecommendations = (items = [makeArticle({ id: 9, name: 'Related read' })]) =>
  server.use(http.get(`${API}/media/articles/7/recommendations/`, () => HttpResponse.json(items)));

describe('ArticlePage', () => {
  it('renders the sanitized body, tags, date and recommendations', async () => {
    serveArticle(() =>
      HttpResponse.json(
        makeArticleDetail({
          sponsor: {
            id: 2,
            name: 'Aurora',
            label: 'aurora',
            logo: '',
            description: '',
            website: '',
          },
        }),
      ),
    );
    serveRecommendations();
    const { container, user } = renderApp();
    expect(container.querySelector('[role="status"][aria-busy="true"]')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Cognitive load/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Recall beats re-reading.')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Trap')).not.toHaveAttribute('href');
    expect(screen.getByText('Published March 14, 2025')).toBeInTheDocument();
    // jsdom has no layout, so BadgeList folds every tag into '+N'; expanding shows them.
    const tags = screen.getAllByRole('list', { name: 'Tags' })[0];
    await user.click(within(tags).getByRole('button', { expanded: false }));
    expect(tags).toHaveTextContent('Short readPrimary school');
    expect(screen.getByRole('link', { name: 'Aurora' })).toHaveAttribute(
      'href',
      '/education/sponsor/2',
    );
    const next = await screen.findByRole('region', { name: 'Read next' });
    // The region shows over its skeleton: the recommendations are a request of their own.
    expect(await within(next).findByRole('link', { name: 'Related read' })).toHaveAttribute(
      'href',
      '/media/9',
    );
  });

  it('adds the article to favorites and back, with the SPEC confirmations', async () => {
    serveArticle(() => HttpResponse.json(makeArticleDetail()));
    serveRecommendations([]);
    server.use(
      http.post(`${API}/media/articles/7/favorite/`, () => HttpResponse.json({ detail: 'ok' })),
      http.delete(
        `${API}/media/articles/7/favorite/`,
        () => new HttpResponse(null, { status: 204 }),
      ),
      http.get(`${API}/profile/favorites/article/`, () =>
        HttpResponse.json({ count: 0, page: 1, next: null, previous: null, results: [] }),
      ),
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: /add to favorites/i }));
    expect(
      await screen.findByText('News added to favorites', { selector: 'p' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /remove from favorites/i }));
    expect(
      await screen.findByText('News removed from favorites', { selector: 'p' }, { timeout: 2000 }),
    ).toBeInTheDocument();
  });

  it('marks the article Viewed in the news list after reading, without refetching the list', async () => {
    let listCalls = 0;
    server.use(
      http.get(
        `${API}/media/articles/`,
        () => (listCalls++, HttpResponse.json(pagedArticles([makeArticle({ viewed: false })]))),
      ),
    );
    serveArticle(() => HttpResponse.json(makeArticleDetail({ viewed: true })));
    serveRecommendations([]);
    const { user } = renderApp('/media');
    const card = (await screen.findAllByRole('article'))[0];
    expect(card).not.toHaveTextContent('Viewed');

    await user.click(within(card).getByRole('link', { name: /Cognitive load/ }));
    await screen.findByText('Recall beats re-reading.');
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect((await screen.findAllByRole('article'))[0]).toHaveTextContent('Viewed');
    expect(listCalls).toBe(1);
  });

  it('shows a not-found state for an unknown article', async () => {
    serveArticle(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    serveRecommendations([]);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/media');
  });

  it('shows a retry when the article fails to load', async () => {
    serveArticle(() => HttpResponse.json({ detail: 'down' }, { status: 500 }));
    serveRecommendations([]);
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
  });
});
