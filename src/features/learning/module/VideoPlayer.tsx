import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { RotateCcw } from 'lucide-react';
import type { Video } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { moduleMessages as messages } from './messages';
import { usePlaybackPosition } from './usePlaybackPosition';
import styles from './VideoPlayer.module.css';

interface VideoPlayerProps {
  moduleId: number;
  name: string;
  video: Video;
  onPlay: () => void;
  onEnded: () => void;
}

export const formatTime = (seconds: number) => {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The session video: the browser's own accessible controls, a poster, and resume-where-you-stopped. */
export function VideoPlayer({ moduleId, name, video, onPlay, onEnded }: VideoPlayerProps) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const { resumedAt, startOver, handlers } = usePlaybackPosition(moduleId);

  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        poster={video.poster ?? undefined}
        src={video.url ?? undefined}
        aria-label={intl.formatMessage(messages.video, { name })}
        onLoadedMetadata={handlers.onLoadedMetadata}
        onTimeUpdate={handlers.onTimeUpdate}
        onPause={handlers.onPause}
        onPlay={onPlay}
        onEnded={() => {
          handlers.onEnded();
          onEnded();
        }}
      >
        {intl.formatMessage(messages.noVideoSupport)}
      </video>
      {resumedAt !== null && (
        <p className={styles.resume} role="status">
          <span>{intl.formatMessage(messages.resumed, { time: formatTime(resumedAt) })}</span>
          <Button
            theme="text"
            size="sm"
            iconStart={<RotateCcw size={16} />}
            onClick={() => startOver(ref.current)}
          >
            {intl.formatMessage(messages.startOver)}
          </Button>
        </p>
      )}
    </div>
  );
}
