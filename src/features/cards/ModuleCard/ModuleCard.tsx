import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import type { ModuleSummary } from '@/shared/contract/learning';
import { BadgeList } from '../BadgeList/BadgeList';
import { withPaymentBadge } from '../BadgeList/badges';
import { CardFrame } from '../CardFrame/CardFrame';
import { CardStatus } from '../CardFrame/CardStatus';
import { Meta } from '../CardFrame/Meta';
import { messages } from './messages';
import { moduleStatus } from './moduleStatus';
import { Icon } from '@/shared/ui/Icon/Icon';

interface ModuleCardProps {
  module: ModuleSummary;
  /** The sponsor in context; its badge moves to the front. */
  sponsorLabel?: string | null;
  favorite?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Its number in its course (the course page's programme): "Session 2". */
  number?: number;
}

/** A module (session) card: image, tags, name, Viewed/Completed, Files and Presentations. */
export function ModuleCard({
  module,
  sponsorLabel,
  favorite,
  headingLevel,
  number,
}: ModuleCardProps) {
  const intl = useIntl();
  const status = moduleStatus(module.progress);
  const statusLabel = status && (
    <CardStatus
      finished={status === 'completed'}
      label={intl.formatMessage(status === 'completed' ? messages.completed : messages.viewed)}
    />
  );
  const materials = (module.has_downloadable_materials || module.has_viewable_materials) && (
    <>
      {module.has_downloadable_materials && (
        <Meta icon={<Icon name="file-down" size={16} />}>{intl.formatMessage(messages.files)}</Meta>
      )}
      {module.has_viewable_materials && (
        <Meta icon={<Icon name="presentation" size={16} />}>
          {intl.formatMessage(messages.presentations)}
        </Meta>
      )}
    </>
  );

  return (
    <CardFrame
      to={paths.module(module.id)}
      title={module.name}
      image={module.image}
      colorScheme={module.color_scheme}
      favorite={favorite}
      overlay={statusLabel}
      tags={
        <BadgeList
          tags={withPaymentBadge(module.tags, module.has_access)}
          sponsorLabel={sponsorLabel}
          size="sm"
        />
      }
      eyebrow={number === undefined ? undefined : intl.formatMessage(messages.number, { number })}
      footer={materials || undefined}
      headingLevel={headingLevel}
    />
  );
}
