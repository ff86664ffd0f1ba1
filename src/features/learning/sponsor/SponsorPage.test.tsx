import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { SponsorPage } from '../pages/SponsorPage';
import { course, paged, sponsor } from '../fixtures';
import { render, visitor } from '@/test/utils';

const renderSponsor = () =>
  render(<SponsorPage />, {
    path: '/education/sponsor/:id',
    route: '/education/sponsor/4',
    history: true,
    preloadedState: visitor,
  });

describe('SponsorPage', () => {
  it('shows the sponsor with logo, description, website and its courses', async () => {
    const requests: Record<string, string>[] = [];
    server.use(
      http.get(`${API}/references/sponsors/4/`, ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        return HttpResponse.json(sponsor());
      }),
      http.get(`${API}/media/search/`, ({ request }) => {
        requests.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(paged([course({ sponsor: sponsor() })]));
      }),
    );
    renderSponsor();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Aurora EdTech', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Aurora EdTech logo' })).toHaveAttribute(
      'src',
      '/api/media/files/sponsors/sponsor-4.svg',
    );
    expect(screen.getByText('Accessible learning platforms.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit the website/ })).toHaveAttribute(
      'href',
      'https://aurora.example.com',
    );
    expect(await screen.findByRole('link', { name: 'Designing Micro-Lessons' })).toHaveAttribute(
      'href',
      '/education/course/1',
    );
    expect(requests).toEqual([{ sponsors: '4', type: 'course', page: '1', page_size: '12' }]);
  });

  it('says so when the sponsor has no courses', async () => {
    server.use(
      http.get(`${API}/references/sponsors/4/`, () => HttpResponse.json(sponsor())),
      http.get(`${API}/media/search/`, () => HttpResponse.json(paged([]))),
    );
    renderSponsor();
    expect(
      await screen.findByRole('heading', { name: 'No courses from this sponsor yet' }),
    ).toBeInTheDocument();
  });

  it('shows the SPEC error inline and as a snackbar, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/references/sponsors/4/`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(sponsor()),
      ),
      http.get(`${API}/media/search/`, () => HttpResponse.json(paged([]))),
    );
    const { store, user } = renderSponsor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading sponsors',
    );
    const { current, queue } = store.getState().snackbar;
    expect([current, ...queue].map((item) => item?.message.id)).toContain(
      'notice.references.sponsors',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Aurora EdTech', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown sponsor', async () => {
    server.use(
      http.get(`${API}/references/sponsors/4/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderSponsor();
    expect(
      await screen.findByText('This sponsor does not exist or was removed.'),
    ).toBeInTheDocument();
  });
});
