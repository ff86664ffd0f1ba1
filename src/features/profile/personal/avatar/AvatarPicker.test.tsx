import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as NodeBuffer from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import {
  certificatesEndpoint,
  learningEndpoint,
  profile,
  personalState,
  profileEndpoint,
} from '../../fixtures';
import { UserMenu } from '@/features/profile/UserMenu/UserMenu';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { switchLanguage } from '@/test/switchLanguage';
import { render } from '@/test/utils';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';
import { settingsEndpoint } from '@/features/access/fixtures';
import { findSnackbar } from '@/test/snackbar';

/** The personal account with the global snackbar (where the SPEC §8 save messages appear). */
const renderPersonal = (options: { withMenu?: boolean } = {}) =>
  render(
    <>
      {options.withMenu && <UserMenu />}
      <PersonalPage />
      <Snackbar />
    </>,
    { route: '/personal', preloadedState: personalState() },
  );

// The lazily loaded cropper (cropperjs) is replaced by buttons that raise its events. Its JPEG is
// Node's File: the test environment's FormData (Node's) refuses jsdom's File.
jest.mock('@/shared/ui/AvatarCropper/AvatarCropper', () => {
  const { File: NodeFile } = jest.requireActual<typeof NodeBuffer>('node:buffer');
  const jpeg = () =>
    new NodeFile(['jpeg-bytes'], 'avatar.jpg', { type: 'image/jpeg' }) as unknown as File;
  const Fake = ({
    src,
    onCrop,
    onError,
  }: {
    src: string;
    onCrop: (file: File) => void;
    onError: (error: Error) => void;
  }) => (
    <div data-testid="cropper" data-src={src}>
      <button type="button" onClick={() => onCrop(jpeg())}>
        crop
      </button>
      <button type="button" onClick={() => onError(new Error('toBlob returned null'))}>
        export fails
      </button>
      <button
        type="button"
        onClick={() => onError(new Error('The image could not be loaded: blob:chosen'))}
      >
        load fails
      </button>
    </div>
  );
  return { __esModule: true, default: Fake, AvatarCropper: Fake };
});

/** The lazy chunk, the modal's delay and the snackbar's 250 ms switch can outlast 1 s on a busy machine. */
const SLOW = { timeout: 4000 };
const NEW_PHOTO = '/api/media/files/uploads/new.jpg';
const picture = new File(['png-bytes'], 'me.png', { type: 'image/png' });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
  profileEndpoint(() => HttpResponse.json(profile));
  certificatesEndpoint();
  learningEndpoint(); // My learning: nothing started
  settingsEndpoint(); // the promo code section's "How to get access"
});

async function openCropper() {
  const view = renderPersonal({ withMenu: true });
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await screen.findByLabelText('Add a photo'), picture);
  await screen.findByRole('dialog', { name: 'Crop your photo' }, SLOW);
  expect(await screen.findByTestId('cropper', {}, SLOW)).toHaveAttribute('data-src', 'blob:chosen');
  return { ...view, user };
}

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
