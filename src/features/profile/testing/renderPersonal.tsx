/**
 * The personal account with the global snackbar (where the SPEC §8 save messages appear), as
 * the profile forms' and certificates' suites render it; `answerOtherSections` answers the
 * page's calls other than the profile's.
 */
import { certificatesEndpoint, learningEndpoint, personalState } from '../fixtures';
import { settingsEndpoint } from '@/features/access/fixtures';
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

/** Certificates (none), My learning (nothing started) and the promo code section's settings. */
export function answerOtherSections(): void {
  certificatesEndpoint();
  learningEndpoint();
  settingsEndpoint();
}
