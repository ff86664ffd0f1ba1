/**
 * The personal account as the AvatarPicker suites render it, with its cropper faked. Import this
 * module before the app's own: the cropper's mock must be registered before the chunk loads.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as NodeBuffer from 'node:buffer';
import { HttpResponse } from 'msw';
import { profile, personalState, profileEndpoint } from '../fixtures';
import { UserMenu } from '@/features/profile/UserMenu/UserMenu';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { render } from '@/test/utils';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';
import { answerOtherSections } from './renderPersonal';

/** The personal account with the global snackbar (where the SPEC §8 save messages appear). */
export const renderPersonal = (options: { withMenu?: boolean } = {}) =>
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
export const SLOW = { timeout: 4000 };
export const NEW_PHOTO = '/api/media/files/uploads/new.jpg';
export const picture = new File(['png-bytes'], 'me.png', { type: 'image/png' });

/** Before each test: the object URLs of a chosen file, and the page's own calls. */
export function serveAvatarPicker() {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
  profileEndpoint(() => HttpResponse.json(profile));
  answerOtherSections();
}

/** Chooses `picture` and waits for the crop dialog with its (fake) cropper. */
export async function openCropper() {
  const view = renderPersonal({ withMenu: true });
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(await screen.findByLabelText('Add a photo'), picture);
  await screen.findByRole('dialog', { name: 'Crop your photo' }, SLOW);
  expect(await screen.findByTestId('cropper', {}, SLOW)).toHaveAttribute('data-src', 'blob:chosen');
  return { ...view, user };
}
