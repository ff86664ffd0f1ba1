import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { isOneOf, LEARNING_TYPES, paths, type LearningType } from '@/shared/routes/paths';
import { filtersToQuery } from '@/features/filters/filtersSlice';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { TabList } from '@/shared/ui/TabList/TabList';
import { CatalogueFilters } from '../catalogue/CatalogueFilters';
import { CatalogueResults } from '../catalogue/CatalogueResults';
import { catalogueMessages, learningTabMessages } from '../catalogue/messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import { useCatalogueFilters } from '../catalogue/useCatalogueFilters';
import { withoutShown } from '../catalogue/shownCards';
import { messages } from './messages';

/** Route type -> API type (the route says courses/modules, the API course/module). */
const apiType: Record<LearningType, CatalogueQuery['type']> = {
  all: 'all',
  courses: 'course',
  modules: 'module',
};

/** /education/{type}: the learning catalogue, filtered by text, tags and themes kept in the URL. */
export function LearningListPage() {
  const intl = useIntl();
  const { search } = useLocation();
  const param = useParams().type;
  const type: LearningType = isOneOf(LEARNING_TYPES, param) ? param : 'all';
  const catalogue = useCatalogueFilters();
  const { filters } = catalogue;
  const args = useMemo<CatalogueQuery>(
    () => ({ ...filtersToQuery(filters), type: apiType[type] }),
    [filters, type],
  );
  const filtered = Object.keys(filtersToQuery(filters)).length > 0;
  const title = intl.formatMessage(sectionMessages.learning);
  // Tabs keep the filters: switching kind narrows the same search, from its first cards.
  const tabs = LEARNING_TYPES.map((t) => ({
    name: intl.formatMessage(learningTabMessages[t]),
    url: `${paths.education(t)}${withoutShown(search)}`,
  }));

  const empty = filtered ? (
    <EmptyState
      icon="search-x"
      title={intl.formatMessage(catalogueMessages.emptyFiltered)}
      text={intl.formatMessage(catalogueMessages.emptyFilteredText)}
      action={
        <Button theme="outline" onClick={catalogue.reset}>
          {intl.formatMessage(catalogueMessages.reset)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon="graduation-cap"
      title={intl.formatMessage(catalogueMessages.empty)}
      text={intl.formatMessage(catalogueMessages.emptyText)}
    />
  );

  return (
    <Page
      title={title}
      documentTitle={listTabTitle(
        intl,
        sectionMessages.learning,
        type === 'all' ? null : learningTabMessages[type],
      )}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.listLead)}
    >
      <TabList label={intl.formatMessage(catalogueMessages.tabs)} tabs={tabs} />
      <CatalogueFilters {...catalogue} />
      <CatalogueResults args={args} empty={empty} headingLevel={2} />
    </Page>
  );
}
