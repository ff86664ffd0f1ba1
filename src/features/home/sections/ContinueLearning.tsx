import { useIntl } from 'react-intl';
import type { ModuleSummary } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { ModuleCardList } from '@/features/learning/common/ModuleCardList';
import { useSearchCatalogueQuery } from '@/features/learning/learningApi';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';

/** The API's largest page: the demo catalogue's modules fit in one request (see README). */
export const IN_PROGRESS_SCAN_SIZE = 100;
export const HOME_CARDS = 3;

/** Sessions the user opened but has not completed: progress.status false (API.md "Progress"). */
export function inProgress(items: readonly { type: string }[]): ModuleSummary[] {
  return items.filter((item): item is ModuleSummary => {
    const module = item as ModuleSummary;
    return (
      module.type === 'module' && module.is_published !== false && module.progress?.status === false
    );
  });
}

export function ContinueLearning() {
  const intl = useIntl();
  const result = useSearchCatalogueQuery({ type: 'module', page_size: IN_PROGRESS_SCAN_SIZE });
  const modules = inProgress(result.currentData?.results ?? []).slice(0, HOME_CARDS);
  return (
    <HomeSection
      title={messages.continueTitle}
      link={{ to: paths.education('modules'), label: messages.continueLink }}
      state={sectionState(result, modules.length)}
      empty={messages.continueEmpty}
      onRetry={result.refetch}
    >
      <ModuleCardList modules={modules} label={intl.formatMessage(messages.continueTitle)} />
    </HomeSection>
  );
}
