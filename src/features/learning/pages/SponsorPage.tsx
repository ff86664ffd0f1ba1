import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useGetSponsorQuery } from '@/features/references/referencesApi';
import { errorStatus } from '@/shared/api/errorStatus';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { referenceNotices } from '@/features/snackbar/messages';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { CatalogueResults } from '../catalogue/CatalogueResults';
import { LoadError } from '../common/LoadError';
import { SponsorHeader } from '../sponsor/SponsorHeader';
import { sponsorMessages } from '../sponsor/messages';
import { messages } from './messages';
import grid from '../common/Section.module.css';

/** /education/sponsor/{id}: who the sponsor is and the courses it sponsors (catalogue, sponsors={id}). */
export function SponsorPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  // The answer for this id only, never the sponsor shown before (see ModulePage).
  const { currentData: sponsor, error, isFetching, refetch } = useGetSponsorQuery(id);
  const args = useMemo<CatalogueQuery>(() => ({ sponsors: String(id), type: 'course' }), [id]);
  const title = sponsor?.name ?? intl.formatMessage(messages.sponsorTitle);

  return (
    <Page
      title={title}
      notFound={!sponsor && errorStatus(error) === 404}
      breadcrumbs={[
        { label: intl.formatMessage(sectionMessages.learning), to: paths.education() },
        { label: title },
      ]}
    >
      {sponsor && (
        <>
          <SponsorHeader sponsor={sponsor} />
          <section className={grid.section} aria-labelledby="sponsor-courses">
            <h2 id="sponsor-courses" className={grid.heading}>
              {intl.formatMessage(sponsorMessages.courses)}
            </h2>
            <CatalogueResults
              args={args}
              sponsorLabel={sponsor.label}
              empty={
                <EmptyState
                  compact
                  headingLevel={3}
                  icon="building-complex"
                  title={intl.formatMessage(sponsorMessages.empty)}
                />
              }
            />
          </section>
        </>
      )}
      {!sponsor && isFetching && !error && (
        <SkeletonRegion>
          <Skeleton variant="block" size={176} />
        </SkeletonRegion>
      )}
      {!sponsor && error && (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          notFoundText={intl.formatMessage(sponsorMessages.notFound)}
          failedText={intl.formatMessage(referenceNotices.sponsors)}
        />
      )}
    </Page>
  );
}
