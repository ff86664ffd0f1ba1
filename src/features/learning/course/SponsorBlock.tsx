import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/paths';
import type { Sponsor } from '@/shared/contract/common';
import { courseMessages as messages } from './messages';
import styles from './SponsorBlock.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** The course's sponsor: logo, name, a line about it, and the way to its page. */
export function SponsorBlock({ sponsor }: { sponsor: Sponsor }) {
  const intl = useIntl();
  return (
    <section className={styles.block} aria-labelledby="course-sponsor-title">
      <h2 id="course-sponsor-title" className={styles.heading}>
        {intl.formatMessage(messages.sponsorTitle)}
      </h2>
      <div className={styles.card}>
        <span className={styles.logoBox}>
          <img
            src={sponsor.logo}
            alt={intl.formatMessage(messages.sponsorLogo, { name: sponsor.name })}
            className={styles.logo}
            loading="lazy"
          />
        </span>
        <div className={styles.text}>
          <p className={styles.name} lang={contentLang(sponsor.name, intl.locale)}>
            {sponsor.name}
          </p>
          {sponsor.description && (
            <p className={styles.description} lang={contentLang(sponsor.description, intl.locale)}>
              {sponsor.description}
            </p>
          )}
          <Link to={paths.sponsor(sponsor.id)} className={styles.link}>
            {intl.formatMessage(messages.sponsorLink, { name: sponsor.name })}
            <Icon name="arrow-right" size={16} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
