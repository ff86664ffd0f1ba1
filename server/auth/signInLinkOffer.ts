/** What a refusal by the email's code budget does besides its 429 (auth/signInLinks.ts). */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { tooManyAttempts, type HttpError } from '../lib/errors';
import { mailLocale } from '../mail/codeMessage';
import { accountByEmail } from './accounts';
import type { CodeOwner } from './devices';

/**
 * The email's own budget refused a browser that is not one of its devices: strangers may hold
 * it. If the email has an account, mail it a sign-in link (auth/signInLinks.ts; at most one an
 * hour). In the background, after the same 429 every email gets, so nothing tells them apart.
 * Returns that 429, for the caller to throw.
 */
export function refusedByEmailBudget(
  ctx: AppContext,
  owner: CodeOwner,
  req: FastifyRequest,
  wait: number,
): HttpError {
  if (owner.device) return tooManyAttempts(wait);
  const locale = mailLocale(req.headers['accept-language']);
  const now = ctx.now();
  ctx.signInLinks.inBackground(async () => {
    try {
      const account = (await accountByEmail(ctx.db, owner.email)) !== undefined;
      // The link check runs for emails without an account too (it makes them none), so what
      // follows a 429 is the same work for every email but the one link an hour.
      const link = await ctx.signInLinks.make(owner.email, now, account);
      if (link) void ctx.mail.send({ to: owner.email, link, locale });
    } catch (err) {
      req.log.error({ err: { message: (err as Error).message } }, 'Sign-in link offer failed');
    }
  });
  return tooManyAttempts(wait);
}
