/**
 * The personal account with the global snackbar (where the SPEC §8 save messages appear), as
 * the profile forms' and certificates' suites render it. Each suite answers the page's other
 * calls (certificates, My learning, settings) itself.
 */
import { personalState } from '../fixtures';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { render } from '@/test/utils';
import { PersonalPage } from '@/features/profile/pages/PersonalPage';

export const renderPersonal = (options: { locale?: 'en' | 'ru' } = {}) =>
  render(
    <>
      <PersonalPage />
      <Snackbar />
    </>,
    { route: '/personal', preloadedState: personalState(), locale: options.locale },
  );
