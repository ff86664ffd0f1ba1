import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { Icon } from '@/shared/ui/Icon/Icon';
import styles from './AuthForm.module.css';

interface FormNoticeProps {
  children: ReactNode;
  tone?: 'error' | 'success';
  /** A second line, e.g. what else the server did (useFormProblem `hint`). */
  hint?: string | null;
  /**
   * What the alert says when the shown text counts down (useFormProblem `spoken`): the text as
   * it came. A live region says each change of its text: the count was said again every second,
   * the whole alert with it.
   */
  spoken?: string | null;
}

/** A message about the whole form (not one field), announced as it appears. */
export function FormNotice({ children, tone = 'error', hint, spoken }: FormNoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[tone]].join(' ')}
    >
      <Icon
        name={tone === 'error' ? 'circle-exclamation-point' : 'circle-check'}
        size={18}
        aria-hidden="true"
        className={styles.noticeIcon}
      />
      <span>
        {spoken ? (
          <>
            <VisuallyHidden>{spoken}</VisuallyHidden>
            <span aria-hidden="true">{children}</span>
          </>
        ) : (
          children
        )}
        {hint && <span className={styles.noticeHint}>{hint}</span>}
      </span>
    </div>
  );
}
