import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths, type FavoriteType } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { TabList } from '@/shared/ui/TabList/TabList';
import { useFocusStaysInPlace } from '@/shared/ui/hooks/useFocusStaysInPlace';
import { AllFavorites } from './AllFavorites';
import { FavoritesBlock } from './FavoritesBlock';
import { blocks } from './favoritesPaging';
import { messages } from './messages';
import styles from './Favorites.module.css';

/** /favorites/{type}: tabs All, Sessions (/education), News (/media), Courses (/courses) (SPEC §2). */
export function FavoritesPage() {
  const intl = useIntl();
  // The route only matches the four types (ParamsCheck in the router).
  const type = (useParams().type ?? 'all') as FavoriteType;
  const title = intl.formatMessage(sectionMessages.favorites);
  // A card unfavorited here leaves the list, and would take the focus with it.
  const content = useRef<HTMLDivElement>(null);
  useFocusStaysInPlace(content);
  const tabs = useMemo(
    () => [
      { name: intl.formatMessage(messages.tabAll), url: paths.favorites('all') },
      { name: intl.formatMessage(messages.tabSessions), url: paths.favorites('education') },
      { name: intl.formatMessage(messages.tabNews), url: paths.favorites('media') },
      { name: intl.formatMessage(messages.tabCourses), url: paths.favorites('courses') },
    ],
    [intl],
  );

  return (
    <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.lead)}>
      <TabList tabs={tabs} label={intl.formatMessage(messages.tabs)} />
      <div ref={content} className={styles.content}>
        {/* Keyed by tab: each tab starts on page 1. */}
        {type === 'all' ? <AllFavorites /> : <FavoritesBlock key={type} config={blocks[type]} />}
      </div>
    </Page>
  );
}
