import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  language: { id: 'layout.preferences.language', defaultMessage: 'Language', description: 'Accessible name of the language switch' },
  english: { id: 'layout.preferences.english', defaultMessage: 'English', description: 'Language switch: English (full name, for screen readers)' },
  russian: { id: 'layout.preferences.russian', defaultMessage: 'Russian', description: 'Language switch: Russian (full name, for screen readers)' },
  toDark: { id: 'layout.preferences.toDark', defaultMessage: 'Switch to dark theme', description: 'Theme button while the light theme is on' },
  toLight: { id: 'layout.preferences.toLight', defaultMessage: 'Switch to light theme', description: 'Theme button while the dark theme is on' },
});
