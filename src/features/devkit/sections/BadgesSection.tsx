import { useIntl } from 'react-intl';
import { Badge, BADGE_THEMES } from '@/shared/ui/Badge/Badge';
import { BadgeList } from '@/features/cards/BadgeList/BadgeList';
import { withPaymentBadge } from '@/features/cards/BadgeList/badges';
import { sampleTags } from '@/features/cards/fixtures';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

export function BadgesSection() {
  const intl = useIntl();
  return (
    <KitSection id="badges" title={intl.formatMessage(messages.badges)}>
      <KitGroup caption="themes">
        {BADGE_THEMES.map((theme) => (
          <Badge key={theme} theme={theme}>
            {theme}
          </Badge>
        ))}
        {BADGE_THEMES.map((theme) => (
          <Badge key={`sm-${theme}`} theme={theme} size="sm">
            {theme}
          </Badge>
        ))}
      </KitGroup>
      <KitGroup caption="badge list: full width, sponsor first" className={styles.stack}>
        <BadgeList tags={sampleTags} sponsorLabel="northwind-academy" />
      </KitGroup>
      <KitGroup caption="badge list: 280 px, overflow collapses into +N" className={styles.narrow}>
        <BadgeList tags={sampleTags} />
      </KitGroup>
      <KitGroup caption="without access: the payment-lock badge leads" className={styles.narrow}>
        <BadgeList tags={withPaymentBadge(sampleTags.slice(0, 5), false)} size="sm" />
      </KitGroup>
    </KitSection>
  );
}
