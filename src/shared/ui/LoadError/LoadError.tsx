import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorStatus } from '@/shared/api/errorStatus';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { messages } from './messages';
import styles from './LoadError.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface LoadErrorProps {
  /** The RTK Query error, if any; its status (`errorStatus`) picks the 404 states. */
  error?: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  /**
   * `area` (default): the whole content area of a screen (an EmptyState). `inline`: a banner
   * inside a screen that goes on showing the rest (a section, a block of a page).
   */
  variant?: 'area' | 'inline';
  /** Inline only: one short row (title and a small button), for a block within a list. */
  compact?: boolean;
  /** A list (default) or one item's page: the default heading of the failure. */
  subject?: 'list' | 'page';
  /** Heading and line of the failure, instead of the defaults (a compact banner has no line). */
  title?: ReactNode;
  text?: ReactNode;
  /** The retry button's label, instead of "Try again". */
  retryLabel?: ReactNode;
  /** A list's page: a 404 on a later page means it is past the last one (offer page 1). */
  page?: number;
  onFirstPage?: () => void;
  /** What a 404 shows (e.g. "This course does not exist"), instead of a retry. */
  notFound?: { title: ReactNode; text?: ReactNode; action?: ReactNode };
}

/**
 * The app's one view of a failed load (the snackbar is the other side): a not-found state for 404
 * when the screen has one, page 1 for a list page past the end, otherwise what happened and a
 * retry, filling the area or as a banner. Never a dead end.
 */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  variant = 'area',
  compact = false,
  subject = 'list',
  title,
  text,
  retryLabel,
  page = 1,
  onFirstPage,
  notFound,
}: LoadErrorProps) {
  const intl = useIntl();
  const status = errorStatus(error);
  if (status === 404 && notFound) {
    return (
      <EmptyState
        icon="search-x"
        title={notFound.title}
        text={notFound.text}
        action={notFound.action}
      />
    );
  }
  if (status === 404 && page > 1 && onFirstPage) {
    return (
      <EmptyState
        icon="search-x"
        title={intl.formatMessage(messages.noPageTitle)}
        action={<Button onClick={onFirstPage}>{intl.formatMessage(messages.firstPage)}</Button>}
      />
    );
  }

  const heading =
    title ?? intl.formatMessage(subject === 'page' ? messages.errorPageTitle : messages.errorTitle);
  const inline = variant === 'inline';
  const small = inline && compact;
  const line = small ? text : (text ?? intl.formatMessage(messages.errorText));
  const retry = (
    <Button
      theme="outline"
      size={small ? 'sm' : 'md'}
      onClick={() => onRetry()}
      loading={retrying}
      iconStart={<Icon name="rotate-cw" size={small ? 16 : 18} aria-hidden="true" />}
    >
      {retryLabel ?? intl.formatMessage(messages.retry)}
    </Button>
  );

  if (inline) {
    return (
      <div
        role="alert"
        className={[styles.banner, small && styles.compact].filter(Boolean).join(' ')}
      >
        <Icon
          name="circle-exclamation-point"
          size={small ? 20 : 28}
          aria-hidden="true"
          className={styles.icon}
        />
        <div className={styles.text}>
          <p className={styles.title}>{heading}</p>
          {line && <p className={styles.hint}>{line}</p>}
        </div>
        {retry}
      </div>
    );
  }
  return (
    <div role="alert">
      <EmptyState icon="cloud-off" title={heading} text={line} action={retry} />
    </div>
  );
}
