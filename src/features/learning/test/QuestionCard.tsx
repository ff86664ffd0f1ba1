import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { AnswerResult, Question } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { testMessages as messages } from './messages';
import styles from './QuestionCard.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface QuestionCardProps {
  question: Question;
  index: number;
  total: number;
  chosen: number[];
  /** The verdict to show: the checked answer, or the final one after finishing. A checked answer
   * is final, so a verdict locks the options and removes the Check button. */
  verdict?: AnswerResult;
  onChoose: (optionIds: number[]) => void;
  onCheck: () => void;
  checking: boolean;
  /** After finishing, answers are read-only. */
  locked: boolean;
  /**
   * The verdict just arrived for this card's own check: the Check button is gone, so the focus
   * moves to the verdict (else it would fall to the page and a keyboard user start over).
   */
  focusVerdict?: boolean;
  /** The check failed (the snackbar says so too); the button stays available to retry. */
  error?: string;
  /**
   * The verdict is of an answer the server had already recorded (a check whose reply was lost),
   * not of the one just chosen: the options show that answer, and this says why.
   */
  committedNote?: string;
}

/** One question: native radios or checkboxes in a fieldset (keyboard for free), and its check. */
export function QuestionCard({
  question,
  index,
  total,
  chosen,
  verdict,
  onChoose,
  onCheck,
  checking,
  locked,
  error,
  committedNote,
  focusVerdict = false,
}: QuestionCardProps) {
  const intl = useIntl();
  const cardRef = useRef<HTMLFieldSetElement>(null);
  const verdictRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!focusVerdict || !verdict) return;
    const focused = document.activeElement;
    // Only from where the press left it: not away from another question the learner moved on to.
    if (!focused || focused === document.body || cardRef.current?.contains(focused))
      verdictRef.current?.focus();
  }, [focusVerdict, verdict]);
  // A failed check's line comes in beside the button, with the snackbar at the bottom of the
  // window: both stay in view above it (as TestRunner does for Finish).
  const footerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) footerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  const single = question.kind === 'single';
  const hintId = `question-${question.id}-hint`;
  const toggle = (optionId: number, on: boolean) => {
    if (single) onChoose([optionId]);
    else
      onChoose(
        on ? [...chosen, optionId].sort((a, b) => a - b) : chosen.filter((id) => id !== optionId),
      );
  };
  const state = verdict ? (verdict.correct ? styles.right : styles.wrong) : '';

  return (
    <fieldset
      ref={cardRef}
      className={[styles.card, state].join(' ')}
      aria-describedby={hintId}
      disabled={locked || Boolean(verdict)}
    >
      <legend className={styles.legend}>
        <span className={styles.position}>
          {intl.formatMessage(messages.questionOf, { index: index + 1, total })}
        </span>
        <span className={styles.text} lang={contentLang(question.text, intl.locale)}>
          {question.text}
        </span>
      </legend>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(single ? messages.chooseOne : messages.chooseMany)}
      </p>
      <ul className={styles.options}>
        {question.options.map((option) => {
          const on = chosen.includes(option.id);
          const isCorrect = Boolean(verdict?.correct_answers.includes(option.id));
          const isWrong = Boolean(verdict && on && !isCorrect);
          const mark = isCorrect ? styles.correctOption : isWrong ? styles.wrongOption : '';
          return (
            <li key={option.id}>
              <label
                className={[styles.option, on && styles.chosen, mark].filter(Boolean).join(' ')}
              >
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`question-${question.id}`}
                  className={styles.input}
                  checked={on}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                />
                <span className={styles.optionText} lang={contentLang(option.text, intl.locale)}>
                  {option.text}
                </span>
                {isCorrect && (
                  <Icon name="circle-check" size={20} aria-hidden="true" className={styles.icon} />
                )}
                {isWrong && (
                  <Icon name="circle-x" size={20} aria-hidden="true" className={styles.icon} />
                )}
                {isCorrect && (
                  <VisuallyHidden>{intl.formatMessage(messages.correctOption)}</VisuallyHidden>
                )}
                {isWrong && (
                  <VisuallyHidden>{intl.formatMessage(messages.wrongOption)}</VisuallyHidden>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      <div ref={footerRef} className={styles.footer}>
        {/* A live region while answers are checked one by one; after Finish a new, silent
            element (keyed), so that the verdicts Finish fills in are not all announced at once
            over the result, which takes the focus. */}
        <p
          key={locked ? 'final' : 'live'}
          ref={verdictRef}
          className={styles.verdict}
          role={locked ? undefined : 'status'}
          tabIndex={-1}
        >
          {verdict && intl.formatMessage(verdict.correct ? messages.right : messages.wrong)}
          {verdict && committedNote && <span className={styles.note}>{committedNote}</span>}
          {!verdict && error && <span className={styles.error}>{error}</span>}
        </p>
        {!locked && !verdict && (
          <Button
            theme="outline"
            size="sm"
            onClick={onCheck}
            loading={checking}
            disabled={chosen.length === 0}
          >
            {intl.formatMessage(messages.check)}
          </Button>
        )}
      </div>
    </fieldset>
  );
}
