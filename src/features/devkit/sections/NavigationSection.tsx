import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ExpansionPanel } from '@/shared/ui/ExpansionPanel/ExpansionPanel';
import { Pagination } from '@/shared/ui/Pagination/Pagination';
import { TabList } from '@/shared/ui/TabList/TabList';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

export function NavigationSection() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  const [page, setPage] = useState(4);
  const [small, setSmall] = useState(1);
  return (
    <KitSection id="navigation" title={t(messages.navigation)}>
      <KitGroup caption="tab list">
        <TabList
          label={t(messages.tabsLabel)}
          tabs={[
            { name: t(messages.tabAll), url: '/dev/ui' },
            { name: t(messages.tabSessions), url: '/favorites/education' },
            { name: t(messages.tabNews), url: '/favorites/media' },
            { name: t(messages.tabCourses), url: '/favorites/courses' },
          ]}
        />
      </KitGroup>
      <KitGroup
        caption={intl.formatMessage(messages.pageOf, { page, count: 9 })}
        className={styles.stack}
      >
        <Pagination page={page} pageCount={9} onChange={setPage} />
        <Pagination page={small} pageCount={2} onChange={setSmall} />
      </KitGroup>
      <KitGroup caption="expansion panel" className={styles.stack}>
        <div>
          <ExpansionPanel title={t(messages.panelTitle)} defaultOpen>
            {t(messages.panelText)}
          </ExpansionPanel>
          <ExpansionPanel title={t(messages.dialogTitle)}>{t(messages.dialogText)}</ExpansionPanel>
        </div>
      </KitGroup>
    </KitSection>
  );
}
