/** The email that carries a one-time code, in the reader's language (en, ru). */
import { CODE_TTL_MS } from '../auth/codes';

export type MailLocale = 'en' | 'ru';

export interface CodeMail {
  to: string;
  code: string;
  locale: MailLocale;
}

const minutes = CODE_TTL_MS / 60_000;

const TEXTS: Record<MailLocale, { subject: string; lines: (code: string) => string[] }> = {
  en: {
    subject: 'Your EduCommunity sign-in code',
    lines: (code) => [
      `Your code: ${code}`,
      `Enter it on the sign-in page within ${minutes} minutes.`,
      'If you did not ask for a code, ignore this email: nobody can sign in without it.',
    ],
  },
  ru: {
    subject: 'Код для входа в EduCommunity',
    lines: (code) => [
      `Ваш код: ${code}`,
      `Введите его на странице входа в течение ${minutes} минут.`,
      'Если вы не запрашивали код, просто не отвечайте на это письмо: без кода войти нельзя.',
    ],
  },
};

/** Subject, plain text and a minimal HTML body (the code large, for phones). */
export function codeMessage({ code, locale }: CodeMail): {
  subject: string;
  text: string;
  html: string;
} {
  const { subject, lines } = TEXTS[locale];
  const [first, ...rest] = lines(code);
  const html = [
    `<p style="font-size:16px">${first.replace(code, `<strong style="font-size:28px;letter-spacing:4px">${code}</strong>`)}</p>`,
    ...rest.map((line) => `<p style="font-size:16px">${line}</p>`),
  ].join('\n');
  return { subject, text: lines(code).join('\n\n'), html };
}

/** The reader's language from the request's Accept-Language (the app sends its UI language). */
export function mailLocale(acceptLanguage: string | undefined): MailLocale {
  return /^\s*ru\b/i.test(acceptLanguage ?? '') ? 'ru' : 'en';
}
