import { useState, type ImgHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { ImageOff } from 'lucide-react';
import { messages } from './messages';
import styles from './Image.module.css';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src?: string | null;
  /** Defaults to the SPEC text ('Image not found!' / 'Картинка не найден!'). Pass '' for decoration. */
  alt?: string;
  /** CSS aspect-ratio of the frame, e.g. '16 / 9'; the picture covers it. */
  ratio?: string;
}

/**
 * A lazy image with a graceful fallback: when src is missing or the file fails, a neutral
 * block with an icon keeps the layout (cards keep their 16:9 frame) instead of a broken icon.
 */
export function Image({ src, alt, ratio, className, style, ...rest }: ImageProps) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  // A new src gets its own try: reset during render, not in an effect (no frame of fallback).
  const [triedSrc, setTriedSrc] = useState(src);
  if (src !== triedSrc) {
    setTriedSrc(src);
    setFailed(false);
  }
  const text = alt ?? intl.formatMessage(messages.defaultAlt);
  const frameStyle = ratio ? { aspectRatio: ratio, ...style } : style;

  if (!src || failed) {
    return (
      <span
        className={[styles.placeholder, className].filter(Boolean).join(' ')}
        style={frameStyle}
        role={text ? 'img' : undefined}
        aria-label={text || undefined}
        aria-hidden={text ? undefined : true}
        data-testid="image-placeholder"
      >
        <ImageOff size={28} strokeWidth={1.5} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={text}
      loading="lazy"
      decoding="async"
      className={[styles.image, className].filter(Boolean).join(' ')}
      style={frameStyle}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
