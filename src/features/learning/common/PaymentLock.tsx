import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentConfig } from '@/shared/contract/common';
import { useAppSelector } from '@/app/hooks';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { useLogInHere } from '@/features/auth/useLogInHere';
import { AccessHelp } from '@/features/access/AccessHelp';
import { RedeemCode } from '@/features/access/RedeemCode';
import { Button } from '@/shared/ui/Button/Button';
import { commonMessages as messages } from './messages';
import styles from './PaymentLock.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface PaymentLockProps {
  kind: 'course' | 'module';
  payment: PaymentConfig;
}

/**
 * Shown instead of paid content without access (SPEC §6): the price, why it is locked, and a way
 * forward: a signed-in user redeems a promo code here (the page opens at once), a visitor logs in
 * (they may own it or hold a code); both see how to get access (the platform's settings).
 * Purchasing itself is not part of the product (SPEC: not shown), so there is no buy button.
 */
export function PaymentLock({ kind, payment }: PaymentLockProps) {
  const intl = useIntl();
  const { askToLogIn } = useLogInHere();
  const authorized = useAppSelector(selectIsAuthorized);
  const price = payment
    ? intl.formatNumber(payment.price, {
        style: 'currency',
        currency: payment.currency,
        maximumFractionDigits: 2,
      })
    : null;
  // An accepted code opens the page and the lock goes, with its focused Redeem button: the page's
  // heading (Page's h1, focusable by the app) takes the focus, so a keyboard or screen reader
  // user hears where they are and Tab goes on into what opened (WCAG 2.4.3), instead of from the
  // document's start. Checked before the lock leaves the document (a layout effect's cleanup).
  const lockRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const lock = lockRef.current;
    return () => {
      if (!lock?.contains(document.activeElement)) return;
      queueMicrotask(() => document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus());
    };
  }, []);
  return (
    <section ref={lockRef} className={styles.lock} aria-labelledby="payment-lock-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="lock" size={24} />
      </span>
      <div className={styles.body}>
        <h2 id="payment-lock-title" className={styles.title}>
          {intl.formatMessage(messages.lockedTitle)}
        </h2>
        {price && (
          <p className={styles.price}>{intl.formatMessage(messages.lockedPrice, { price })}</p>
        )}
        <p className={styles.text}>
          {intl.formatMessage(
            kind === 'course' ? messages.lockedCourseText : messages.lockedModuleText,
          )}
        </p>
        {authorized ? (
          <div className={styles.redeem}>
            <RedeemCode confirmIn="snackbar" />
          </div>
        ) : (
          <div className={styles.visitor}>
            <p className={styles.text}>{intl.formatMessage(messages.lockedVisitorText)}</p>
            <Button theme="primary" onClick={askToLogIn}>
              {intl.formatMessage(messages.logIn)}
            </Button>
          </div>
        )}
        <div className={styles.help}>
          <AccessHelp />
        </div>
      </div>
    </section>
  );
}
