import { useIntl } from 'react-intl';
import { messages } from './messages';
import { visiblePages } from './visiblePages';
import styles from './Pagination.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  className?: string;
  /** Accessible name of the nav; needed when a screen has more than one pager (unique landmarks). */
  label?: string;
}

/**
 * Back / three page numbers / Next. Renders nothing with one page or less (SPEC §2 favorites).
 * Back on the first page and Next on the last are aria-disabled, not disabled: Next pressed to
 * reach the last page keeps the keyboard's focus (a disabled button drops it to the page).
 */
export function Pagination({ page, pageCount, onChange, className, label }: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onChange(target);
  };
  return (
    <nav
      aria-label={label ?? intl.formatMessage(messages.nav)}
      className={[styles.nav, className].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page - 1)}
        aria-disabled={page <= 1 || undefined}
      >
        <Icon name="chevron-left" size={18} aria-hidden="true" />
        <span className={styles.stepText}>{intl.formatMessage(messages.back)}</span>
      </button>
      <ul className={styles.pages}>
        {visiblePages(page, pageCount).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={[styles.page, n === page && styles.current].filter(Boolean).join(' ')}
              aria-current={n === page ? 'page' : undefined}
              aria-label={intl.formatMessage(messages.page, { page: n })}
              onClick={() => go(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page + 1)}
        aria-disabled={page >= pageCount || undefined}
      >
        <span className={styles.stepText}>{intl.formatMessage(messages.next)}</span>
        <Icon name="chevron-right" size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
