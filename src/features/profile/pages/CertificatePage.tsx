import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { errorStatus } from '@/shared/api/errorStatus';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Page } from '@/shared/ui/Page/Page';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { CertificateDetails } from '../certificate/CertificateDetails';
import { messages } from '../certificate/messages';
import { useVerifyCertificateQuery } from '../profileApi';

/**
 * /certificates/{public id}: anyone, signed in or not, checks a certificate (docs/api.md
 * "Certificates"). An unknown id (404) or one the API refuses as malformed (400) is the same
 * clear "not found or not valid" state; other failures offer a retry.
 */
export function CertificatePage() {
  const intl = useIntl();
  const id = useParams().id ?? '';
  const { currentData, error, refetch, isFetching } = useVerifyCertificateQuery(id);
  const status = errorStatus(error);

  let body;
  if (currentData) body = <CertificateDetails certificate={currentData} />;
  else if (status === 404 || status === 400)
    body = (
      <EmptyState
        icon="shield-x"
        title={intl.formatMessage(messages.notFoundTitle)}
        text={intl.formatMessage(messages.notFoundText, { id: id.slice(0, 64) })}
        action={
          <Button to={paths.education('courses')}>{intl.formatMessage(messages.toLearning)}</Button>
        }
      />
    );
  else if (error)
    body = <LoadError error={error} subject="page" retrying={isFetching} onRetry={refetch} />;
  else
    body = (
      <SkeletonRegion>
        <Skeleton lines={6} />
      </SkeletonRegion>
    );

  const title = intl.formatMessage(messages.title);
  const documentTitle = currentData
    ? intl.formatMessage(messages.documentTitle, { course: currentData.course.name })
    : status === 404 || status === 400
      ? intl.formatMessage(messages.documentTitleMissing)
      : undefined;
  return (
    <Page
      title={title}
      documentTitle={documentTitle}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.lead)}
    >
      {body}
    </Page>
  );
}
