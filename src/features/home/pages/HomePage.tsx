import { useIntl } from 'react-intl';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { StoriesStrip } from '@/features/stories/StoriesStrip/StoriesStrip';
import { ContinueLearning } from '../sections/ContinueLearning';
import { LatestNews } from '../sections/LatestNews';
import { NewCourses } from '../sections/NewCourses';
import { UpcomingEvents } from '../sections/UpcomingEvents';
import { messages } from './messages';
import styles from './HomePage.module.css';

/** /main: the signed-in user's home page; each section loads on its own and links to its screen. */
export function HomePage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.home);
  return (
    <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.lead)}>
      <div className={styles.sections}>
        <StoriesStrip />
        <ContinueLearning />
        <NewCourses />
        <UpcomingEvents />
        <LatestNews />
      </div>
    </Page>
  );
}
