import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { isUnderPrefix, VISITOR_BREADCRUMB_PREFIXES } from '@/shared/routes/paths';
import { selectHasSession } from '@/shared/api/sessionEvents';
import { messages } from './messages';
import styles from './Breadcrumbs.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

/**
 * Breadcrumb trail. For visitors only paths under /events, /education and /media stay links
 * (SPEC §2, §9); the others would only bounce them to the login prompt, so they are plain text.
 */
export function Breadcrumbs({ items }: { items: BreadcrumbItem[] }) {
  const intl = useIntl();
  const authorized = useSelector(selectHasSession);
  const linkable = (to: string) => authorized || isUnderPrefix(to, VISITOR_BREADCRUMB_PREFIXES);

  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          // A course's or an event's name is content, maybe in the other language.
          const lang = contentLang(item.label, intl.locale);
          return (
            <Fragment key={`${item.label}-${index}`}>
              <li className={styles.item}>
                {last ? (
                  <span aria-current="page" className={styles.current} lang={lang}>
                    {item.label}
                  </span>
                ) : item.to && linkable(item.to) ? (
                  <Link to={item.to} className={styles.link} lang={lang}>
                    {item.label}
                  </Link>
                ) : (
                  <span className={styles.text} lang={lang}>
                    {item.label}
                  </span>
                )}
              </li>
              {!last && (
                <li aria-hidden="true" className={styles.separator}>
                  <Icon name="chevron-right" size={14} />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
