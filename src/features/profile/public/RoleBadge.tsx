import { useIntl } from 'react-intl';
import type { MemberRole } from '@/shared/contract/content';
import { Badge } from '@/shared/ui/Badge/Badge';
import { messages } from './messages';

const roleMessages = {
  mentor: messages.roleMentor,
  expert: messages.roleExpert,
  member: messages.roleMember,
};
const roleThemes = { mentor: 'brand', expert: 'special', member: 'grey' } as const;

export function RoleBadge({ role, size }: { role: MemberRole; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <Badge theme={roleThemes[role]} size={size}>
      {intl.formatMessage(roleMessages[role])}
    </Badge>
  );
}
