import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, type ButtonTheme } from '@/shared/ui/Button/Button';
import { Modal } from '@/shared/ui/Modal/Modal';
import { messages } from './messages';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Custom action buttons; replaces the default Cancel / confirm pair. */
  actions?: ReactNode;
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmTheme?: ButtonTheme;
  /** The confirm action is running (spinner, both buttons inert). */
  pending?: boolean;
  icon?: ReactNode;
}

/**
 * A Modal with a title, a short body and action buttons (confirmations, notices). It opens with
 * the focus on its title, never on an action (initialFocus in shared/ui/hooks/focusTrap.ts).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmTheme = 'primary',
  pending = false,
  icon,
}: DialogProps) {
  const intl = useIntl();
  const footer = actions ?? (
    <>
      <Button theme="secondary" onClick={onClose} disabled={pending}>
        {cancelLabel ?? intl.formatMessage(messages.cancel)}
      </Button>
      {onConfirm && (
        <Button theme={confirmTheme} onClick={onConfirm} loading={pending}>
          {confirmLabel ?? intl.formatMessage(messages.confirm)}
        </Button>
      )}
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title={title} footer={footer} className={styles.dialog}>
      <div className={styles.content}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <div className={styles.text}>{children}</div>
      </div>
    </Modal>
  );
}
