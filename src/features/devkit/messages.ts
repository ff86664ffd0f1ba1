import { defineMessages } from 'react-intl';

/** Texts of the development-only UI kit page (/dev/ui). Sample labels are translated too. */
export const messages = defineMessages({
  title: {
    id: 'devkit.title',
    defaultMessage: 'UI kit',
    description: 'Heading of the development-only UI kit page',
  },
  lead: {
    id: 'devkit.lead',
    defaultMessage: 'Every shared building block and card, in each state.',
    description: 'Lead of the UI kit page',
  },
  foundations: {
    id: 'devkit.section.foundations',
    defaultMessage: 'Colours and type',
    description: 'UI kit section',
  },
  buttons: {
    id: 'devkit.section.buttons',
    defaultMessage: 'Buttons',
    description: 'UI kit section',
  },
  badges: {
    id: 'devkit.section.badges',
    defaultMessage: 'Badges and badge lists',
    description: 'UI kit section',
  },
  forms: { id: 'devkit.section.forms', defaultMessage: 'Inputs', description: 'UI kit section' },
  pickers: {
    id: 'devkit.section.pickers',
    defaultMessage: 'Dropdowns and code entry',
    description: 'UI kit section',
  },
  overlays: {
    id: 'devkit.section.overlays',
    defaultMessage: 'Modal and dialog',
    description: 'UI kit section',
  },
  navigation: {
    id: 'devkit.section.navigation',
    defaultMessage: 'Navigation and disclosure',
    description: 'UI kit section',
  },
  feedback: {
    id: 'devkit.section.feedback',
    defaultMessage: 'Loading and empty states',
    description: 'UI kit section',
  },
  media: {
    id: 'devkit.section.media',
    defaultMessage: 'Images, avatars and logo',
    description: 'UI kit section',
  },
  cropper: {
    id: 'devkit.section.cropper',
    defaultMessage: 'Avatar cropper',
    description: 'UI kit section',
  },
  cards: { id: 'devkit.section.cards', defaultMessage: 'Cards', description: 'UI kit section' },
  save: {
    id: 'devkit.sample.save',
    defaultMessage: 'Save changes',
    description: 'Sample button label',
  },
  continue: {
    id: 'devkit.sample.continue',
    defaultMessage: 'Continue',
    description: 'Sample button label',
  },
  details: {
    id: 'devkit.sample.details',
    defaultMessage: 'Details',
    description: 'Sample button label',
  },
  learning: {
    id: 'devkit.sample.learning',
    defaultMessage: 'Go to learning',
    description: 'Sample link button label',
  },
  more: {
    id: 'devkit.sample.more',
    defaultMessage: 'Show more',
    description: 'Sample text button label',
  },
  loading: {
    id: 'devkit.sample.loading',
    defaultMessage: 'Sending',
    description: 'Sample label of a loading button',
  },
  disabled: {
    id: 'devkit.sample.disabled',
    defaultMessage: 'Unavailable',
    description: 'Sample label of a disabled button',
  },
  settings: {
    id: 'devkit.sample.settings',
    defaultMessage: 'Settings',
    description: 'Sample icon button label',
  },
  firstName: {
    id: 'devkit.sample.firstName',
    defaultMessage: 'First name',
    description: 'Sample field label',
  },
  email: { id: 'devkit.sample.email', defaultMessage: 'Email', description: 'Sample field label' },
  emailHint: {
    id: 'devkit.sample.emailHint',
    defaultMessage: 'We will send a one-time code there',
    description: 'Sample field hint',
  },
  required: {
    id: 'devkit.sample.required',
    defaultMessage: 'Required',
    description: 'Sample field error',
  },
  phone: { id: 'devkit.sample.phone', defaultMessage: 'Phone', description: 'Sample field label' },
  promo: {
    id: 'devkit.sample.promo',
    defaultMessage: 'Promo code',
    description: 'Sample field label',
  },
  about: {
    id: 'devkit.sample.about',
    defaultMessage: 'About you',
    description: 'Sample textarea label',
  },
  agree: {
    id: 'devkit.sample.agree',
    defaultMessage: 'I agree to receive course news',
    description: 'Sample checkbox label',
  },
  format: {
    id: 'devkit.sample.format',
    defaultMessage: 'Format',
    description: 'Sample radio group legend',
  },
  online: {
    id: 'devkit.sample.online',
    defaultMessage: 'Online',
    description: 'Sample radio option',
  },
  offline: {
    id: 'devkit.sample.offline',
    defaultMessage: 'In person',
    description: 'Sample radio option',
  },
  darkCards: {
    id: 'devkit.sample.darkCards',
    defaultMessage: 'Compact cards',
    description: 'Sample switch label',
  },
  themes: {
    id: 'devkit.sample.themes',
    defaultMessage: 'Themes',
    description: 'Sample chips label',
  },
  city: { id: 'devkit.sample.city', defaultMessage: 'City', description: 'Sample dropdown label' },
  university: {
    id: 'devkit.sample.university',
    defaultMessage: 'University (search)',
    description: 'Sample searchable dropdown label',
  },
  workPlace: {
    id: 'devkit.sample.workPlace',
    defaultMessage: 'Work place (remote search)',
    description: 'Sample remote dropdown label',
  },
  code: {
    id: 'devkit.sample.code',
    defaultMessage: 'Code from the email',
    description: 'Sample code entry caption',
  },
  invalidCode: {
    id: 'devkit.sample.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'Sample code entry error',
  },
  openModal: {
    id: 'devkit.sample.openModal',
    defaultMessage: 'Open modal',
    description: 'Button opening the sample modal',
  },
  openDialog: {
    id: 'devkit.sample.openDialog',
    defaultMessage: 'Open dialog',
    description: 'Button opening the sample dialog',
  },
  modalTitle: {
    id: 'devkit.sample.modalTitle',
    defaultMessage: 'Edit your profile',
    description: 'Sample modal title',
  },
  dialogTitle: {
    id: 'devkit.sample.dialogTitle',
    defaultMessage: 'Leave the test?',
    description: 'Sample dialog title',
  },
  dialogText: {
    id: 'devkit.sample.dialogText',
    defaultMessage: 'Your answers so far will not be saved.',
    description: 'Sample dialog text',
  },
  leave: {
    id: 'devkit.sample.leave',
    defaultMessage: 'Leave',
    description: 'Sample dialog confirm',
  },
  panelTitle: {
    id: 'devkit.sample.panelTitle',
    defaultMessage: 'What do I need for this course?',
    description: 'Sample expansion panel title',
  },
  panelText: {
    id: 'devkit.sample.panelText',
    defaultMessage:
      'A computer or phone, about twenty minutes per session, and a class to try the ideas with.',
    description: 'Sample expansion panel text',
  },
  tabAll: { id: 'devkit.sample.tabAll', defaultMessage: 'All', description: 'Sample tab' },
  tabSessions: {
    id: 'devkit.sample.tabSessions',
    defaultMessage: 'Sessions',
    description: 'Sample tab',
  },
  tabNews: { id: 'devkit.sample.tabNews', defaultMessage: 'News', description: 'Sample tab' },
  tabCourses: {
    id: 'devkit.sample.tabCourses',
    defaultMessage: 'Courses',
    description: 'Sample tab',
  },
  tabsLabel: {
    id: 'devkit.sample.tabsLabel',
    defaultMessage: 'Favorites sections',
    description: 'Sample tab list label',
  },
  emptyTitle: {
    id: 'devkit.sample.emptyTitle',
    defaultMessage: 'Your favorites list is empty',
    description: 'Sample empty state title',
  },
  emptyText: {
    id: 'devkit.sample.emptyText',
    defaultMessage: 'Tap the heart on any course or session to keep it here.',
    description: 'Sample empty state text',
  },
  browse: {
    id: 'devkit.sample.browse',
    defaultMessage: 'Browse learning',
    description: 'Sample empty state action',
  },
  cropHint: {
    id: 'devkit.sample.cropHint',
    defaultMessage: 'Last crop: {size}',
    description: 'Shows the size of the last cropped file',
  },
  pageOf: {
    id: 'devkit.sample.pageOf',
    defaultMessage: 'Page {page} of {count}',
    description: 'Sample pagination caption',
  },
});
