/**
 * Avatar cropper (SPEC §2): square crop with a round preview, emits a JPEG File to its parent.
 * This module is the only one importing cropperjs and its CSS; load it with React.lazy so the
 * library stays out of the first-visit bundle:
 *   const AvatarCropper = lazy(() => import('@/shared/ui/AvatarCropper/AvatarCropper').then((m) => ({ default: m.AvatarCropper })));
 */
import 'cropperjs/dist/cropper.css';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { messages } from './messages';
import { IMAGE_LOAD_FAILURE } from './cropperConfig';
import { useCropper } from './useCropper';
import styles from './AvatarCropper.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** WCAG 2.5.7: one press of a move button or arrow key moves the photo this far (CSS px). */
export const MOVE_STEP_PX = 10;
export const ZOOM_STEP = 0.1;

const MOVES = {
  ArrowUp: [0, -MOVE_STEP_PX],
  ArrowDown: [0, MOVE_STEP_PX],
  ArrowLeft: [-MOVE_STEP_PX, 0],
  ArrowRight: [MOVE_STEP_PX, 0],
} as const;

export interface AvatarCropperProps {
  /** The picture to crop (an object URL of the chosen file, or a URL). */
  src: string;
  /** The cropped area as a JPEG File (at most 1024 px a side), 500 ms after the last change. */
  onCrop: (file: File) => void;
  /** The picture failed to load, or the crop could not be exported. */
  onError: (error: Error) => void;
  fileName?: string;
}

export function AvatarCropper({
  src,
  onCrop,
  onError,
  fileName = 'avatar.jpg',
}: AvatarCropperProps) {
  const intl = useIntl();
  const imageRef = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // A new picture loads afresh: reset during render, before the cropper sees the old status.
  const [statusSrc, setStatusSrc] = useState(src);
  if (src !== statusSrc) {
    setStatusSrc(src);
    setStatus('loading');
  }
  const { ready, previewUrl, act } = useCropper(imageRef, status === 'loaded', {
    onCrop,
    onError,
    fileName,
  });

  const fail = () => {
    setStatus('failed');
    onError(new Error(`${IMAGE_LOAD_FAILURE}: ${src}`));
  };

  return (
    <section className={styles.cropper} aria-label={intl.formatMessage(messages.region)}>
      {/* WCAG 2.5.7: what dragging does, the keys do too (the buttons below as well). */}
      <div
        className={[styles.stage, ready && styles.ready].filter(Boolean).join(' ')}
        role="group"
        aria-label={intl.formatMessage(messages.stage)}
        tabIndex={ready ? 0 : undefined}
        onKeyDown={(event) => {
          if (!ready) return;
          if (event.key in MOVES) {
            const [dx, dy] = MOVES[event.key as keyof typeof MOVES];
            act((c) => c.move(dx, dy));
          } else if (event.key === '+' || event.key === '=') act((c) => c.zoom(ZOOM_STEP));
          else if (event.key === '-' || event.key === '−') act((c) => c.zoom(-ZOOM_STEP));
          else return;
          event.preventDefault();
        }}
      >
        {status === 'failed' ? (
          <div className={styles.failed} role="alert">
            <Icon name="image-off" size={32} strokeWidth={1.5} aria-hidden="true" />
            <p>{intl.formatMessage(messages.loadError)}</p>
          </div>
        ) : (
          <img
            key={src}
            ref={imageRef}
            src={src}
            alt={intl.formatMessage(messages.source)}
            className={styles.source}
            onLoad={() => setStatus('loaded')}
            onError={fail}
          />
        )}
      </div>
      <div className={styles.side}>
        <figure className={styles.previewFigure}>
          <span className={styles.preview}>
            {previewUrl && (
              <img
                key={previewUrl}
                src={previewUrl}
                alt={intl.formatMessage(messages.previewAlt)}
                className={styles.previewImage}
              />
            )}
          </span>
          <figcaption className={styles.caption}>{intl.formatMessage(messages.preview)}</figcaption>
        </figure>
        <div className={styles.tools}>
          <IconButton
            size="sm"
            variant="filled"
            disabled={!ready}
            aria-label={intl.formatMessage(messages.zoomIn)}
            icon={<Icon name="zoom-in" size={18} />}
            onClick={() => act((c) => c.zoom(ZOOM_STEP))}
          />
          <IconButton
            size="sm"
            variant="filled"
            disabled={!ready}
            aria-label={intl.formatMessage(messages.zoomOut)}
            icon={<Icon name="zoom-out" size={18} />}
            onClick={() => act((c) => c.zoom(-ZOOM_STEP))}
          />
          {(
            [
              ['ArrowUp', messages.moveUp, 'arrow-up'],
              ['ArrowDown', messages.moveDown, 'arrow-down'],
              ['ArrowLeft', messages.moveLeft, 'arrow-left'],
              ['ArrowRight', messages.moveRight, 'arrow-right'],
            ] as const
          ).map(([key, label, icon]) => (
            <IconButton
              key={key}
              size="sm"
              variant="filled"
              disabled={!ready}
              aria-label={intl.formatMessage(label)}
              icon={<Icon name={icon} size={18} />}
              onClick={() => act((c) => c.move(MOVES[key][0], MOVES[key][1]))}
            />
          ))}
          <IconButton
            size="sm"
            variant="filled"
            disabled={!ready}
            aria-label={intl.formatMessage(messages.rotate)}
            icon={<Icon name="rotate-cw" size={18} />}
            onClick={() => act((c) => c.rotate(90))}
          />
          <IconButton
            size="sm"
            variant="filled"
            disabled={!ready}
            aria-label={intl.formatMessage(messages.reset)}
            icon={<Icon name="rotate-ccw" size={18} />}
            onClick={() => act((c) => c.reset())}
          />
        </div>
        <p className={styles.hint}>{intl.formatMessage(messages.hint)}</p>
      </div>
    </section>
  );
}
