import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Story } from '@/shared/contract/content';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/shared/lib/useMediaQuery';
import { Modal } from '@/shared/ui/Modal/Modal';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { useMarkStoryViewedMutation } from '../storiesApi';
import { messages } from '../messages';
import { ProgressBars } from './ProgressBars';
import { StoryCaption } from './StoryCaption';
import { usePausableTimeout } from './usePausableTimeout';
import { IMAGE_DURATION_MS, nextPosition, previousPosition, type Position } from './storyPlayback';
import styles from './StoryViewer.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface StoryViewerProps {
  stories: Story[];
  /** The story to start with; null keeps the viewer closed. */
  startIndex: number | null;
  onClose: () => void;
}

/**
 * Plays the stories in strip order: each story's files in turn (images for 5 s, videos until
 * they end), then the next story; closes after the last. Click or tap the left/right side, or
 * use the arrow keys; Escape closes. Each story is marked seen when it is first shown.
 * Moving on by itself can be stopped (WCAG 2.2.2): the pause button holds it until pressed
 * again, and it also holds while a mouse rests on the story's words or its link has focus
 * (the time to read them is the reader's, not the timer's). A reader who asked their system for
 * less motion gets a viewer that stands still until they press Play (their progress bar shows no
 * running time then, so a story moving on by itself would come as a surprise).
 */
export function StoryViewer({ stories, startIndex, onClose }: StoryViewerProps) {
  const intl = useIntl();
  const [position, setPosition] = useState<Position>({ story: startIndex ?? 0, file: 0 });
  // Opening at another story starts there in this very render (not one effect later, which
  // would briefly show - and mark seen - the story the previous session ended on).
  const [openedAt, setOpenedAt] = useState(startIndex);
  // The story moved to, said in a live region: the dialog's name changes with the story, but a
  // screen reader says a name only when the focus enters. Not said on opening (the name is).
  // Kept as which story, worded when drawn (a language switched meanwhile rewords it).
  const [saidStory, setSaidStory] = useState({ index: startIndex, said: false });
  if (openedAt !== startIndex) {
    setOpenedAt(startIndex);
    setSaidStory({ index: startIndex, said: false });
    if (startIndex !== null) setPosition({ story: startIndex, file: 0 });
  } else if (startIndex !== null && saidStory.index !== position.story) {
    setSaidStory({ index: position.story, said: true });
  }
  const said =
    saidStory.said && saidStory.index !== null
      ? intl.formatMessage(messages.viewer, { name: stories[saidStory.index]?.name ?? '' })
      : '';
  const [videoProgress, setVideoProgress] = useState(0);
  const [markViewed] = useMarkStoryViewedMutation();
  const marked = useRef(new Set<number>());
  const open = startIndex !== null;
  const shape = stories.map((story) => story.files.length);
  const story = stories[position.story];
  const file = story?.files[position.file];

  const goNext = () => {
    const next = nextPosition(shape, position);
    if (next) setPosition(next);
    else onClose();
  };
  const goPrevious = () => setPosition(previousPosition(shape, position));

  // Null until the reader presses Pause or Play: held then only if they prefer reduced motion.
  const [chosenPause, setChosenPause] = useState<boolean | null>(null);
  const lessMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const pausedByUser = chosenPause ?? lessMotion;
  const [reading, setReading] = useState({ hover: false, focus: false });
  const paused = pausedByUser || reading.hover || reading.focus;

  // Every file shown (and every open or close) starts the video progress at 0.
  const playing = `${open}/${position.story}/${file?.id}`;
  const [progressOf, setProgressOf] = useState(playing);
  if (progressOf !== playing) {
    setProgressOf(playing);
    setVideoProgress(0);
  }

  // Seen as soon as it is on screen; once per story per viewer (the strip dims it at once).
  useEffect(() => {
    if (!open || !story || story.view || marked.current.has(story.id)) return;
    marked.current.add(story.id);
    void markViewed(story.id);
  }, [open, story, markViewed]);

  // The image timer outlives renders; when it fires it moves on from the latest position.
  usePausableTimeout(
    open && file?.kind === 'image' ? `${position.story}/${file.id}` : null,
    IMAGE_DURATION_MS,
    !paused,
    goNext,
  );

  // A video follows the same pause (autoPlay starts each new one; a paused viewer stops it).
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (paused) element.pause();
    // A browser that refuses to play (autoplay policy) leaves the video still; nothing to do.
    else if (element.paused) element.play().catch(() => undefined);
  }, [paused, file?.id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goNext();
    else if (event.key === 'ArrowLeft') goPrevious();
    else return;
    event.preventDefault();
  };

  return (
    <Modal
      open={open && Boolean(story)}
      onClose={onClose}
      aria-label={intl.formatMessage(messages.viewer, { name: story?.name ?? '' })}
      hideCloseButton
      className={styles.viewer}
    >
      {story && file && (
        <div className={styles.stage} onKeyDown={onKeyDown}>
          <div className={styles.top}>
            <ProgressBars
              key={`${story.id}`}
              total={story.files.length}
              current={position.file}
              kind={file.kind}
              videoProgress={videoProgress}
              fileKey={file.id}
              paused={paused}
            />
            <div className={styles.header}>
              <img src={story.thumbnail} alt="" className={styles.thumb} />
              <p className={styles.name} lang={contentLang(story.name, intl.locale)}>
                {story.name}
              </p>
              <button
                type="button"
                className={styles.control}
                onClick={() => setChosenPause(!pausedByUser)}
                aria-label={intl.formatMessage(pausedByUser ? messages.play : messages.pause)}
              >
                {pausedByUser ? (
                  <Icon name="play" size={22} aria-hidden="true" />
                ) : (
                  <Icon name="pause" size={22} aria-hidden="true" />
                )}
              </button>
              <button
                type="button"
                className={styles.control}
                onClick={onClose}
                aria-label={intl.formatMessage(messages.close)}
              >
                <Icon name="x" size={24} aria-hidden="true" />
              </button>
            </div>
          </div>
          {file.kind === 'image' ? (
            <img
              key={file.id}
              src={file.url}
              alt={story.name}
              className={styles.media}
              data-testid="story-media"
            />
          ) : (
            <video
              key={file.id}
              ref={video}
              src={file.url}
              className={styles.media}
              autoPlay
              playsInline
              data-testid="story-media"
              onEnded={goNext}
              onError={goNext}
              onTimeUpdate={(event) => {
                const { currentTime, duration } = event.currentTarget;
                if (duration > 0) setVideoProgress(currentTime / duration);
              }}
            />
          )}
          <button
            type="button"
            className={`${styles.nav} ${styles.previous}`}
            onClick={goPrevious}
            aria-label={intl.formatMessage(messages.previous)}
          >
            <Icon name="chevron-left" size={28} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={goNext}
            aria-label={intl.formatMessage(messages.next)}
          >
            <Icon name="chevron-right" size={28} aria-hidden="true" />
          </button>
          <VisuallyHidden role="status">{said}</VisuallyHidden>
          <StoryCaption
            story={story}
            onFollow={onClose}
            onReadingChange={(how, on) => setReading((was) => ({ ...was, [how]: on }))}
          />
        </div>
      )}
    </Modal>
  );
}
