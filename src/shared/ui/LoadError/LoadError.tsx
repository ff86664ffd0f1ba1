import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloudOff, RotateCw, SearchX } from 'lucide-react';
import { errorStatus } from '@/shared/api/errorStatus';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { messages } from './messages';

interface LoadErrorProps {
  /** The RTK Query error; its status (`errorStatus`) picks the state. */
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** A list (default) or one item's page: the default heading of the failure. */
  subject?: 'list' | 'page';
  /** Heading and line of the failure, instead of the defaults. */
  title?: ReactNode;
  text?: ReactNode;
  /** A list's page: a 404 on a later page means it is past the last one (offer page 1). */
  page?: number;
  onFirstPage?: () => void;
  /** What a 404 shows (e.g. "This course does not exist"), instead of a retry. */
  notFound?: { title: ReactNode; text?: ReactNode; action?: ReactNode };
}

/**
 * The inline side of a failed load (the snackbar is the other): a not-found state for 404 when
 * the screen has one, page 1 for a list page past the end, otherwise what happened and a retry.
 * Never a dead end.
 */
export function LoadError({
  error,
  onRetry,
  retrying = false,
  subject = 'list',
  title,
  text,
  page = 1,
  onFirstPage,
  notFound,
}: LoadErrorProps) {
  const intl = useIntl();
  const status = errorStatus(error);
  if (status === 404 && notFound) {
    return (
      <EmptyState
        icon={<SearchX size={28} />}
        title={notFound.title}
        text={notFound.text}
        action={notFound.action}
      />
    );
  }
  if (status === 404 && page > 1 && onFirstPage) {
    return (
      <EmptyState
        icon={<SearchX size={28} />}
        title={intl.formatMessage(messages.noPageTitle)}
        action={<Button onClick={onFirstPage}>{intl.formatMessage(messages.firstPage)}</Button>}
      />
    );
  }
  return (
    <div role="alert">
      <EmptyState
        icon={<CloudOff size={28} />}
        title={
          title ??
          intl.formatMessage(subject === 'page' ? messages.errorPageTitle : messages.errorTitle)
        }
        text={text ?? intl.formatMessage(messages.errorText)}
        action={
          <Button
            theme="outline"
            onClick={onRetry}
            loading={retrying}
            iconStart={<RotateCw size={18} />}
          >
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    </div>
  );
}
