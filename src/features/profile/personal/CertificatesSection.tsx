import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useGetCertificatesQuery } from '@/features/profile/profileApi';
import { profileNotices } from '@/features/snackbar/messages';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { messages as viewMessages } from '../certificate/messages';
import { CERTIFICATE_DATE, certificatePdfHref } from '../certificate/pdfHref';
import { certificateMessages as messages } from './messages';
import styles from './CertificatesSection.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * The received course certificates: course, issue date in the reader's locale, the public
 * verification page (to view and share) and the PDF in the reader's language.
 */
export function CertificatesSection() {
  const intl = useIntl();
  const { data, error, isLoading, isError, refetch, isFetching } = useGetCertificatesQuery();

  if (isLoading) {
    return (
      <SkeletonRegion>
        <Skeleton lines={2} />
        <Skeleton lines={2} />
      </SkeletonRegion>
    );
  }
  const failure = (
    <LoadError
      variant="inline"
      compact
      error={error}
      title={intl.formatMessage(profileNotices.certificatesError)}
      retrying={isFetching}
      onRetry={refetch}
    />
  );
  if (!data) return failure;
  if (data.length === 0) {
    return (
      <EmptyState
        compact
        headingLevel={3}
        icon="award"
        title={intl.formatMessage(messages.emptyTitle)}
        text={intl.formatMessage(messages.emptyText)}
        action={
          <Button theme="outline" to={paths.education('courses')}>
            {intl.formatMessage(messages.toLearning)}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {isError && failure}
      <ul className={styles.list}>
        {data.map((certificate) => (
          <li key={certificate.id} className={styles.item}>
            <span className={styles.badge} aria-hidden="true">
              <Icon name="award" size={20} />
            </span>
            <div className={styles.text}>
              <Link
                to={paths.course(certificate.course.id)}
                className={styles.course}
                lang={contentLang(certificate.course.name, intl.locale)}
              >
                {certificate.course.name}
              </Link>
              <span className={styles.date}>
                {intl.formatMessage(messages.issued, {
                  date: intl.formatDate(certificate.issued_at, CERTIFICATE_DATE),
                })}
              </span>
            </div>
            <div className={styles.actions}>
              <Link
                to={paths.certificate(certificate.public_id)}
                className={styles.action}
                aria-label={intl.formatMessage(viewMessages.viewLabel, {
                  course: certificate.course.name,
                })}
              >
                <Icon name="shield-check" size={18} aria-hidden="true" />
                <span>{intl.formatMessage(viewMessages.view)}</span>
              </Link>
              <a
                href={certificatePdfHref(certificate.url, intl.locale)}
                download
                className={styles.action}
                aria-label={intl.formatMessage(viewMessages.downloadPdfLabel, {
                  course: certificate.course.name,
                })}
              >
                <Icon name="download" size={18} aria-hidden="true" />
                <span>{intl.formatMessage(viewMessages.downloadPdf)}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
