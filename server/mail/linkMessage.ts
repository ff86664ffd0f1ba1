/**
 * The email that carries a one-time sign-in link (auth/signInLinks.ts), in the reader's language:
 * sent when strangers have spent the email's code budget, so it says that someone, maybe the
 * reader, tried to sign in, and that the link signs in on the device where it is opened.
 */
import { LINK_TTL_MS } from '../auth/signInLinks';
import type { MailLocale } from './codeMessage';

export interface LinkMail {
  to: string;
  link: string;
  locale: MailLocale;
}

const minutes = LINK_TTL_MS / 60_000;

const TEXTS: Record<MailLocale, { subject: string; lines: string[]; button: string }> = {
  en: {
    subject: 'Your EduCommunity sign-in link',
    lines: [
      'Someone (maybe you) tried to sign in to EduCommunity with this email, and codes for it are paused for a while after too many attempts.',
      `This link signs you in at once on the device where you open it. It works once, within ${minutes} minutes:`,
      'If it was not you, ignore this email: nobody can use the link without this mailbox.',
    ],
    button: 'Sign in',
  },
  ru: {
    subject: 'Ссылка для входа в EduCommunity',
    lines: [
      'Кто-то (возможно, вы) пытался войти в EduCommunity с этим адресом, и после слишком многих попыток коды для него на время приостановлены.',
      `Эта ссылка сразу выполнит вход на том устройстве, где вы её откроете. Она действует один раз, в течение ${minutes} минут:`,
      'Если это были не вы, просто не отвечайте на это письмо: без доступа к этой почте ссылкой никто не воспользуется.',
    ],
    button: 'Войти',
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Subject, plain text (the link on a line of its own) and a minimal HTML body with a button. */
export function linkMessage({ link, locale }: LinkMail): {
  subject: string;
  text: string;
  html: string;
} {
  const { subject, lines, button } = TEXTS[locale];
  const [why, how, ignore] = lines;
  const href = escapeHtml(link);
  const html = [
    `<p style="font-size:16px">${why}</p>`,
    `<p style="font-size:16px">${how}</p>`,
    `<p><a href="${href}" style="display:inline-block;padding:12px 24px;font-size:16px">${button}</a></p>`,
    `<p style="font-size:14px">${href}</p>`,
    `<p style="font-size:16px">${ignore}</p>`,
  ].join('\n');
  return { subject, text: [why, how, link, ignore].join('\n\n'), html };
}
