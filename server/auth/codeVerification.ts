/** Verify's check of a code within the wrong-code budget (budget.ts); what a right code opens. */
import type { AppContext } from '../context';
import { accountByEmail, createAccount } from './accounts';
import { record, verifyWait, withEmailLock } from './budget';
import type { CodeCheck } from './codes';
import { inboxSlots } from './codeRequest';
import type { CodeOwner } from './devices';
import { inboxOf } from './email';

export type CodeVerification =
  | { kind: 'locked'; wait: number }
  | { kind: 'refused'; check: Exclude<CodeCheck, { ok: true }>; wait: number }
  /** userId: the account the code signs in to (created for a registration); none: no account. */
  | { kind: 'verified'; userId: number | undefined };

/**
 * Budget, check and its bookkeeping under the email's lock, committed before answering: an error
 * thrown inside would roll the counted wrong try back. The inbox's lock, as a code request's: a
 * code is never issued while it is being checked. A stranger's wrong codes count against the
 * inbox's budget too, as its code requests do: else each of anna+1@, anna+2@, … had 20 wrong
 * codes a day of its own.
 */
export async function verifyCode(
  ctx: AppContext,
  owner: CodeOwner,
  code: string,
): Promise<CodeVerification> {
  const now = ctx.now();
  const slots = inboxSlots(owner);
  return withEmailLock(ctx.db, inboxOf(owner.email), async (trx): Promise<CodeVerification> => {
    const waitNow = async () => {
      let wait = 0;
      for (const s of slots) wait = Math.max(wait, await verifyWait(trx, ctx.codeBudget, s, now));
      return wait;
    };
    // While locked even the right code is refused: answering it would let the guessing go on.
    const locked = await waitNow();
    if (locked > 0) return { kind: 'locked', wait: locked };
    const check = await ctx.codes.check(owner, code, now, trx);
    if (!check.ok) {
      for (const s of slots) {
        if (check.wrong) await record(trx, s, 'wrong_code', now);
        if (check.burned) await record(trx, s, 'code_burned', now);
      }
      // The try that spends the budget already says how long to wait.
      const wait = check.wrong ? await waitNow() : 0;
      return { kind: 'refused', check, wait };
    }
    // An existing account wins over a registration: its owner registered again and is logged in.
    let userId = await accountByEmail(trx, owner.email);
    if (userId === undefined && check.registration)
      userId = await createAccount(trx, ctx.content, owner.email, check.registration, ctx.now());
    return { kind: 'verified', userId };
  });
}
