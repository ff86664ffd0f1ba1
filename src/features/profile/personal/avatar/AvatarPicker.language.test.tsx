// First: it fakes the cropper (see there).
import { SLOW, picture, serveAvatarPicker } from '../../testing/renderAvatarPicker';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { personalState } from '../../fixtures';
import { switchLanguage } from '@/test/switchLanguage';
import { render } from '@/test/utils';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';

beforeEach(serveAvatarPicker);

describe('Avatar: its errors in the language shown', () => {
  it('rewords the refusal of a file that is not an image when the language is switched', async () => {
    const { store } = render(<PersonalPage />, {
      route: '/personal',
      preloadedState: personalState(),
      locale: 'store',
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Add a photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not an image');
    switchLanguage(store, 'ru');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Этот файл не изображение'),
    );
  });

  it('rewords the crop dialog’s errors when the language is switched: a refusal, a failed export', async () => {
    server.use(
      http.post(`${API}/profile/my/photo/`, () =>
        HttpResponse.json(
          { photo: ['Upload a JPEG image.'], codes: { photo: ['not_jpeg'] } },
          { status: 400 },
        ),
      ),
    );
    const { store } = render(<PersonalPage />, {
      route: '/personal',
      preloadedState: personalState(),
      locale: 'store',
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Add a photo'), picture);
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' }, SLOW);
    await user.click(await within(dialog).findByRole('button', { name: 'crop' }, SLOW));
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(
      await within(dialog).findByText('The server accepts JPEG photos only.', {}, SLOW),
    ).toHaveAttribute('role', 'alert');
    switchLanguage(store, 'ru');
    expect(
      await within(dialog).findByText('Сервер принимает только фото в формате JPEG.', {}, SLOW),
    ).toHaveAttribute('role', 'alert');

    await user.click(within(dialog).getByRole('button', { name: 'export fails' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Не удалось подготовить обрезанное фото.',
    );
    switchLanguage(store, 'en');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The cropped photo could not be prepared.',
      ),
    );
  });
});
