import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { messages } from './messages';
import { errorStatus } from '@/shared/api/errorStatus';

/** Loading, not published (404) and failed states of a profile page. */
export function ProfileStates({
  error,
  onRetry,
  back,
}: {
  error?: unknown;
  onRetry: () => void;
  back?: { to: string; label: string };
}) {
  const intl = useIntl();
  if (errorStatus(error) === 404)
    return (
      <EmptyState
        icon="user-x"
        title={intl.formatMessage(messages.notPublishedTitle)}
        text={intl.formatMessage(messages.notPublishedText)}
        action={
          <Button to={back?.to ?? paths.education()}>
            {back?.label ?? intl.formatMessage(messages.toLearning)}
          </Button>
        }
      />
    );
  if (error) return <LoadError error={error} page={1} onRetry={onRetry} subject="page" />;
  return (
    <SkeletonRegion>
      <Skeleton variant="avatar" size={112} />
      <Skeleton lines={5} />
    </SkeletonRegion>
  );
}
