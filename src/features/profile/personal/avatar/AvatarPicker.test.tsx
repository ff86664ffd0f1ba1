// First: it fakes the cropper (see there).
import {
  NEW_PHOTO,
  SLOW,
  openCropper,
  picture,
  renderPersonal,
  serveAvatarPicker,
} from '../../testing/renderAvatarPicker';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { profile, personalState } from '../../fixtures';
import { render } from '@/test/utils';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';
import { findSnackbar } from '@/test/snackbar';

beforeEach(serveAvatarPicker);

describe('Avatar: choose, crop, upload', () => {
  it('uploads the cropped JPEG and shows the new photo at once, in the header too', async () => {
    const uploads: Array<{ name: string; type: string }> = [];
    server.use(
      http.post(`${API}/profile/my/photo/`, async ({ request }) => {
        const photo = (await request.formData()).get('photo') as File;
        uploads.push({ name: photo.name, type: photo.type });
        return HttpResponse.json({ ...profile, photo: NEW_PHOTO });
      }),
    );
    const { user } = await openCropper();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'crop' }));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await findSnackbar('Data saved successfully', SLOW)).toBeInTheDocument();
    expect(uploads).toEqual([{ name: 'avatar.jpg', type: 'image/jpeg' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    const menuButton = screen.getByRole('button', { name: /Account menu of Anna Ivanova/ });
    expect(menuButton.querySelector('img')).toHaveAttribute('src', NEW_PHOTO);
    expect(screen.getByRole('img', { name: 'Anna Ivanova Sergeevna' })).toHaveAttribute(
      'src',
      NEW_PHOTO,
    );
    expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('the crop dialog starts on its heading, while the cropper loads and once it has; Cancel gives the focus back', async () => {
    const { user } = render(<PersonalPage />, {
      route: '/personal',
      preloadedState: personalState(),
    });
    const add = await screen.findByRole('button', { name: 'Add a photo' });
    // As in a browser: the button opens the file chooser and keeps the focus meanwhile.
    const choose = () => {
      add.focus();
      fireEvent.change(screen.getByLabelText('Add a photo', { selector: 'input' }), {
        target: { files: [picture] },
      });
    };
    const heading = () => screen.getByRole('heading', { name: 'Crop your photo' });
    // Before: Cancel the first time (the cropper's chunk still loading), the cropper's first
    // control the next (ACCESSIBILITY.md, Dialogs).
    for (let time = 0; time < 2; time++) {
      choose();
      await screen.findByRole('dialog', { name: 'Crop your photo' }, SLOW);
      expect(heading()).toHaveFocus();
      await screen.findByTestId('cropper', {}, SLOW);
      expect(heading()).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
      expect(add).toHaveFocus();
    }
  });

  it('explains a server refusal in the dialog and keeps it open', async () => {
    server.use(
      http.post(`${API}/profile/my/photo/`, () =>
        HttpResponse.json(
          { photo: ['Upload a JPEG image.'], codes: { photo: ['not_jpeg'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCropper();
    await user.click(screen.getByRole('button', { name: 'crop' }));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('The server accepts JPEG photos only.')).toBeInTheDocument();
    expect(await findSnackbar('There was an error editing data', SLOW)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
  });

  it('says the server is busy when it answers 503 server_busy, and keeps the dialog open', async () => {
    server.use(
      http.post(`${API}/profile/my/photo/`, () =>
        HttpResponse.json(
          { detail: 'The server is busy with other photos.', code: 'server_busy' },
          { status: 503, headers: { 'Retry-After': '2' } },
        ),
      ),
    );
    const { user } = await openCropper();
    await user.click(screen.getByRole('button', { name: 'crop' }));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(
      await screen.findByText(
        'The server is busy right now. Try again in a few seconds.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Crop your photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeEnabled();
  });

  it('explains a failed export and blocks saving until a new crop arrives', async () => {
    const { user } = await openCropper();
    await user.click(screen.getByRole('button', { name: 'crop' }));
    await user.click(screen.getByRole('button', { name: 'export fails' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The cropped photo could not be prepared');
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'load fails' }));
    expect(screen.queryByText(/could not be prepared/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  });

  it('refuses a file that is not an image and opens nothing', async () => {
    renderPersonal();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Add a photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not an image');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
