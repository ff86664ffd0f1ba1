import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { loadFailure } from '@/shared/api/errorStatus';
import { commonMessages as messages } from './messages';

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** One line for the 404 state, e.g. 'This course does not exist or was removed.' */
  notFoundText: ReactNode;
  /** Text of the generic failure (the SPEC §8 snackbar text fits well). */
  failedText?: ReactNode;
  retrying?: boolean;
}

/**
 * The inline side of a failed load (the snackbar is the other): a clear not-found state for 404,
 * otherwise what happened and a retry button.
 */
export function LoadError({
  error,
  onRetry,
  notFoundText,
  failedText,
  retrying = false,
}: LoadErrorProps) {
  const intl = useIntl();
  if (loadFailure(error) === 'not-found') {
    return (
      <EmptyState
        icon={<SearchX size={28} />}
        title={intl.formatMessage(messages.notFoundTitle)}
        text={notFoundText}
        action={<Button to={paths.education()}>{intl.formatMessage(messages.toCatalogue)}</Button>}
      />
    );
  }
  return (
    <div role="alert">
      <EmptyState
        icon={<TriangleAlert size={28} />}
        title={failedText ?? intl.formatMessage(messages.errorTitle)}
        text={intl.formatMessage(messages.errorText)}
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
