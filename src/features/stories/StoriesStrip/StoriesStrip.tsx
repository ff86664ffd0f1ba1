import { useState } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { StoryViewer } from '../StoryViewer/StoryViewer';
import { useListStoriesQuery } from '../storiesApi';
import { messages } from '../messages';
import styles from './StoriesStrip.module.css';

/** The home page's stories: round thumbnails (seen ones dimmed) that open the viewer. */
export function StoriesStrip() {
  const intl = useIntl();
  const { data: stories, error, isLoading, isError, isFetching, refetch } = useListStoriesQuery();
  const [openAt, setOpenAt] = useState<number | null>(null);

  if (isLoading)
    return (
      <SkeletonRegion
        style={{ display: 'flex', flexDirection: 'row', gap: 16, overflow: 'hidden' }}
      >
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} variant="avatar" size={72} />
        ))}
      </SkeletonRegion>
    );
  if (isError)
    return (
      <LoadError
        variant="inline"
        compact
        error={error}
        title={intl.formatMessage(messages.loadError)}
        retryLabel={intl.formatMessage(messages.retry)}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  // No active stories: the strip simply is not there.
  if (!stories || stories.length === 0) return null;

  return (
    <nav aria-label={intl.formatMessage(messages.stripLabel)} className={styles.strip}>
      <ul className={styles.list}>
        {stories.map((story, index) => (
          <li key={story.id}>
            <button
              type="button"
              className={[styles.story, story.view && styles.seen].filter(Boolean).join(' ')}
              aria-label={intl.formatMessage(messages.open, {
                name: story.name,
                seen: String(story.view),
              })}
              data-seen={story.view}
              onClick={() => setOpenAt(index)}
            >
              <span className={styles.ring}>
                <img src={story.thumbnail} alt="" className={styles.thumb} />
              </span>
              <span
                className={styles.name}
                aria-hidden="true"
                lang={contentLang(story.name, intl.locale)}
              >
                {story.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <StoryViewer stories={stories} startIndex={openAt} onClose={() => setOpenAt(null)} />
    </nav>
  );
}
