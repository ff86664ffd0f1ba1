import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { fullName } from '@/shared/lib/fullName';
import { useSaveProfileMutation } from '@/features/profile/profileApi';
import type { Profile } from '@/shared/contract/profile';
import { Switch } from '@/shared/ui/Switch/Switch';
import { AvatarPicker } from './avatar/AvatarPicker';
import { summaryMessages as messages } from './messages';
import styles from './ProfileSummary.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * Who you are at a glance: photo (changeable), name, email, and whether the public profile is
 * published (POST /profile/my/ with is_published) with a link to it that looks disabled while
 * unpublished, as in the user menu.
 */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const [save, { isLoading }] = useSaveProfileMutation({ fixedCacheKey: 'publish' });
  const name = fullName(profile);
  const hint = intl.formatMessage(messages.publicOff);

  return (
    <section className={styles.card} aria-label={name}>
      <AvatarPicker photo={profile.photo} name={name} />
      <div className={styles.who}>
        <p className={styles.name} lang={contentLang(name, intl.locale)}>
          {name}
        </p>
        <p className={styles.email}>{profile.email}</p>
      </div>
      <div className={styles.publish}>
        <Switch
          checked={profile.is_published}
          busy={isLoading}
          label={intl.formatMessage(messages.publish)}
          hint={intl.formatMessage(messages.publishHint)}
          onChange={(checked) => void save({ is_published: checked })}
        />
        {profile.is_published ? (
          <Link to={paths.publicProfile(profile.id)} className={styles.publicLink}>
            <Icon name="globe" size={16} aria-hidden="true" />
            {intl.formatMessage(messages.openPublic)}
          </Link>
        ) : (
          <span
            aria-disabled="true"
            title={hint}
            className={[styles.publicLink, styles.disabled].join(' ')}
          >
            <Icon name="globe" size={16} aria-hidden="true" />
            {intl.formatMessage(messages.openPublic)}
            <span className={styles.why}>{hint}</span>
          </span>
        )}
      </div>
    </section>
  );
}
