/**
 * Two tabs on one test share its stored progress (./useTestProgress.ts), and each holds its own
 * copy in memory: a tab that wrote its whole copy would erase what the other saved meanwhile
 * (last writer wins). So both writing and reading the other tab's write (the `storage` event)
 * merge, per question:
 * - a checked answer always wins, with the options it was checked with, and is never dropped:
 *   the server holds it and it is final for the attempt (docs/api.md "Rules" -> Tests);
 * - an unchecked choice is this tab's own for the questions it has touched itself, and the
 *   stored one (the other tab's) for the rest; a question only this tab knows keeps its choice.
 * Two tabs that both change the same unchecked question each keep their own until a reload,
 * which shows the last one written.
 */
import type { AnswerResult } from '@/shared/contract/learning';

export interface TestProgress {
  /** question id -> chosen option ids */
  answers: Record<number, number[]>;
  /** question id -> the server's verdict for the answer that was checked */
  checks: Record<number, AnswerResult>;
}

/** `stored`: what storage holds now; `own`: this tab's copy; `touched`: its own questions. */
export function mergeProgress(
  stored: TestProgress,
  own: TestProgress,
  touched: ReadonlySet<number>,
): TestProgress {
  const answers = { ...own.answers, ...stored.answers };
  for (const id of touched)
    if (!stored.checks[id] && id in own.answers) answers[id] = own.answers[id];
  const checks = { ...stored.checks, ...own.checks };
  for (const id of Object.keys(own.checks).map(Number))
    if (id in own.answers) answers[id] = own.answers[id];
  return { answers, checks };
}
