/**
 * A check-answer refused with 409 `answer_final` carries the answer that stands (docs/api.md
 * "Rules" -> Tests): a check whose reply was lost, then changed and checked again, learns what
 * the server recorded instead of failing on every retry.
 */
import { errorStatus } from '@/shared/api/errorStatus';
import type { CommittedAnswer } from '@/shared/contract/learning';

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/** The committed answer of a refused check, or null for any other failure. */
export function committedAnswerOf(error: unknown): CommittedAnswer | null {
  if (errorStatus(error) !== 409) return null;
  const { data } = error as { data?: unknown };
  if (typeof data !== 'object' || data === null) return null;
  const { code, answer } = data as { code?: unknown; answer?: Partial<CommittedAnswer> };
  if (code !== 'answer_final' || typeof answer !== 'object' || answer === null) return null;
  const { question_id, answers, correct, correct_answers } = answer;
  if (!Number.isInteger(question_id) || typeof correct !== 'boolean') return null;
  if (!isIdList(answers) || !isIdList(correct_answers)) return null;
  return { question_id: question_id!, answers, correct, correct_answers };
}
