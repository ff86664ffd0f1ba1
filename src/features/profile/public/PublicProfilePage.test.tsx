import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { PublicProfilePage } from '../pages/PublicProfilePage';
import { makePublicProfile, referencesState } from '../fixtures';

function renderProfile(locale: 'en' | 'ru' = 'en') {
  return render(
    <Routes>
      <Route path="/publish/:id" element={<PublicProfilePage />} />
    </Routes>,
    {
      route: '/publish/27',
      locale,
      preloadedState: { auth: authState(), references: referencesState() },
    },
  );
}

function serveProfile(answer: (request: Request) => Response) {
  server.use(http.get(`${API}/profile/27/public/`, ({ request }) => answer(request)));
}

describe('PublicProfilePage', () => {
  it('shows a published profile to a visitor, with names from the references slice', async () => {
    let authorization: string | null = 'unset';
    serveProfile(
      (request) => (
        (authorization = request.headers.get('authorization')),
        HttpResponse.json(makePublicProfile())
      ),
    );
    const { container } = renderProfile();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fatima Al-Sayed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fatima Al-Sayed' })).toHaveAttribute(
      'src',
      '/api/media/files/avatars/avatar-11.jpg',
    );
    expect(screen.getByText('School leader')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('Deputy headteacher.')).toBeInTheDocument();
    expect(screen.getByText('Riverside Academy Trust · Deputy headteacher')).toBeInTheDocument();
    expect(
      screen.getByText(
        'University College London · MA in Educational Leadership · Graduated in 2008',
      ),
    ).toBeInTheDocument();
    expect(authorization).toBeNull();
  });

  it('lists certificates with course, date and a link to each verification page', async () => {
    serveProfile(() => HttpResponse.json(makePublicProfile()));
    renderProfile();
    const certificates = await screen.findByRole('region', { name: 'Certificates' });
    expect(
      within(certificates).getByRole('link', { name: 'Mentoring New Teachers' }),
    ).toHaveAttribute('href', '/education/course/4');
    expect(certificates).toHaveTextContent('Issued October 1, 2026');
    // The verification page, in the app (not a file in a new tab).
    const open = within(certificates).getByRole('link', {
      name: /^View certificate ?: Mentoring New Teachers$/,
    });
    expect(open).toHaveAttribute('href', '/certificates/5d1c0e9a7b3f42a8c6e01f27');
    expect(open).not.toHaveAttribute('target');
  });

  it('uses the default avatar and says what is missing', async () => {
    serveProfile(() =>
      HttpResponse.json(
        makePublicProfile({
          photo: null,
          about: '',
          work_place: null,
          education: null,
          certificates: [],
        }),
      ),
    );
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Fatima Al-Sayed' })).toHaveAttribute(
      'data-avatar',
      'default',
    );
    expect(screen.queryByRole('region', { name: 'About' })).toBeNull();
    expect(screen.getAllByText('Not specified')).toHaveLength(2);
    expect(screen.getByText('No certificates yet.')).toBeInTheDocument();
  });

  it('shows a clear not-found state for an unpublished profile (404)', async () => {
    serveProfile(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    renderProfile('ru');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Этот профиль не опубликован' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти к обучению' })).toHaveAttribute(
      'href',
      '/education/all',
    );
  });

  it('offers a retry when loading fails', async () => {
    serveProfile(() => HttpResponse.json({ detail: 'down' }, { status: 500 }));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
  });
});
