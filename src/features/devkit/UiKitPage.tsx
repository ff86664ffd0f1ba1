import { useIntl } from 'react-intl';
import { Page } from '@/shared/ui/Page/Page';
import { messages } from './messages';
import styles from './Kit.module.css';
import { BadgesSection } from './sections/BadgesSection';
import { ButtonsSection } from './sections/ButtonsSection';
import { CardsSection } from './sections/CardsSection';
import { CropperSection } from './sections/CropperSection';
import { FeedbackSection } from './sections/FeedbackSection';
import { FormsSection } from './sections/FormsSection';
import { FoundationsSection } from './sections/FoundationsSection';
import { MediaSection } from './sections/MediaSection';
import { NavigationSection } from './sections/NavigationSection';
import { OverlaysSection } from './sections/OverlaysSection';
import { PickersSection } from './sections/PickersSection';

/**
 * Development-only showcase of every shared block and card in each state (mounted at /dev/ui
 * by the router only when NODE_ENV !== 'production'). Needs no store of its own.
 */
export function UiKitPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(messages.title)} lead={intl.formatMessage(messages.lead)}>
      <div className={styles.kit}>
        <CardsSection />
        <BadgesSection />
        <ButtonsSection />
        <FormsSection />
        <PickersSection />
        <OverlaysSection />
        <NavigationSection />
        <FeedbackSection />
        <MediaSection />
        <CropperSection />
        <FoundationsSection />
      </div>
    </Page>
  );
}
