import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './AuthForm.module.css';

interface FormNoticeProps {
  children: ReactNode;
  tone?: 'error' | 'success';
}

/** A message about the whole form (not one field), announced as it appears. */
export function FormNotice({ children, tone = 'error' }: FormNoticeProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.notice, styles[tone]].join(' ')}
    >
      <Icon size={18} aria-hidden="true" className={styles.noticeIcon} />
      <span>{children}</span>
    </div>
  );
}
