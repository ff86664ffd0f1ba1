import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  region: {
    id: 'ui.avatarCropper.region',
    defaultMessage: 'Crop your photo',
    description: 'Accessible name of the photo cropping area',
  },
  hint: {
    id: 'ui.avatarCropper.hint',
    defaultMessage:
      'Drag the photo to place it in the circle, zoom with the buttons or the mouse wheel.',
    description: 'Instructions under the photo cropper',
  },
  preview: {
    id: 'ui.avatarCropper.preview',
    defaultMessage: 'Preview',
    description: 'Caption of the round avatar preview',
  },
  previewAlt: {
    id: 'ui.avatarCropper.previewAlt',
    defaultMessage: 'Your new avatar',
    description: 'Alternative text of the avatar preview',
  },
  source: {
    id: 'ui.avatarCropper.source',
    defaultMessage: 'Photo to crop',
    description: 'Alternative text of the photo being cropped',
  },
  zoomIn: {
    id: 'ui.avatarCropper.zoomIn',
    defaultMessage: 'Zoom in',
    description: 'Cropper toolbar button',
  },
  zoomOut: {
    id: 'ui.avatarCropper.zoomOut',
    defaultMessage: 'Zoom out',
    description: 'Cropper toolbar button',
  },
  rotate: {
    id: 'ui.avatarCropper.rotate',
    defaultMessage: 'Rotate',
    description: 'Cropper toolbar button (90° clockwise)',
  },
  reset: {
    id: 'ui.avatarCropper.reset',
    defaultMessage: 'Reset',
    description: 'Cropper toolbar button: back to the initial crop',
  },
  loadError: {
    id: 'ui.avatarCropper.loadError',
    defaultMessage: 'The photo could not be opened. Try another file.',
    description: 'Shown when the image to crop fails to load',
  },
});
