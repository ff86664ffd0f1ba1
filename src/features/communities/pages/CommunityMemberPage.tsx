import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import type { MemberRole } from '@/shared/contract/content';
import { COMMUNITY_TYPES, isOneOf, paths } from '@/shared/routes/paths';
import { fullName } from '@/shared/lib/fullName';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { ProfileStates } from '@/features/profile/public/ProfileStates';
import { ProfileView } from '@/features/profile/public/ProfileView';
import { useGetMemberQuery } from '../communitiesApi';
import { errorStatus } from '@/shared/api/errorStatus';
import { messages } from './messages';

const ROLES: readonly MemberRole[] = ['mentor', 'expert', 'member'];

/**
 * The role is not part of GET /communities/{id}/ (a PublicProfile): it comes with the card's
 * link, or from the tab (mentors/experts) when the page is opened directly.
 */
function useRole(type: string | undefined): MemberRole | undefined {
  const state: unknown = useLocation().state;
  const fromLink =
    state && typeof state === 'object' && 'role' in state
      ? (state as { role: unknown }).role
      : undefined;
  if (isOneOf(ROLES, typeof fromLink === 'string' ? fromLink : undefined))
    return fromLink as MemberRole;
  if (type === 'mentors') return 'mentor';
  if (type === 'experts') return 'expert';
  return undefined;
}

/** /communities/{type}/{id}: a member's public page. */
export function CommunityMemberPage() {
  const intl = useIntl();
  const params = useParams();
  const listType = isOneOf(COMMUNITY_TYPES, params.type) ? params.type : 'all';
  const role = useRole(params.type);
  const { currentData: profile, error, refetch } = useGetMemberQuery(Number(params.id));
  const title = profile ? fullName(profile) : intl.formatMessage(messages.memberTitle);
  const section = intl.formatMessage(sectionMessages.community);
  return (
    <Page
      title={title}
      notFound={!profile && errorStatus(error) === 404}
      breadcrumbs={[{ label: section, to: paths.communities(listType) }, { label: title }]}
    >
      {profile ? (
        <ProfileView profile={profile} role={role} />
      ) : (
        <ProfileStates
          error={error}
          onRetry={refetch}
          back={{ to: paths.communities(listType), label: section }}
        />
      )}
    </Page>
  );
}
