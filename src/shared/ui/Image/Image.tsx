import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import styles from './Image.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  /** Defaults to the SPEC text ('Image not found!' / 'Картинка не найден!'). Pass '' for decoration. */
  alt?: string;
  /** CSS aspect-ratio of the frame, e.g. '16 / 9'; the picture covers it. */
  ratio?: string;
  /**
   * The page's largest picture (first card, hero): fetched at once with high priority instead of
   * lazily, so it is the page's early largest paint (issue 12).
   */
  priority?: boolean;
}

/**
 * Marks the pictures inside as the page's largest (the first card of a list) without passing a
 * prop through every card: `<ImagePriority value>{card}</ImagePriority>`.
 */
export const ImagePriority = createContext(false);

/**
 * Ratios with a class: a server-rendered style attribute would be blocked by the CSP
 * (style-src 'self'), React sets other ratios in the browser (CSSOM is allowed).
 */
const ratioClasses: Record<string, string | undefined> = { '16 / 9': styles.ratio16x9 };
/** Intrinsic size for the width/height attributes of a 16:9 picture (CSS scales it). */
const SIZE_16X9 = { width: 1280, height: 720 };

/**
 * A lazy image with a graceful fallback: when src is missing or the file fails, a neutral
 * block with an icon keeps the layout (cards keep their 16:9 frame) instead of a broken icon.
 */
export function Image({ src, alt, ratio, priority, className, style, ...rest }: ImageProps) {
  const intl = useIntl();
  const first = useContext(ImagePriority);
  const eager = priority ?? first;
  const [failed, setFailed] = useState(false);
  // A new src gets its own try: reset during render, not in an effect (no frame of fallback).
  const [triedSrc, setTriedSrc] = useState(src);
  if (src !== triedSrc) {
    setTriedSrc(src);
    setFailed(false);
  }
  const text = alt ?? intl.formatMessage(messages.defaultAlt);
  const ratioClass = ratio ? ratioClasses[ratio] : undefined;
  const frameStyle = ratio && !ratioClass ? { aspectRatio: ratio, ...style } : style;
  const frameClass = (base: string) => [base, ratioClass, className].filter(Boolean).join(' ');

  if (!src || failed) {
    return (
      <span
        className={frameClass(styles.placeholder)}
        style={frameStyle}
        role={text ? 'img' : undefined}
        aria-label={text || undefined}
        aria-hidden={text ? undefined : true}
        data-testid="image-placeholder"
      >
        <Icon name="image-off" size={28} strokeWidth={1.5} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={text}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      {...(ratioClass === styles.ratio16x9 ? SIZE_16X9 : {})}
      className={frameClass(styles.image)}
      style={frameStyle}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
