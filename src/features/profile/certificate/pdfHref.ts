/** The PDF download in the reader's language (the API makes it in en or ru). */
export function certificatePdfHref(url: string, locale: string): string {
  const lang = locale.toLowerCase().startsWith('ru') ? 'ru' : 'en';
  return `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
}

/** The certificate's date as on the PDF: the calendar day of issue in UTC. */
export const CERTIFICATE_DATE = { dateStyle: 'long', timeZone: 'UTC' } as const;
