import { useIntl } from 'react-intl';
import { useGetSettingsQuery } from './accessApi';
import { messages } from './messages';
import styles from './AccessHelp.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * "How to get access" to paid content, from the platform's settings (GET /references/settings/):
 * a contact email and/or a page. Nothing while they load, fail or are both empty.
 */
export function AccessHelp({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const intl = useIntl();
  const { data } = useGetSettingsQuery();
  const access = data?.access;
  if (!access || (!access.email && !access.url)) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.help}>
      <Heading className={styles.title}>{intl.formatMessage(messages.howTitle)}</Heading>
      <p className={styles.text}>{intl.formatMessage(messages.howText)}</p>
      <ul className={styles.links}>
        {access.email && (
          <li>
            <a href={`mailto:${access.email}`} className={styles.link}>
              <Icon name="mail" size={16} aria-hidden="true" />
              {access.email}
            </a>
          </li>
        )}
        {access.url && (
          <li>
            <a href={access.url} className={styles.link}>
              <Icon name="external-link" size={16} aria-hidden="true" />
              {intl.formatMessage(messages.howLink)}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
