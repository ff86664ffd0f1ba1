import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { useDelayedPresence } from '@/shared/ui/hooks/useDelayedPresence';
import { initialFocus, trapTabKey } from '@/shared/ui/hooks/focusTrap';
import { inertOutside } from '@/shared/ui/hooks/inertOutside';
import { messages } from './messages';
import styles from './Modal.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** SPEC §4: the modal opens 10 ms after it is asked to and closes after 200 ms. */
export const MODAL_OPEN_DELAY_MS = 10;
export const MODAL_CLOSE_MS = 200;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Heading text; becomes the dialog's accessible name (aria-labelledby). */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
  /** Sticky footer (action buttons). */
  footer?: ReactNode;
  closeOnBackdrop?: boolean;
  hideCloseButton?: boolean;
  className?: string;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeOnBackdrop = true,
  hideCloseButton = false,
  className,
  ...rest
}: ModalProps) {
  const intl = useIntl();
  const { mounted, visible } = useDelayedPresence(open, MODAL_OPEN_DELAY_MS, MODAL_CLOSE_MS);
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  // Remember who opened us while the opener still has focus; give it back after unmount.
  // A layout effect: focus moves in the same task as the mount, so no key typed in between
  // lands on the page behind the dialog. The page behind is inert from the mount (while the
  // 10 ms enter delay runs) until the unmount after the 200 ms exit, and is made interactive
  // again before focus goes back to the opener inside it.
  useLayoutEffect(() => {
    if (!mounted) return;
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = backdropRef.current ? inertOutside(backdropRef.current) : null;
    // The first focus follows one rule for every dialog: see initialFocus.
    const panel = panelRef.current;
    if (panel) initialFocus(panel, titleRef.current).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      restoreBackground?.();
      openerRef.current?.focus();
    };
  }, [mounted]);

  if (!mounted) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (panelRef.current) trapTabKey(event, panelRef.current);
  };
  // mousedown, not click: a text selection dragged out of the panel must not close it.
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      ref={backdropRef}
      className={[styles.backdrop, visible && styles.open].filter(Boolean).join(' ')}
      onMouseDown={onBackdrop}
      data-testid="modal-backdrop"
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : rest['aria-label']}
        tabIndex={-1}
        className={[styles.panel, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {(title || !hideCloseButton) && (
          <div className={styles.header}>
            {title && (
              <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
                {title}
              </h2>
            )}
            {!hideCloseButton && (
              <IconButton
                aria-label={intl.formatMessage(messages.close)}
                icon={<Icon name="x" size={20} />}
                onClick={onClose}
                className={styles.close}
                data-modal-close="true"
              />
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
