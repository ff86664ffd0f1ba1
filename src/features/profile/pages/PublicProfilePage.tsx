import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { fullName } from '@/shared/lib/fullName';
import { Page } from '@/shared/ui/Page/Page';
import { errorStatus } from '@/shared/api/errorStatus';
import { useGetPublicProfileQuery } from '../profileApi';
import { ProfileStates } from '../public/ProfileStates';
import { ProfileView } from '../public/ProfileView';
import { messages } from './messages';

/** /publish/{id}: a published profile, open to visitors too; unpublished ones answer 404. */
export function PublicProfilePage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { currentData: profile, error, refetch } = useGetPublicProfileQuery(id);
  const title = profile ? fullName(profile) : intl.formatMessage(messages.publicTitle);
  return (
    <Page
      title={title}
      notFound={!profile && errorStatus(error) === 404}
      breadcrumbs={[{ label: intl.formatMessage(messages.publicTitle) }]}
    >
      {profile ? (
        <ProfileView profile={profile} />
      ) : (
        <ProfileStates error={error} onRetry={refetch} />
      )}
    </Page>
  );
}
