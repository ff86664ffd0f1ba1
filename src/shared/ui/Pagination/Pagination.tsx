import { useIntl } from 'react-intl';
import { messages } from './messages';
import { PageControl } from './PageControl';
import { visiblePages } from './visiblePages';
import styles from './Pagination.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /**
   * The address of a page, when the page is in the address (a list's `?page=2`): the pager is
   * then made of links, which a crawler follows with no JavaScript and a reader opens in a new
   * tab. Without it (a favorites block, whose page is kept past the router), buttons.
   */
  href?: (page: number) => string;
  className?: string;
  /** Accessible name of the nav; needed when a screen has more than one pager (unique landmarks). */
  label?: string;
}

/** Back / three page numbers / Next. Renders nothing with one page or less (SPEC §2 favorites). */
export function Pagination({ page, pageCount, onChange, href, className, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const shared = {
    page,
    pageCount,
    href,
    onGo: (target: number) => {
      if (target !== page && target >= 1 && target <= pageCount) onChange(target);
    },
  };
  return (
    <nav
      aria-label={label ?? intl.formatMessage(messages.nav)}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <PageControl {...shared} target={page - 1} className={styles.step}>
        <Icon name="chevron-left" size={18} aria-hidden="true" />
        <span className={styles.stepText}>{intl.formatMessage(messages.back)}</span>
      </PageControl>
      <ul className={styles.pages}>
        {visiblePages(page, pageCount).map((n) => (
          <li key={n}>
            <PageControl
              {...shared}
              target={n}
              className={[styles.page, n === page && styles.current].filter(Boolean).join(' ')}
              aria-label={intl.formatMessage(messages.page, { page: n })}
            >
              {n}
            </PageControl>
          </li>
        ))}
      </ul>
      <PageControl {...shared} target={page + 1} className={styles.step}>
        <span className={styles.stepText}>{intl.formatMessage(messages.next)}</span>
        <Icon name="chevron-right" size={18} aria-hidden="true" />
      </PageControl>
    </nav>
  );
}
