/**
 * The words printed on a certificate and in its file name, in the learner's language (en, ru),
 * and the holder's, issuer's and date's wording: pdf.ts lays them out, the route names the file.
 */
import type { CertificateLanguage } from '../../src/shared/contract/profile';
import type { IssuedCertificate } from './store';

export const PLATFORM = 'EduCommunity';

interface Texts {
  kicker: string;
  awardedTo: string;
  forCourse: string;
  issuedBy: string;
  issuedOn: string;
  certificateId: string;
  verify: string;
  scan: string;
  title: (course: string) => string;
  fileName: string;
}

export const TEXTS: Record<CertificateLanguage, Texts> = {
  en: {
    kicker: 'CERTIFICATE OF COMPLETION',
    awardedTo: 'Awarded to',
    forCourse: 'for completing the course',
    issuedBy: 'Issued by',
    issuedOn: 'Date of issue',
    certificateId: 'Certificate ID',
    verify: 'Check that this certificate is genuine:',
    scan: 'or scan the code',
    title: (course) => `Certificate: ${course}`,
    fileName: 'EduCommunity certificate',
  },
  ru: {
    kicker: 'СЕРТИФИКАТ О ПРОХОЖДЕНИИ КУРСА',
    awardedTo: 'Владелец сертификата',
    forCourse: 'за прохождение курса',
    issuedBy: 'Кем выдан',
    issuedOn: 'Дата выдачи',
    certificateId: 'Номер сертификата',
    verify: 'Проверить подлинность сертификата:',
    scan: 'или отсканируйте код',
    title: (course) => `Сертификат: ${course}`,
    fileName: 'Сертификат EduCommunity',
  },
};

export const holderNameOf = (c: IssuedCertificate) =>
  [c.holder.firstName, c.holder.lastName, c.holder.middleName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export const issuerOf = (c: IssuedCertificate) => c.sponsor?.name ?? PLATFORM;

export const formatIssueDate = (ms: number, lang: CertificateLanguage) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(ms);

/**
 * The download's file name, in the language: "EduCommunity certificate - <course>.pdf" (UTF-8, in
 * `filename*`), and an ASCII fallback with the public id for old clients.
 */
export function pdfFileNames(
  c: IssuedCertificate,
  lang: CertificateLanguage,
): { ascii: string; utf8: string } {
  const slug = c.course.name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return {
    ascii: `certificate-${slug ? `${slug}-` : ''}${c.publicId}.pdf`,
    utf8: `${TEXTS[lang].fileName} - ${c.course.name.replace(/[\\/:*?"<>|]/g, '')}.pdf`,
  };
}
