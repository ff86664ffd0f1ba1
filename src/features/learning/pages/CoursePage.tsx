import { useIntl } from 'react-intl';
import { paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /education/course/{id} */
export function CoursePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.courseTitle);
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(sectionMessages.learning), to: paths.education() }, { label: title }]}
      lead={intl.formatMessage(messages.courseLead)}
    />
  );
}
