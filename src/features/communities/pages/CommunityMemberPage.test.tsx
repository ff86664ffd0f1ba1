import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from 'react-router';
import { makePublicProfile, referencesState } from '@/features/profile/fixtures';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { CommunityMemberPage } from './CommunityMemberPage';

const member = {
  auth: authState({ accessToken: 'a1', refreshToken: 'r1' }),
  references: referencesState(),
};

function renderMember(route: string) {
  return render(
    <Routes>
      <Route path="/communities/:type/:id" element={<CommunityMemberPage />} />
      <Route
        path="/start"
        element={
          <Link to="/communities/all/27" state={{ role: 'expert' }}>
            Open card
          </Link>
        }
      />
    </Routes>,
    { route, preloadedState: member },
  );
}

const serveMember = (answer: () => Response) =>
  server.use(http.get(`${API}/communities/27/`, answer));

describe('CommunityMemberPage', () => {
  it("shows the member's public page with the role the tab implies, and a way back to that tab", async () => {
    serveMember(() => HttpResponse.json(makePublicProfile()));
    const { container } = renderMember('/communities/mentors/27');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fatima Al-Sayed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mentor')).toBeInTheDocument();
    expect(screen.getByText('Riverside Academy Trust · Deputy headteacher')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentoring New Teachers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/communities/mentors',
    );
  });

  it('takes the role from the card link when opened from the "all" tab', async () => {
    serveMember(() => HttpResponse.json(makePublicProfile()));
    const { user } = renderMember('/start');
    await user.click(screen.getByRole('link', { name: 'Open card' }));
    expect(await screen.findByText('Expert')).toBeInTheDocument();
  });

  it('shows no role badge when the role is unknown', async () => {
    serveMember(() => HttpResponse.json(makePublicProfile()));
    renderMember('/communities/all/27');
    await screen.findByRole('heading', { level: 1, name: 'Fatima Al-Sayed' });
    expect(screen.queryByText(/^(Mentor|Expert|Member)$/)).toBeNull();
  });

  it('shows a not-found state leading back to the directory', async () => {
    serveMember(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    renderMember('/communities/experts/27');
    expect(
      await screen.findByRole('heading', { name: 'This profile is not published' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · EduCommunity');
    expect(screen.getAllByRole('link', { name: 'Community' }).at(-1)).toHaveAttribute(
      'href',
      '/communities/experts',
    );
  });
});
