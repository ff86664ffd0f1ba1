import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { messages } from './messages';
import styles from './HomeSection.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface HomeSectionProps {
  title: MessageDescriptor;
  link: { to: string; label: MessageDescriptor };
  /** Query state of the section's data. */
  state: 'loading' | 'error' | 'empty' | 'ready';
  empty: MessageDescriptor;
  onRetry: () => void;
  children?: ReactNode;
}

/** One block of the home page: heading with a link to its screen, and cards or a short state line. */
export function HomeSection({ title, link, state, empty, onRetry, children }: HomeSectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {intl.formatMessage(title)}
        </h2>
        <Link to={link.to} className={styles.link}>
          {intl.formatMessage(link.label)}
          <Icon name="arrow-right" size={16} aria-hidden="true" />
        </Link>
      </div>
      {state === 'loading' && <CardGridSkeleton count={3} />}
      {state === 'error' && (
        <LoadError
          variant="inline"
          compact
          title={intl.formatMessage(messages.sectionError)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={onRetry}
        />
      )}
      {state === 'empty' && <p className={styles.note}>{intl.formatMessage(empty)}</p>}
      {state === 'ready' && children}
    </section>
  );
}

/** The section state from an RTK Query result. */
export function sectionState(
  result: { isError: boolean; currentData?: unknown },
  count: number,
): HomeSectionProps['state'] {
  if (result.isError) return 'error';
  if (result.currentData === undefined) return 'loading';
  return count > 0 ? 'ready' : 'empty';
}
