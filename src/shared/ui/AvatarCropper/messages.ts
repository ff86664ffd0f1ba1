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
      'Drag the photo to place it in the circle, zoom with the buttons or the mouse wheel. Or use the keys on the photo: arrows move it, + and − zoom.',
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
  stage: {
    id: 'ui.avatarCropper.stage',
    defaultMessage: 'Photo position: arrow keys move, + and − zoom',
    description:
      'Accessible name of the focusable cropping stage (keyboard alternative to dragging)',
  },
  moveUp: {
    id: 'ui.avatarCropper.moveUp',
    defaultMessage: 'Move up',
    description: 'Cropper toolbar button: moves the photo up (alternative to dragging)',
  },
  moveDown: {
    id: 'ui.avatarCropper.moveDown',
    defaultMessage: 'Move down',
    description: 'Cropper toolbar button: moves the photo down',
  },
  moveLeft: {
    id: 'ui.avatarCropper.moveLeft',
    defaultMessage: 'Move left',
    description: 'Cropper toolbar button: moves the photo left',
  },
  moveRight: {
    id: 'ui.avatarCropper.moveRight',
    defaultMessage: 'Move right',
    description: 'Cropper toolbar button: moves the photo right',
  },
  loadError: {
    id: 'ui.avatarCropper.loadError',
    defaultMessage: 'The photo could not be opened. Try another file.',
    description: 'Shown when the image to crop fails to load',
  },
});
