import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { FAVORITE_TYPES, paths, type FavoriteType } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import { TabList } from '@/shared/ui/TabList/TabList';
import { useFocusStaysInPlace } from '@/shared/ui/hooks/useFocusStaysInPlace';
import { AllFavorites } from './AllFavorites';
import { FavoritesBlock } from './FavoritesBlock';
import { blocks } from './favoritesPaging';
import { messages } from './messages';
import styles from './Favorites.module.css';

const tabMessages = {
  all: messages.tabAll,
  education: messages.tabSessions,
  media: messages.tabNews,
  courses: messages.tabCourses,
};

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
    () =>
      FAVORITE_TYPES.map((tab) => ({
        name: intl.formatMessage(tabMessages[tab]),
        url: paths.favorites(tab),
      })),
    [intl],
  );

  return (
    <Page
      title={title}
      documentTitle={listTabTitle(
        intl,
        sectionMessages.favorites,
        type === 'all' ? null : tabMessages[type],
      )}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.lead)}
    >
      <TabList tabs={tabs} label={intl.formatMessage(messages.tabs)} />
      <div ref={content} className={styles.content}>
        {/* Keyed by tab: each tab starts on page 1. */}
        {type === 'all' ? <AllFavorites /> : <FavoritesBlock key={type} config={blocks[type]} />}
      </div>
    </Page>
  );
}
