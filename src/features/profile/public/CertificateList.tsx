import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Award, ExternalLink } from 'lucide-react';
import type { Certificate } from '@/shared/contract/profile';
import { paths } from '@/shared/routes/paths';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { messages } from './messages';
import styles from './ProfileView.module.css';

/** Received course certificates: course (linked), issue date and the certificate itself. */
export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="profile-certificates" className={styles.section}>
      <h2 id="profile-certificates" className={styles.heading}>
        <Award size={20} aria-hidden="true" />
        {intl.formatMessage(messages.certificates)}
      </h2>
      {certificates.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noCertificates)}</p>
      ) : (
        <ul className={styles.certificates}>
          {certificates.map((certificate) => (
            <li key={certificate.id} className={styles.certificate}>
              <span className={styles.certificateIcon} aria-hidden="true">
                <Award size={22} />
              </span>
              <div className={styles.certificateText}>
                <Link to={paths.course(certificate.course.id)} className={styles.course}>
                  {certificate.course.name}
                </Link>
                <time dateTime={certificate.issued_at} className={styles.muted}>
                  {intl.formatMessage(messages.issued, {
                    date: intl.formatDate(certificate.issued_at, {
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                    }),
                  })}
                </time>
              </div>
              <a
                href={certificate.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.open}
              >
                {intl.formatMessage(messages.openCertificate)}
                <ExternalLink size={16} aria-hidden="true" />
                <VisuallyHidden>: {certificate.course.name}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
