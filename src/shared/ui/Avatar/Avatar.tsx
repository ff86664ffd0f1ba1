import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import styles from './Avatar.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface AvatarProps {
  src?: string | null;
  /** The person's name: the photo's alt text. */
  name?: string;
  size?: number;
  className?: string;
  /** Decorative when the name is printed next to it anyway. */
  decorative?: boolean;
  /** The page's largest picture (a profile's photo): fetched at once, with high priority. */
  priority?: boolean;
  /** The photo did not load (the default avatar shows): its owner may know a newer one. */
  onMissing?: () => void;
}

/** A round photo, or the default avatar (a person glyph on a soft disc) when there is none. */
export function Avatar({
  src,
  name,
  size = 40,
  className,
  decorative = false,
  priority = false,
  onMissing,
}: AvatarProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  // A new src gets its own try: reset during render, not in an effect (no frame of fallback).
  const [triedSrc, setTriedSrc] = useState(src);
  if (src !== triedSrc) {
    setTriedSrc(src);
    setFailed(false);
  }
  const alt = decorative ? '' : (name ?? intl.formatMessage(messages.alt));
  // A size class where there is one: a server-rendered style attribute would be blocked by the
  // CSP (style-src 'self'); other sizes are set by React in the browser (CSSOM is allowed).
  const sizeClass = styles[`size${size}`];
  const classes = [styles.avatar, sizeClass, className].filter(Boolean).join(' ');
  const box = sizeClass ? undefined : { width: size, height: size };

  if (!src || failed) {
    return (
      <span
        className={[classes, styles.fallback].join(' ')}
        style={box}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-avatar="default"
      >
        <Icon
          name="user-round"
          size={Math.round(size * 0.55)}
          strokeWidth={1.75}
          aria-hidden="true"
        />
      </span>
    );
  }
  return (
    <img
      className={classes}
      style={box}
      width={size}
      height={size}
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        setFailed(true);
        onMissing?.();
      }}
    />
  );
}
