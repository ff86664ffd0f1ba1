import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Lector } from '@/shared/contract/common';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { commonMessages as messages } from './messages';
import styles from './LectorList.module.css';

export const lectorName = (lector: Lector) =>
  [lector.first_name, lector.middle_name, lector.last_name].filter(Boolean).join(' ');

/** The lecturers of a course or session: photo (default avatar without one), name, position. */
export function LectorList({ lectors }: { lectors: Lector[] }) {
  const intl = useIntl();
  if (lectors.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lectors-title">
      <h2 id="lectors-title" className={styles.title}>
        {intl.formatMessage(messages.lectors)}
      </h2>
      <ul className={styles.list}>
        {lectors.map((lector) => (
          <li key={lector.id} className={styles.item}>
            <Avatar src={lector.photo} size={56} decorative />
            <span className={styles.text}>
              <span className={styles.name} lang={contentLang(lectorName(lector), intl.locale)}>
                {lectorName(lector)}
              </span>
              {lector.position && (
                <span className={styles.position} lang={contentLang(lector.position, intl.locale)}>
                  {lector.position}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
