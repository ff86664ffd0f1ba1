import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import type { CoursePath } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { moduleMessages as messages } from './messages';
import styles from './SessionNav.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Previous and next session of the same course (ModuleDetail.course_path), as two link cards. */
export function SessionNav({ path }: { path: CoursePath }) {
  const intl = useIntl();
  if (!path.previous && !path.next) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage(messages.sessionNav)}>
      {path.previous && (
        <Link to={paths.module(path.previous.id)} className={styles.link} rel="prev">
          <span className={styles.direction}>
            <Icon name="arrow-left" size={16} aria-hidden="true" />
            {intl.formatMessage(messages.previousSession, { number: path.number - 1 })}
          </span>
          <span className={styles.name} lang={contentLang(path.previous.name, intl.locale)}>
            {path.previous.name}
          </span>
        </Link>
      )}
      {path.next && (
        <Link
          to={paths.module(path.next.id)}
          className={[styles.link, styles.next].join(' ')}
          rel="next"
        >
          <span className={styles.direction}>
            {intl.formatMessage(messages.nextSession, { number: path.number + 1 })}
            <Icon name="arrow-right" size={16} aria-hidden="true" />
          </span>
          <span className={styles.name} lang={contentLang(path.next.name, intl.locale)}>
            {path.next.name}
          </span>
        </Link>
      )}
    </nav>
  );
}
