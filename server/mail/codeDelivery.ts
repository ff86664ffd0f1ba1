/**
 * How one-time codes and sign-in links (auth/signInLinks.ts) reach people (server/mail/README.md).
 * With SMTP_URL they go out as mail through nodemailer; without it they are written to the log,
 * which is allowed in development and tests only: a code or a link in a central log store is a
 * credential (config.ts refuses to start a production server without SMTP_URL).
 *
 * Sending is never awaited by the request: login answers unknown emails without sending anything,
 * so waiting for the mail server would tell them apart by time; nor is it started before the
 * answer is written (auth/codeRequest.ts sendCodeAfterAnswer), since even its synchronous first
 * steps took time. A failed send is logged without the code; the person asks for a new one.
 */
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { codeMessage, type CodeMail } from './codeMessage';
import { linkMessage, type LinkMail } from './linkMessage';

/** A code, or a sign-in link: both are credentials, never logged outside the log delivery. */
export type AuthMail = CodeMail | LinkMail;

const messageOf = (mail: AuthMail) => ('code' in mail ? codeMessage(mail) : linkMessage(mail));

export interface CodeDelivery {
  /** Starts delivering; resolves when it is handed over (tests wait for it, routes do not). */
  send(mail: AuthMail): Promise<void>;
  close(): void;
}

export type CodeDeliverySettings = { kind: 'log' } | { kind: 'smtp'; url: string; from: string };

export function makeCodeDelivery(
  settings: CodeDeliverySettings,
  log: FastifyBaseLogger,
): CodeDelivery {
  if (settings.kind === 'log') {
    return {
      send: async (mail) =>
        log.info(
          'code' in mail
            ? `One-time code for ${mail.to}: ${mail.code}`
            : `Sign-in link for ${mail.to}: ${mail.link}`,
        ),
      close: () => undefined,
    };
  }
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from: settings.from, to: mail.to, ...messageOf(mail) });
      } catch (err) {
        log.error(
          { err: { message: (err as Error).message } },
          `${'code' in mail ? 'Code' : 'Sign-in link'} mail to ${mail.to} failed`,
        );
      }
    },
    close: () => transport.close(),
  };
}
