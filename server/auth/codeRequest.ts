/** A code request (login, register) spends the code budget (budget.ts) before a code is issued. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/dialect';
import { codeRequestWait, record, withEmailLock } from './budget';
import { slotOf, type CodeOwner } from './devices';
import { inboxOf } from './email';
import { mailLocale } from '../mail/codeMessage';
import { refusedByEmailBudget } from './signInLinkOffer';

/**
 * The budgets a request spends: its owner's slot and, for a stranger, its inbox's
 * (auth/email.ts inboxOf): the inbox's own email's slot, so anna+1@… spends anna@…'s too. A
 * device keeps its own budget alone, as ever.
 */
export function inboxSlots(owner: CodeOwner): string[] {
  const slot = slotOf(owner);
  const inbox = inboxOf(owner.email);
  return owner.device || inbox === slot ? [slot] : [slot, inbox];
}

/**
 * Counts a code request against its owner's budget and issues the code, under the email's
 * lock; throws 429 when the budget is spent. Returns the code, or null when `issue` says no.
 */
export async function requestCode(
  ctx: AppContext,
  req: FastifyRequest,
  owner: CodeOwner,
  issue: (trx: Db, now: number) => Promise<string | null>,
): Promise<string | null> {
  const now = ctx.now();
  const slots = inboxSlots(owner);
  const outcome = await withEmailLock(ctx.db, inboxOf(owner.email), async (trx) => {
    let wait = 0;
    for (const s of slots)
      wait = Math.max(wait, await codeRequestWait(trx, ctx.codeBudget, s, now));
    if (wait > 0) return { wait };
    for (const s of slots) await record(trx, s, 'code_sent', now);
    return { wait: 0, code: await issue(trx, now) };
  });
  if (outcome.wait > 0) throw refusedByEmailBudget(ctx, owner, req, outcome.wait);
  return outcome.code ?? null;
}

/**
 * Hands the code to the delivery once the answer is out (mail/codeDelivery.ts says why it is
 * not awaited). Not even started before: the mail library's synchronous part (building the
 * message, opening a connection) made a known email's login 0.24 ms slower than an unknown
 * one's (median of 300, in process), a clock that tells accounts apart.
 */
export const sendCodeAfterAnswer = (
  ctx: AppContext,
  email: string,
  code: string,
  acceptLanguage: string | undefined,
) =>
  setImmediate(() => {
    void ctx.mail.send({ to: email, code, locale: mailLocale(acceptLanguage) });
  });
