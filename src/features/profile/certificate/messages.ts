import { defineMessages } from 'react-intl';

/** The certificate verification page (/certificates/{id}) and the certificate actions. */
export const messages = defineMessages({
  title: {
    id: 'certificate.page.title',
    defaultMessage: 'Certificate verification',
    description: 'Heading of the public page that verifies a certificate',
  },
  lead: {
    id: 'certificate.page.lead',
    defaultMessage:
      'Anyone with this link can check that the certificate was issued on EduCommunity.',
    description: 'Certificate verification page: what the screen is for',
  },
  valid: {
    id: 'certificate.status.valid',
    defaultMessage: 'Valid certificate',
    description: 'Verification result: the certificate exists and is valid',
  },
  validText: {
    id: 'certificate.status.validText',
    defaultMessage: 'EduCommunity confirms that {holder} completed the course “{course}”.',
    description: 'Verification result line: who completed which course',
  },
  notFoundTitle: {
    id: 'certificate.status.notFound',
    defaultMessage: 'Certificate not found or not valid',
    description: 'Verification result: no certificate has this id',
  },
  notFoundText: {
    id: 'certificate.status.notFoundText',
    defaultMessage:
      'No certificate issued on EduCommunity has the ID {id}. Check that the link is complete, or ask its holder for the link again.',
    description: 'Verification result for an unknown id: what to do',
  },
  toLearning: {
    id: 'certificate.status.toLearning',
    defaultMessage: 'Go to courses',
    description: 'Button from a not-found certificate to the course list',
  },
  holder: {
    id: 'certificate.field.holder',
    defaultMessage: 'Holder',
    description: 'Certificate detail: the person it was issued to',
  },
  course: {
    id: 'certificate.field.course',
    defaultMessage: 'Course',
    description: 'Certificate detail: the completed course',
  },
  issuer: {
    id: 'certificate.field.issuer',
    defaultMessage: 'Issued by',
    description: 'Certificate detail: the issuer (the course sponsor)',
  },
  platform: {
    id: 'certificate.field.platform',
    defaultMessage: 'EduCommunity',
    description: 'Issuer of a certificate whose course has no sponsor: the platform itself',
  },
  issuedOn: {
    id: 'certificate.field.issuedOn',
    defaultMessage: 'Date of issue',
    description: 'Certificate detail: the date it was issued',
  },
  id: {
    id: 'certificate.field.id',
    defaultMessage: 'Certificate ID',
    description: 'Certificate detail: its public id',
  },
  downloadPdf: {
    id: 'certificate.action.downloadPdf',
    defaultMessage: 'Download PDF',
    description: 'Link that downloads the certificate as a PDF',
  },
  downloadPdfLabel: {
    id: 'certificate.action.downloadPdfLabel',
    defaultMessage: 'Download PDF of the certificate for “{course}”',
    description: 'Accessible name of a certificate PDF download in a list',
  },
  view: {
    id: 'certificate.action.view',
    defaultMessage: 'View and verify',
    description: 'Link from a certificate in a list to its public verification page',
  },
  viewLabel: {
    id: 'certificate.action.viewLabel',
    defaultMessage: 'View and verify the certificate for “{course}”',
    description: 'Accessible name of the link to a certificate verification page in a list',
  },
  copyLink: {
    id: 'certificate.action.copyLink',
    defaultMessage: 'Copy link',
    description: 'Button that copies the verification page link',
  },
  linkCopied: {
    id: 'certificate.action.linkCopied',
    defaultMessage: 'Link copied',
    description: 'Snackbar after copying the verification link',
  },
  copyFailed: {
    id: 'certificate.action.copyFailed',
    defaultMessage: 'Could not copy the link. Copy it from the address bar.',
    description: 'Snackbar when the clipboard is not available',
  },
  // The browser tab's title, as the server's head (src/app/ssr/profileRoutes.ts) says it.
  documentTitle: {
    id: 'ssr.head.certificateTitle',
    defaultMessage: 'Certificate: {course}',
    description: 'Title and link preview of a certificate verification page',
  },
  documentTitleMissing: {
    id: 'ssr.head.certificateMissing',
    defaultMessage: 'Certificate not found',
    description: 'Title of a certificate verification page whose id is unknown',
  },
});
