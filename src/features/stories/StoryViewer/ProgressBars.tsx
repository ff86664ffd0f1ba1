import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { IMAGE_DURATION_MS } from './storyPlayback';
import styles from './StoryViewer.module.css';

interface ProgressBarsProps {
  total: number;
  current: number;
  kind: 'image' | 'video';
  /** 0..1 of the playing video. */
  videoProgress: number;
  /** Restarts the image animation when the file changes. */
  fileKey: number;
  /** Holds the image's filling bar where it is. */
  paused: boolean;
}

/** One segment per file: done ones full, the current one filling (CSS for images, time for videos). */
export function ProgressBars({
  total,
  current,
  kind,
  videoProgress,
  fileKey,
  paused,
}: ProgressBarsProps) {
  const intl = useIntl();
  return (
    <div
      className={styles.bars}
      role="progressbar"
      aria-label={intl.formatMessage(messages.progress, { current: current + 1, total })}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={current + 1}
    >
      {Array.from({ length: total }, (_, index) => (
        <span key={index} className={styles.bar}>
          {index < current && <span className={styles.fill} style={{ width: '100%' }} />}
          {index === current &&
            (kind === 'image' ? (
              <span
                key={fileKey}
                className={`${styles.fill} ${styles.timed}`}
                style={{
                  animationDuration: `${IMAGE_DURATION_MS}ms`,
                  animationPlayState: paused ? 'paused' : 'running',
                }}
              />
            ) : (
              <span
                className={styles.fill}
                style={{ width: `${Math.round(videoProgress * 100)}%` }}
              />
            ))}
        </span>
      ))}
    </div>
  );
}
