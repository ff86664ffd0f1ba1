import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import type { FavoriteKind } from '@/features/favorites/favoritesApi';
import { Button } from '@/shared/ui/Button/Button';
import { messages } from './messages';

/** Where to find something to save: the learning list (sessions, courses) or the news. */
export function EmptyAction({ kind }: { kind?: FavoriteKind }) {
  const intl = useIntl();
  if (kind === 'article')
    return (
      <Button theme="outline" to={paths.media()}>
        {intl.formatMessage(messages.browseNews)}
      </Button>
    );
  const to =
    kind === 'course'
      ? paths.education('courses')
      : kind === 'module'
        ? paths.education('modules')
        : paths.education();
  return (
    <Button theme="outline" to={to}>
      {intl.formatMessage(messages.browseLearning)}
    </Button>
  );
}
