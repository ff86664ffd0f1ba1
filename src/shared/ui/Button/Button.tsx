import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonTheme = 'primary' | 'outline' | 'secondary' | 'black' | 'text';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  theme?: ButtonTheme;
  /** md is the 44 px standard (SPEC §9); sm for dense rows, lg for hero actions. */
  size?: ButtonSize;
  type?: 'button' | 'submit' | 'reset';
  loading?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /** Renders a react-router Link that looks like this button. */
  to?: string;
  /** With `to`: called as the link is followed (onClick types a button's event). */
  onFollow?: () => void;
}

export function buttonClassName({
  theme = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'theme' | 'size' | 'fullWidth' | 'className'>) {
  return [styles.button, styles[theme], styles[size], fullWidth && styles.fullWidth, className]
    .filter(Boolean)
    .join(' ');
}

/**
 * A button's words, for a link drawn as a button (`buttonClassName`): they wrap, and a word too
 * long for the room breaks, instead of squeezing the button's icon away or sticking out of it.
 */
export function ButtonLabel({ children }: { children: ReactNode }) {
  return <span className={styles.label}>{children}</span>;
}

export function Button({
  theme = 'primary',
  size = 'md',
  type = 'button',
  loading = false,
  fullWidth = false,
  disabled = false,
  iconStart,
  iconEnd,
  to,
  className,
  children,
  onClick,
  onFollow,
  ...rest
}: ButtonProps) {
  const classes = buttonClassName({ theme, size, fullWidth, className });
  const content = (
    <>
      {loading ? <Spinner size={size === 'sm' ? 16 : 18} announce={false} /> : iconStart}
      {children !== null && children !== undefined && <ButtonLabel>{children}</ButtonLabel>}
      {!loading && iconEnd}
    </>
  );

  if (to !== undefined) {
    const inactive = disabled || loading;
    // A link cannot be disabled natively: mark it and swallow the navigation.
    const guard = (event: MouseEvent<HTMLAnchorElement>) => {
      if (inactive) event.preventDefault();
      else onFollow?.();
    };
    return (
      <Link
        to={to}
        className={classes}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        tabIndex={inactive ? -1 : undefined}
        onClick={guard}
        id={rest.id}
        title={rest.title}
        aria-label={rest['aria-label']}
      >
        {content}
      </Link>
    );
  }

  // Loading keeps the button focusable: a disabled one hands the focus to <body> (the browser's
  // focus fixup), and a keyboard or screen-reader user would start again from the top once it
  // is done. It is aria-disabled instead and ignores presses, including a form's Enter, which
  // presses its submit button.
  const pressed = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={(!disabled && loading) || undefined}
      aria-busy={loading || undefined}
      onClick={pressed}
    >
      {content}
    </button>
  );
}
