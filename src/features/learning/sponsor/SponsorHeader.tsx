import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Sponsor } from '@/shared/contract/common';
import { buttonClassName } from '@/shared/ui/Button/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { sponsorMessages as messages } from './messages';
import styles from './SponsorHeader.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Logo, description and the website (only http(s) addresses become links). */
export function SponsorHeader({ sponsor }: { sponsor: Sponsor }) {
  const intl = useIntl();
  const website = /^https?:\/\//i.test(sponsor.website) ? sponsor.website : null;
  return (
    <section className={styles.header} aria-label={sponsor.name}>
      <span className={styles.logoBox}>
        <img
          src={sponsor.logo}
          alt={intl.formatMessage(messages.logo, { name: sponsor.name })}
          className={styles.logo}
        />
      </span>
      <div className={styles.text}>
        {sponsor.description && (
          <p className={styles.description} lang={contentLang(sponsor.description, intl.locale)}>
            {sponsor.description}
          </p>
        )}
        {website && (
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ theme: 'outline', size: 'sm' })}
          >
            {intl.formatMessage(messages.website)}
            <Icon name="external-link" size={16} aria-hidden="true" />
            <VisuallyHidden>{intl.formatMessage(messages.newTab)}</VisuallyHidden>
          </a>
        )}
      </div>
    </section>
  );
}
