import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { Snackbar } from '@/features/snackbar/Snackbar';
import type { CertificateVerification } from '@/shared/contract/profile';
import { API, server } from '@/test/msw/server';
import { render, visitor } from '@/test/utils';
import { makeVerification } from '../fixtures';
import { CertificatePage } from './CertificatePage';
import { findSnackbar } from '@/test/snackbar';

const ID = '9f2b7c41e08d5a6b3c1e4f70';

function renderCertificate(id = ID, locale: 'en' | 'ru' = 'en') {
  return render(
    <>
      <Routes>
        <Route path="/certificates/:id" element={<CertificatePage />} />
      </Routes>
      <Snackbar />
    </>,
    { route: `/certificates/${id}`, locale, preloadedState: visitor },
  );
}

/** GET /certificates/{id}/ answers `answer`; the requests it saw are recorded. */
function serveCertificate(answer: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.get(`${API}/certificates/:id/`, ({ request }) => {
      requests.push(request);
      return answer();
    }),
  );
  return requests;
}

const valid =
  (overrides: Partial<CertificateVerification> = {}) =>
  () =>
    HttpResponse.json(makeVerification(overrides));

afterEach(() => jest.restoreAllMocks());

describe('CertificatePage (/certificates/{id})', () => {
  it('shows a visitor a valid certificate: holder, course, issuer, localized date, id, PDF', async () => {
    const requests = serveCertificate(valid());
    renderCertificate();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Valid certificate' });
    expect(card).toHaveTextContent(
      'EduCommunity confirms that Anna Ivanova completed the course “Inclusive Classroom”.',
    );
    const value = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    // The holder's profile is unpublished: the name shows, with no link to a profile.
    expect(value('Holder')).toHaveTextContent('Anna Ivanova');
    expect(within(value('Holder')).queryByRole('link')).toBeNull();
    expect(within(value('Course')).getByRole('link')).toHaveAttribute(
      'href',
      '/education/course/2',
    );
    expect(within(value('Issued by')).getByRole('link', { name: 'EduFund' })).toHaveAttribute(
      'href',
      '/education/sponsor/5',
    );
    expect(value('Date of issue')).toHaveTextContent('November 2, 2026');
    expect(value('Date of issue')).not.toHaveTextContent('2026-11-02');
    expect(value('Certificate ID')).toHaveTextContent(ID);

    const pdf = within(card).getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/certificates/${ID}/pdf/?lang=en`);
    expect(pdf).toHaveAttribute('download');
    expect(new URL(requests[0].url).pathname).toBe(`/api/certificates/${ID}/`);
    expect(requests[0].headers.get('authorization')).toBeNull();
  });

  it('in Russian: Russian date and PDF, the platform as issuer, the published profile linked', async () => {
    serveCertificate(
      valid({
        sponsor: null,
        holder: { first_name: 'Анна', last_name: 'Иванова', middle_name: '', profile_id: 7 },
      }),
    );
    renderCertificate(ID, 'ru');
    const card = await screen.findByRole('article', { name: 'Сертификат действителен' });
    const value = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(value('Владелец')).getByRole('link', { name: 'Анна Иванова' })).toHaveAttribute(
      'href',
      '/publish/7',
    );
    expect(value('Кем выдан')).toHaveTextContent('EduCommunity');
    expect(within(value('Кем выдан')).queryByRole('link')).toBeNull();
    expect(value('Дата выдачи')).toHaveTextContent('2 ноября 2026 г.');
    expect(within(card).getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
      'href',
      `/api/certificates/${ID}/pdf/?lang=ru`,
    );
  });

  it('says clearly that an unknown id is not a valid certificate', async () => {
    serveCertificate(() => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
    renderCertificate('0000deadbeef0000deadbeef');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Certificate not found or not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has the ID 0000deadbeef0000deadbeef/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to courses' })).toHaveAttribute(
      'href',
      '/education/courses',
    );
  });

  it('offers a retry when the check itself fails, and shows the certificate after it', async () => {
    serveCertificate(() => HttpResponse.json({ detail: 'down' }, { status: 500 }));
    const { user } = renderCertificate();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this page');
    expect(screen.queryByText('Certificate not found or not valid')).toBeNull();
    serveCertificate(valid());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Valid certificate' })).toBeInTheDocument();
  });

  it('copies the verification link for sharing', async () => {
    serveCertificate(valid());
    const { user } = renderCertificate();
    // user-event's clipboard stub; its readText trips over jsdom's Blob, so the write is watched.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/certificates/${ID}`);
    expect(await findSnackbar('Link copied')).toBeInTheDocument();
  });

  it('says so when the link cannot be copied', async () => {
    serveCertificate(valid());
    const { user } = renderCertificate();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(
      await findSnackbar('Could not copy the link. Copy it from the address bar.'),
    ).toBeInTheDocument();
  });
});
