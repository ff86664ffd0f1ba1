import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { MemberRole } from '@/shared/contract/content';
import type { PublicProfile } from '@/shared/contract/profile';
import { useAppSelector } from '@/app/hooks';
import { fullName } from '@/shared/lib/fullName';
import {
  selectCityName,
  selectSpecializationName,
  selectUniversityName,
  selectWorkPlaceName,
} from '@/features/references/referencesSlice';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { Badge } from '@/shared/ui/Badge/Badge';
import { CertificateList } from './CertificateList';
import { RoleBadge } from './RoleBadge';
import { messages } from './messages';
import styles from './ProfileView.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface ProfileViewProps {
  profile: PublicProfile;
  /** The community role, when known (the directory knows it; /publish does not). */
  role?: MemberRole;
}

/** A published profile: who they are, where they work and studied, and their certificates. */
export function ProfileView({ profile, role }: ProfileViewProps) {
  const intl = useIntl();
  const name = fullName(profile);
  const city = useAppSelector((state) => selectCityName(state, profile.city));
  const specialization = useAppSelector((state) =>
    selectSpecializationName(state, profile.specialization),
  );
  const workPlace = useAppSelector((state) =>
    selectWorkPlaceName(state, profile.work_place?.work_place),
  );
  const university = useAppSelector((state) =>
    selectUniversityName(state, profile.education?.university),
  );
  const work = [workPlace, profile.work_place?.position].filter(Boolean).join(' · ');
  const education = profile.education;
  const studies = [
    university,
    education?.degree,
    education?.graduation_year
      ? intl.formatMessage(messages.graduated, { year: education.graduation_year })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <div className={styles.layout}>
      {/* The name is the page's h1; this card adds the face and the facts under it. */}
      <section className={styles.card} aria-label={name}>
        <Avatar src={profile.photo} name={name} size={112} priority />
        <div className={styles.identity}>
          <div className={styles.badges}>
            {role && <RoleBadge role={role} />}
            {specialization && (
              <Badge theme="specialization" lang={contentLang(specialization, intl.locale)}>
                {specialization}
              </Badge>
            )}
          </div>
          {city && (
            <p className={styles.city} lang={contentLang(city, intl.locale)}>
              <Icon name="map-pin" size={16} aria-hidden="true" />
              {city}
            </p>
          )}
        </div>
      </section>

      <div className={styles.details}>
        {profile.about.trim() && (
          <section aria-labelledby="profile-about" className={styles.section}>
            <h2 id="profile-about" className={styles.heading}>
              {intl.formatMessage(messages.about)}
            </h2>
            {/* The member's own words, maybe Arabic or Hebrew: their direction from their letters
                (else a closing "!" or "." shows on the wrong side). */}
            <p className={styles.about} lang={contentLang(profile.about, intl.locale)} dir="auto">
              {profile.about}
            </p>
          </section>
        )}
        <section aria-labelledby="profile-work" className={styles.section}>
          <h2 id="profile-work" className={styles.heading}>
            <Icon name="briefcase" size={20} aria-hidden="true" />
            {intl.formatMessage(messages.work)}
          </h2>
          <p
            className={work ? undefined : styles.muted}
            lang={contentLang(work, intl.locale)}
            dir="auto"
          >
            {work || intl.formatMessage(messages.notSpecified)}
          </p>
        </section>
        <section aria-labelledby="profile-education" className={styles.section}>
          <h2 id="profile-education" className={styles.heading}>
            <Icon name="graduation-cap" size={20} aria-hidden="true" />
            {intl.formatMessage(messages.education)}
          </h2>
          <p className={studies ? undefined : styles.muted} dir="auto">
            {studies || intl.formatMessage(messages.notSpecified)}
          </p>
        </section>
        <CertificateList certificates={profile.certificates} />
      </div>
    </div>
  );
}
