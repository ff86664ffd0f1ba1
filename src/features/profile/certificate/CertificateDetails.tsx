import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import type { CertificateVerification } from '@/shared/contract/profile';
import { fullName } from '@/shared/lib/fullName';
import { paths } from '@/shared/routes/paths';
import { Button, buttonClassName } from '@/shared/ui/Button/Button';
import { showSnackbar } from '@/features/snackbar/snackbarSlice';
import { messages } from './messages';
import { CERTIFICATE_DATE, certificatePdfHref } from './pdfHref';
import styles from './CertificateDetails.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * A valid certificate: the verdict, then holder, course, issuer, date and id, the PDF download
 * and a copy of the link for sharing. The holder's profile and the sponsor are links when
 * there is a page to go to (the profile only while it is published).
 */
export function CertificateDetails({ certificate }: { certificate: CertificateVerification }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const holder = fullName(certificate.holder);
  const course = certificate.course.name;

  const copyLink = async () => {
    const link = `${window.location.origin}${paths.certificate(certificate.public_id)}`;
    try {
      await navigator.clipboard.writeText(link);
      dispatch(showSnackbar(messages.linkCopied, { color: 'success' }));
    } catch {
      dispatch(showSnackbar(messages.copyFailed, { color: 'error' }));
    }
  };

  const rows: [label: string, value: ReactNode][] = [
    [
      intl.formatMessage(messages.holder),
      certificate.holder.profile_id === null ? (
        holder
      ) : (
        <Link to={paths.publicProfile(certificate.holder.profile_id)} className={styles.link}>
          {holder}
        </Link>
      ),
    ],
    [
      intl.formatMessage(messages.course),
      <Link to={paths.course(certificate.course.id)} className={styles.link}>
        {course}
      </Link>,
    ],
    [
      intl.formatMessage(messages.issuer),
      certificate.sponsor === null ? (
        intl.formatMessage(messages.platform)
      ) : (
        <Link to={paths.sponsor(certificate.sponsor.id)} className={styles.link}>
          {certificate.sponsor.name}
        </Link>
      ),
    ],
    [
      intl.formatMessage(messages.issuedOn),
      <time dateTime={certificate.issued_at}>
        {intl.formatDate(certificate.issued_at, CERTIFICATE_DATE)}
      </time>,
    ],
    [intl.formatMessage(messages.id), <code className={styles.code}>{certificate.public_id}</code>],
  ];

  return (
    <article className={styles.card} aria-labelledby="certificate-verdict">
      <div className={styles.verdict}>
        <span className={styles.verdictIcon} aria-hidden="true">
          <Icon name="shield-check" size={28} />
        </span>
        <div className={styles.verdictText}>
          <h2 id="certificate-verdict" className={styles.verdictTitle}>
            {intl.formatMessage(messages.valid)}
          </h2>
          <p className={styles.verdictLine}>
            {intl.formatMessage(messages.validText, { holder, course })}
          </p>
        </div>
      </div>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <a
          href={certificatePdfHref(certificate.pdf_url, intl.locale)}
          download
          className={buttonClassName({ theme: 'primary' })}
        >
          <Icon name="download" size={18} aria-hidden="true" />
          <span>{intl.formatMessage(messages.downloadPdf)}</span>
        </a>
        <Button
          theme="outline"
          iconStart={<Icon name="link-2" size={18} aria-hidden="true" />}
          onClick={copyLink}
        >
          {intl.formatMessage(messages.copyLink)}
        </Button>
      </div>
    </article>
  );
}
