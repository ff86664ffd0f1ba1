import { defineMessages } from 'react-intl';

/** Texts of the personal account sections (the SPEC §8 snackbars live in features/snackbar). */
export const messages = defineMessages({
  save: {
    id: 'profile.personal.save',
    defaultMessage: 'Save',
    description: 'Save button of a personal account form',
  },
  personalSection: {
    id: 'profile.personal.personalSection',
    defaultMessage: 'Personal data',
    description: 'Personal account section: names, contacts, city, about',
  },
  workSection: {
    id: 'profile.personal.workSection',
    defaultMessage: 'Work',
    description: 'Personal account section: work place and position',
  },
  educationSection: {
    id: 'profile.personal.educationSection',
    defaultMessage: 'Education',
    description: 'Personal account section: university, graduation year, degree',
  },
  learningSection: {
    id: 'profile.personal.learningSection',
    defaultMessage: 'My learning',
    description: 'Personal account section: the courses the learner started and finished',
  },
  certificatesSection: {
    id: 'profile.personal.certificatesSection',
    defaultMessage: 'Certificates',
    description: 'Personal account section: received course certificates',
  },
  promoSection: {
    id: 'profile.personal.promoSection',
    defaultMessage: 'Promo code',
    description: 'Personal account section: redeem a promo code that opens paid courses',
  },
  settingsSection: {
    id: 'profile.personal.settingsSection',
    defaultMessage: 'Settings',
    description: 'Personal account section: language and theme',
  },
  firstName: {
    id: 'profile.personal.firstName',
    defaultMessage: 'First name',
    description: 'Profile field label',
  },
  lastName: {
    id: 'profile.personal.lastName',
    defaultMessage: 'Last name',
    description: 'Profile field label',
  },
  middleName: {
    id: 'profile.personal.middleName',
    defaultMessage: 'Middle name',
    description: 'Profile field label',
  },
  email: {
    id: 'profile.personal.email',
    defaultMessage: 'Email',
    description: 'Profile field label (read-only)',
  },
  emailHint: {
    id: 'profile.personal.emailHint',
    defaultMessage: 'You log in with this address; it cannot be changed here.',
    description: 'Hint under the read-only email field',
  },
  phone: {
    id: 'profile.personal.phone',
    defaultMessage: 'Phone',
    description: 'Profile field label',
  },
  phoneIncomplete: {
    id: 'profile.personal.phoneIncomplete',
    defaultMessage: 'Enter the whole number or leave the field empty',
    description: 'The phone number is only partly typed',
  },
  city: { id: 'profile.personal.city', defaultMessage: 'City', description: 'Profile field label' },
  specialization: {
    id: 'profile.personal.specialization',
    defaultMessage: 'Specialization',
    description: 'Profile field label',
  },
  about: {
    id: 'profile.personal.about',
    defaultMessage: 'About me',
    description: 'Profile field label',
  },
  aboutHint: {
    id: 'profile.personal.aboutHint',
    defaultMessage: '{count} of {max} characters',
    description: 'Counter under the About field',
  },
  workPlace: {
    id: 'profile.personal.workPlace',
    defaultMessage: 'Work place',
    description: 'Work section field label',
  },
  position: {
    id: 'profile.personal.position',
    defaultMessage: 'Position',
    description: 'Work section field label',
  },
  university: {
    id: 'profile.personal.university',
    defaultMessage: 'University',
    description: 'Education section field label',
  },
  graduationYear: {
    id: 'profile.personal.graduationYear',
    defaultMessage: 'Graduation year',
    description: 'Education section field label',
  },
  degree: {
    id: 'profile.personal.degree',
    defaultMessage: 'Degree or qualification',
    description: 'Education section field label',
  },
  degreeHint: {
    id: 'profile.personal.degreeHint',
    defaultMessage: 'For example: Bachelor of Education',
    description: 'Hint under the degree field',
  },
});

export const certificateMessages = defineMessages({
  issued: {
    id: 'profile.certificates.issued',
    defaultMessage: 'Issued {date}',
    description: 'Certificate row: the issue date',
  },
  emptyTitle: {
    id: 'profile.certificates.emptyTitle',
    defaultMessage: 'No certificates yet',
    description: 'Certificates section with none received',
  },
  emptyText: {
    id: 'profile.certificates.emptyText',
    defaultMessage: 'Pass every test of a course and its certificate appears here.',
    description: 'Certificates section: how to get one',
  },
  toLearning: {
    id: 'profile.certificates.toLearning',
    defaultMessage: 'Go to courses',
    description: 'Button from the empty certificates section to the course list',
  },
});

export const summaryMessages = defineMessages({
  publish: {
    id: 'profile.summary.publish',
    defaultMessage: 'Public profile',
    description: 'Label of the switch that publishes the profile',
  },
  publishHint: {
    id: 'profile.summary.publishHint',
    defaultMessage: 'When on, anyone can see your name, photo, work, education and certificates.',
    description: 'Hint under the publish switch',
  },
  openPublic: {
    id: 'profile.summary.openPublic',
    defaultMessage: 'Open public profile',
    description: 'Link to /publish/{id}',
  },
  publicOff: {
    id: 'profile.summary.publicOff',
    defaultMessage: 'Publish your profile to open its public page',
    description: 'Why the public profile link is disabled',
  },
  language: {
    id: 'profile.settings.language',
    defaultMessage: 'Interface language',
    description: 'Settings row: language switch',
  },
  theme: {
    id: 'profile.settings.theme',
    defaultMessage: 'Colour theme',
    description: 'Settings row: theme switch',
  },
  themeLight: {
    id: 'profile.settings.themeLight',
    defaultMessage: 'Light',
    description: 'Settings row: the light theme is on',
  },
  themeDark: {
    id: 'profile.settings.themeDark',
    defaultMessage: 'Dark',
    description: 'Settings row: the dark theme is on',
  },
});
