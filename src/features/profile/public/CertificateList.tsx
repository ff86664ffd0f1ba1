import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import type { Certificate } from '@/shared/contract/profile';
import { paths } from '@/shared/routes/paths';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { CERTIFICATE_DATE } from '../certificate/pdfHref';
import { messages } from './messages';
import styles from './ProfileView.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Received course certificates: course (linked), issue date and its verification page. */
export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="profile-certificates" className={styles.section}>
      <h2 id="profile-certificates" className={styles.heading}>
        <Icon name="award" size={20} aria-hidden="true" />
        {intl.formatMessage(messages.certificates)}
      </h2>
      {certificates.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noCertificates)}</p>
      ) : (
        <ul className={styles.certificates}>
          {certificates.map((certificate) => (
            <li key={certificate.id} className={styles.certificate}>
              <span className={styles.certificateIcon} aria-hidden="true">
                <Icon name="award" size={22} />
              </span>
              <div className={styles.certificateText}>
                <Link
                  to={paths.course(certificate.course.id)}
                  className={styles.course}
                  lang={contentLang(certificate.course.name, intl.locale)}
                >
                  {certificate.course.name}
                </Link>
                <time dateTime={certificate.issued_at} className={styles.muted}>
                  {intl.formatMessage(messages.issued, {
                    date: intl.formatDate(certificate.issued_at, CERTIFICATE_DATE),
                  })}
                </time>
              </div>
              <Link to={paths.certificate(certificate.public_id)} className={styles.open}>
                {intl.formatMessage(messages.openCertificate)}
                <VisuallyHidden>
                  :{' '}
                  <span lang={contentLang(certificate.course.name, intl.locale)}>
                    {certificate.course.name}
                  </span>
                </VisuallyHidden>
                <Icon name="shield-check" size={16} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
