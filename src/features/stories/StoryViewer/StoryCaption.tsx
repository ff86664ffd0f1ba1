import type { PointerEvent } from 'react';
import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Story } from '@/shared/contract/content';
import { storyLinkTarget } from './storyLink';
import { useContentLang } from '@/shared/lib/contentLang';
import styles from './StoryViewer.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface StoryCaptionProps {
  story: Story;
  /** Following the link leaves the viewer. */
  onFollow: () => void;
  /**
   * A mouse resting on the words, or focus on the link, holds the story still (WCAG 2.2.2):
   * reading takes the reader's time. Touch has no hover: a tap must not leave it paused.
   */
  onReadingChange: (how: 'hover' | 'focus', on: boolean) => void;
}

/** The story's words and where it leads, over the bottom of the picture. */
export function StoryCaption({ story, onFollow, onReadingChange }: StoryCaptionProps) {
  const langOf = useContentLang();
  if (!story.text && !story.link) return null;
  const target = story.link && storyLinkTarget(story.link);
  const hover = (on: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') onReadingChange('hover', on);
  };
  return (
    <div className={styles.caption} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      {story.text && (
        <p className={styles.text} lang={langOf(story.text)}>
          {story.text}
        </p>
      )}
      {target && (
        <Link
          to={target.to}
          className={styles.link}
          onClick={onFollow}
          onFocus={() => onReadingChange('focus', true)}
          onBlur={() => onReadingChange('focus', false)}
        >
          <FormattedMessage {...target.label} />
          <Icon name="arrow-right" size={16} aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
