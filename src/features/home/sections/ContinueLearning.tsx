import { useIntl } from 'react-intl';
import type { ModuleSummary } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { ModuleCardList } from '@/features/learning/common/ModuleCardList';
import { useSearchCatalogueQuery } from '@/features/learning/learningApi';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';

export const HOME_CARDS = 3;

/**
 * Sessions the user opened but has not completed (progress.status false, docs/api.md "Progress"):
 * the API's `progress=viewed` filter answers exactly the three shown, in catalogue order.
 */
export function ContinueLearning() {
  const intl = useIntl();
  const result = useSearchCatalogueQuery({
    type: 'module',
    progress: 'viewed',
    page_size: HOME_CARDS,
  });
  const modules = (result.currentData?.results ?? []).filter(
    (item): item is ModuleSummary => item.type === 'module',
  );
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
