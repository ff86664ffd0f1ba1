import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { CheckCircle2, Eye } from 'lucide-react';
import type { NamedItem, Tag } from '@/shared/contract/common';
import type { Progress } from '@/shared/contract/learning';
import { BadgeList } from '@/features/cards/BadgeList/BadgeList';
import { withPaymentBadge } from '@/features/cards/BadgeList/badges';
import { messages as statusMessages } from '@/features/cards/ModuleCard/messages';
import { moduleStatus } from '@/features/cards/ModuleCard/moduleStatus';
import { Badge } from '@/shared/ui/Badge/Badge';
import styles from './ItemFacts.module.css';

interface ItemFactsProps {
  tags: Tag[];
  themes: NamedItem[];
  hasAccess: boolean;
  sponsorLabel?: string | null;
  /** Modules only: Viewed / Completed (SPEC §4). */
  progress?: Progress;
}

/** The facts line of a course or session page: status, badges (lock and sponsor first), themes. */
export function ItemFacts({ tags, themes, hasAccess, sponsorLabel, progress }: ItemFactsProps) {
  const intl = useIntl();
  const status = moduleStatus(progress);
  return (
    <div className={styles.facts}>
      {status && (
        <Badge
          theme={status === 'completed' ? 'brand' : 'grey'}
          icon={status === 'completed' ? <CheckCircle2 size={14} /> : <Eye size={14} />}
        >
          <span data-testid="module-status">
            {intl.formatMessage(
              status === 'completed' ? statusMessages.completed : statusMessages.viewed,
            )}
          </span>
        </Badge>
      )}
      <BadgeList
        tags={withPaymentBadge(tags, hasAccess)}
        sponsorLabel={sponsorLabel}
        className={styles.badges}
      />
      {themes.length > 0 && (
        <p
          className={styles.themes}
          lang={contentLang(themes.map((t) => t.name).join(' '), intl.locale)}
        >
          {themes.map((t) => t.name).join(' · ')}
        </p>
      )}
    </div>
  );
}
