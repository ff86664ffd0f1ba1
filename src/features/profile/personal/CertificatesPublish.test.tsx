import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import {
  captureJson,
  certificatesEndpoint,
  learningEndpoint,
  makeCertificate,
  profile,
  profileEndpoint,
} from '../fixtures';
import { settingsEndpoint } from '@/features/access/fixtures';
import { renderPersonal } from '@/features/profile/testing/renderPersonal';
import { findSnackbar } from '@/test/snackbar';

const certificate = makeCertificate({
  course: { id: 12, name: 'Blended learning' },
  issued_at: '2026-03-05T10:00:00+03:00',
});
const section = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  learningEndpoint(); // My learning: nothing started
  settingsEndpoint(); // the promo code section's "How to get access"
});

describe('Personal account: certificates, publishing, settings', () => {
  it('lists certificates with the course, a locale-formatted date, the verification page and the PDF', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    certificatesEndpoint(() => HttpResponse.json([certificate]));
    renderPersonal();
    const list = await section('Certificates');
    expect(await within(list).findByRole('link', { name: 'Blended learning' })).toHaveAttribute(
      'href',
      '/education/course/12',
    );
    expect(within(list).getByText('Issued March 5, 2026')).toBeInTheDocument();
    expect(
      within(list).getByRole('link', {
        name: 'View and verify the certificate for “Blended learning”',
      }),
    ).toHaveAttribute('href', `/certificates/${certificate.public_id}`);
    const download = within(list).getByRole('link', {
      name: 'Download PDF of the certificate for “Blended learning”',
    });
    expect(download).toHaveAttribute('href', `${certificate.url}?lang=en`);
    expect(download).toHaveAttribute('download');
  });

  it('formats the date and asks for the PDF in Russian for Russian readers', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    certificatesEndpoint(() => HttpResponse.json([certificate]));
    renderPersonal({ locale: 'ru' });
    expect(await screen.findByText(/5 марта 2026/)).toBeInTheDocument();
    // The PDF is asked for in the reader's language.
    expect(
      screen.getByRole('link', { name: 'Скачать PDF сертификата за курс «Blended learning»' }),
    ).toHaveAttribute('href', `${certificate.url}?lang=ru`);
  });

  it("says 'There was an error loading the received certificates' and retries", async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    certificatesEndpoint(() => HttpResponse.json({ detail: 'x' }, { status: 500 }));
    const { user } = renderPersonal();
    const list = await section('Certificates');
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'There was an error loading the received certificates',
    );
    certificatesEndpoint(() => HttpResponse.json([]));
    await user.click(within(list).getByRole('button', { name: 'Try again' }));
    expect(await within(list).findByText('No certificates yet')).toBeInTheDocument();
  });

  it('publishes the profile with POST /profile/my/ and enables the public link', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    certificatesEndpoint();
    const bodies = captureJson('post', '/profile/my/', (body) =>
      HttpResponse.json({ ...profile, ...body }),
    );
    const { user } = renderPersonal();
    const toggle = await screen.findByRole('switch', { name: 'Public profile' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('link', { name: /Open public profile/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Open public profile').closest('[aria-disabled="true"]'),
    ).not.toBeNull();
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: 'Open public profile' })).toHaveAttribute(
      'href',
      '/publish/7',
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(bodies).toEqual([{ is_published: true }]);
    expect(await findSnackbar('Data saved successfully')).toBeInTheDocument();
  });

  it('switches language and theme through the preferences', async () => {
    profileEndpoint(() => HttpResponse.json(profile));
    certificatesEndpoint();
    const { user, store } = renderPersonal();
    const settings = await screen.findByRole('region', { name: 'Settings' });
    await user.click(within(settings).getByRole('button', { name: 'Switch to dark theme' }));
    expect(store.getState().preferences.theme).toBe('dark');
    expect(within(settings).getByText('Dark')).toBeInTheDocument();
    await user.click(within(settings).getByRole('button', { name: 'RU' }));
    expect(store.getState().preferences.locale).toBe('ru');
  });
});
