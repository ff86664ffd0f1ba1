import { useIntl } from 'react-intl';
import { CloudOff, SearchX } from 'lucide-react';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { messages } from './messages';

interface ListErrorProps {
  /** The RTK Query error; a 404 on a later page means the page is past the last one. */
  error: unknown;
  page: number;
  onRetry: () => void;
  onFirstPage?: () => void;
  /** A list (default) or one item's page. */
  subject?: 'list' | 'page';
}

const statusOf = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;

/** What a list shows when its request failed: a way forward, never a dead end. */
export function ListError({ error, page, onRetry, onFirstPage, subject = 'list' }: ListErrorProps) {
  const intl = useIntl();
  if (statusOf(error) === 404 && page > 1 && onFirstPage) {
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
        title={intl.formatMessage(
          subject === 'page' ? messages.errorPageTitle : messages.errorTitle,
        )}
        text={intl.formatMessage(messages.errorText)}
        action={
          <Button theme="outline" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      />
    </div>
  );
}
