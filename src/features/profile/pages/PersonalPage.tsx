import { useIntl } from 'react-intl';
import { PromoPanel } from '@/features/access/PromoPanel';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { useGetProfileQuery } from '@/features/profile/profileApi';
import { profileNotices } from '@/features/snackbar/messages';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { CertificatesSection } from '../personal/CertificatesSection';
import { EducationForm } from '../personal/EducationForm';
import { MyLearning } from '../personal/learning/MyLearning';
import { messages as personalMessages } from '../personal/messages';
import { ProfileForm } from '../personal/ProfileForm';
import { ProfileSummary } from '../personal/ProfileSummary';
import { Section } from '../personal/Section';
import { PERSONAL_CERTIFICATES_ANCHOR } from '@/shared/routes/paths';
import { SettingsSection } from '../personal/SettingsSection';
import { WorkForm } from '../personal/WorkForm';
import { messages } from './messages';
import styles from './PersonalPage.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** /personal: the signed-in user's own account, one section per card (panels on phones). */
export function PersonalPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.personal);
  const t = (descriptor: Parameters<typeof intl.formatMessage>[0]) =>
    intl.formatMessage(descriptor);
  const { data: profile, error, isLoading, refetch, isFetching } = useGetProfileQuery();

  let body;
  if (profile) {
    body = (
      <>
        <ProfileSummary profile={profile} />
        {/* First after the summary: where the learner stopped is what the account is opened
            for most (README "My learning"); open on phones too. */}
        <Section
          title={t(personalMessages.learningSection)}
          icon={<Icon name="book-open" size={18} />}
          defaultOpen
        >
          <MyLearning />
        </Section>
        {/* Keyed by user: a different account must not inherit the typed values. */}
        <Section
          title={t(personalMessages.personalSection)}
          icon={<Icon name="user-round" size={18} />}
          defaultOpen
        >
          <ProfileForm key={profile.id} profile={profile} />
        </Section>
        <Section
          title={t(personalMessages.workSection)}
          icon={<Icon name="briefcase-business" size={18} />}
        >
          <WorkForm key={profile.id} initial={profile.work_place} />
        </Section>
        <Section
          title={t(personalMessages.educationSection)}
          icon={<Icon name="graduation-cap" size={18} />}
        >
          <EducationForm key={profile.id} initial={profile.education} />
        </Section>
        <Section
          title={t(personalMessages.certificatesSection)}
          icon={<Icon name="award" size={18} />}
          anchor={PERSONAL_CERTIFICATES_ANCHOR}
        >
          <CertificatesSection />
        </Section>
        <Section
          title={t(personalMessages.promoSection)}
          icon={<Icon name="ticket-percent" size={18} />}
        >
          <PromoPanel />
        </Section>
        <Section
          title={t(personalMessages.settingsSection)}
          icon={<Icon name="settings" size={18} />}
        >
          <SettingsSection />
        </Section>
      </>
    );
  } else if (isLoading) {
    body = (
      <SkeletonRegion>
        <Skeleton variant="block" size={160} />
        <Skeleton variant="block" size={320} />
      </SkeletonRegion>
    );
  } else {
    body = (
      <LoadError
        variant="inline"
        error={error}
        title={t(profileNotices.loadError)}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  }

  return (
    <Page title={title} breadcrumbs={[{ label: title }]} lead={t(messages.personalLead)}>
      <div className={styles.sections}>{body}</div>
    </Page>
  );
}
