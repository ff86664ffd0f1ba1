import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  language: {
    id: 'layout.preferences.language',
    defaultMessage: 'Language',
    description: 'Accessible name of the language switch',
  },
  // Language names stay in their own language in every interface (how people find their language).
  english: {
    id: 'layout.preferences.english',
    defaultMessage: 'English',
    description:
      'Tooltip of the EN button: the name of English in English, the same in every catalogue',
  },
  russian: {
    id: 'layout.preferences.russian',
    defaultMessage: 'Русский',
    description:
      'Tooltip of the RU button: the name of Russian in Russian, the same in every catalogue',
  },
  toDark: {
    id: 'layout.preferences.toDark',
    defaultMessage: 'Switch to dark theme',
    description: 'Theme button while the light theme is on',
  },
  toLight: {
    id: 'layout.preferences.toLight',
    defaultMessage: 'Switch to light theme',
    description: 'Theme button while the dark theme is on',
  },
});
