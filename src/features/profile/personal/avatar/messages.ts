import { defineMessages } from 'react-intl';

export const avatarMessages = defineMessages({
  change: {
    id: 'profile.avatar.change',
    defaultMessage: 'Change photo',
    description: 'Button that opens the file picker for a new avatar',
  },
  add: {
    id: 'profile.avatar.add',
    defaultMessage: 'Add a photo',
    description: 'Button that opens the file picker when there is no avatar yet',
  },
  modalTitle: {
    id: 'profile.avatar.modalTitle',
    defaultMessage: 'Crop your photo',
    description: 'Heading of the avatar crop dialog',
  },
  save: {
    id: 'profile.avatar.save',
    defaultMessage: 'Save photo',
    description: 'Uploads the cropped avatar',
  },
  cancel: {
    id: 'profile.avatar.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the crop dialog without uploading',
  },
  loadingCropper: {
    id: 'profile.avatar.loadingCropper',
    defaultMessage: 'Opening the photo editor…',
    description: 'While the cropper code loads',
  },
  notImage: {
    id: 'profile.avatar.notImage',
    defaultMessage: 'This file is not an image. Choose a JPEG, PNG or WebP photo.',
    description: 'The chosen file is not an image',
  },
  exportFailed: {
    id: 'profile.avatar.exportFailed',
    defaultMessage: 'The cropped photo could not be prepared. Try again or choose another file.',
    description: 'Making the JPEG of the crop failed',
  },
  editorFailed: {
    id: 'profile.avatar.editorFailed',
    defaultMessage: 'The photo editor could not be loaded. Check your connection and try again.',
    description: 'The lazy cropper chunk failed to load',
  },
  uploadFailed: {
    id: 'profile.avatar.uploadFailed',
    defaultMessage: 'The photo was not saved. Try again.',
    description: 'Upload failed for another reason (network, server)',
  },
  photoAlt: {
    id: 'profile.avatar.photoAlt',
    defaultMessage: 'Your photo',
    description: 'Alt text of the avatar in the personal account',
  },
});
