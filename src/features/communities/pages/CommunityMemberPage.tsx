import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { COMMUNITY_TYPES, isOneOf, paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /communities/{type}/{id}: a member's public page. */
export function CommunityMemberPage() {
  const intl = useIntl();
  const { type } = useParams();
  const title = intl.formatMessage(messages.memberTitle);
  const listType = isOneOf(COMMUNITY_TYPES, type) ? type : 'all';
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(sectionMessages.community), to: paths.communities(listType) }, { label: title }]}
      lead={intl.formatMessage(messages.memberLead)}
    />
  );
}
