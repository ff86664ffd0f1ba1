import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Video } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { CaptionControls } from './CaptionControls';
import { moduleMessages as messages } from './messages';
import { Transcript } from './Transcript';
import { useCaptions, type PlayableTrack } from './useCaptions';
import { usePlaybackPosition } from './usePlaybackPosition';
import { useVideoFailure } from './useVideoFailure';
import styles from './VideoPlayer.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface VideoPlayerProps {
  moduleId: number;
  name: string;
  video: Video;
  onPlay: () => void;
  /** What has played so far may have changed: on time updates, pause and end (`ended`). */
  onProgress: (video: HTMLVideoElement, ended?: boolean) => void;
}

export const formatTime = (seconds: number) => {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Files from another origin (an API on its own host) need CORS for the caption tracks to load:
 * the video then asks for them anonymously. Same-origin files (the default, /api/...) need
 * nothing, and the attribute stays off so nothing changes for them.
 */
function crossOriginOf(urls: string[]): 'anonymous' | undefined {
  // The server render has no page origin; the API is behind the same one there (scripts/serve.ts).
  if (typeof window === 'undefined') return undefined;
  return urls.some((url) => new URL(url, window.location.href).origin !== window.location.origin)
    ? 'anonymous'
    : undefined;
}

/** A file's address without its signature (`?exp=…&sig=…`): which file it is. */
const fileOf = (url: string | null) => url?.split('?')[0] ?? null;

/**
 * The address the element plays, kept while it is the same file. A point posted while the video
 * plays reloads the session (SPEC §4), whose reply signs the file's link anew: swapping that in
 * would restart the video at 0:00. A link works for an hour at least (server/auth/fileLinks.ts);
 * should the kept one stop working, the element's error takes the newest one, and the saved
 * position resumes it; with no newer one, the failure is said (./useVideoFailure.ts).
 */
function useKeptSource(url: string | null) {
  const [kept, setKept] = useState(url);
  // Another file: play it (adjusted while rendering, so no frame plays the old one).
  if (fileOf(url) !== fileOf(kept)) setKept(url);
  /** Whether a newer link was taken: else the failure is the file's (or the network's). */
  const renew = () => {
    if (url === kept) return false;
    setKept(url);
    return true;
  };
  return { src: kept, renew };
}

/**
 * The session video: the browser's own accessible controls, a poster, resume-where-you-stopped,
 * captions (native `<track>` elements with a remembered on/off toggle, docs in useCaptions.ts)
 * and the transcript under it.
 */
export function VideoPlayer({ moduleId, name, video, onPlay, onProgress }: VideoPlayerProps) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const { resumedAt, startOver, resume, handlers } = usePlaybackPosition(moduleId);
  const source = useKeptSource(video.url);
  const failure = useVideoFailure(ref);
  // Metadata loaded before React listened (see usePlaybackPosition's resume).
  useEffect(() => {
    const element = ref.current;
    if (element && element.readyState >= HTMLMediaElement.HAVE_METADATA) resume(element);
  }, [resume]);
  const tracks = video.captions.filter((t): t is PlayableTrack => t.url !== null);
  const captions = useCaptions(ref, tracks, intl.locale);

  return (
    <div className={styles.player}>
      <video
        ref={ref}
        className={styles.video}
        controls
        preload="metadata"
        playsInline
        crossOrigin={
          tracks.length > 0
            ? crossOriginOf([video.url ?? '', ...tracks.map((t) => t.url)])
            : undefined
        }
        poster={video.poster ?? undefined}
        src={source.src ?? undefined}
        onError={() => {
          if (!source.renew()) failure.fail();
        }}
        aria-label={intl.formatMessage(messages.video, { name })}
        onLoadedMetadata={handlers.onLoadedMetadata}
        onTimeUpdate={(event) => {
          handlers.onTimeUpdate(event);
          onProgress(event.currentTarget);
        }}
        onPause={(event) => {
          handlers.onPause(event);
          onProgress(event.currentTarget);
        }}
        onPlay={onPlay}
        onEnded={(event) => {
          handlers.onEnded();
          onProgress(event.currentTarget, true);
        }}
      >
        {/* No `default`: the browser's own automatic choice would fight useCaptions' modes. */}
        {tracks.map((track) => (
          <track
            key={track.lang}
            kind="captions"
            src={track.url}
            srcLang={track.lang}
            label={track.label}
          />
        ))}
        {intl.formatMessage(messages.noVideoSupport)}
      </video>
      {tracks.length > 0 && (
        <CaptionControls
          tracks={tracks}
          on={captions.on}
          onToggle={captions.setOn}
          lang={captions.lang}
          onLang={captions.setLang}
        />
      )}
      {failure.failed && (
        <p className={styles.failed} role="alert">
          <span>{intl.formatMessage(messages.videoFailed)}</span>
          <Button
            theme="text"
            size="sm"
            iconStart={<Icon name="rotate-cw" size={16} />}
            onClick={failure.retry}
          >
            {intl.formatMessage(messages.videoRetry)}
          </Button>
        </p>
      )}
      {resumedAt !== null && (
        <p className={styles.resume} role="status">
          <span>{intl.formatMessage(messages.resumed, { time: formatTime(resumedAt) })}</span>
          <Button
            theme="text"
            size="sm"
            iconStart={<Icon name="rotate-ccw" size={16} />}
            onClick={() => startOver(ref.current)}
          >
            {intl.formatMessage(messages.startOver)}
          </Button>
        </p>
      )}
      {video.transcript && <Transcript text={video.transcript} />}
    </div>
  );
}
