import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { useParams } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { learningNotices } from '@/features/snackbar/messages';
import { Image } from '@/shared/ui/Image/Image';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { ItemFacts } from '../common/ItemFacts';
import { LoadError } from '../common/LoadError';
import { PaymentLock } from '../common/PaymentLock';
import { useSponsorLabel } from '../common/useSponsorLabel';
import { useGetModuleQuery } from '../learningApi';
import { errorStatus } from '@/shared/api/errorStatus';
import { moduleMessages } from '../module/messages';
import { ModuleView } from '../module/ModuleView';
import { Recommendations } from '../module/Recommendations';
import { SessionNav } from '../module/SessionNav';
import { messages } from './messages';
import styles from './LearningPages.module.css';

/** /education/module/{id}: a session. Public (SPEC §6); paid ones show what they are and the lock. */
export function ModulePage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  // The answer for this id only: after following a link to another session, never the last
  // one's (offline, that stayed on screen under the new address).
  const { currentData: module, error, isFetching, refetch } = useGetModuleQuery(id);
  const sponsorLabel = useSponsorLabel(module?.tags);

  const title = module?.name ?? intl.formatMessage(messages.moduleTitle);
  const crumbs = [
    { label: intl.formatMessage(sectionMessages.learning), to: paths.education() },
    ...(module?.course ? [{ label: module.course.name, to: paths.course(module.course.id) }] : []),
    { label: title },
  ];

  return (
    <Page
      title={title}
      notFound={!module && errorStatus(error) === 404}
      breadcrumbs={crumbs}
      lead={
        module ? (
          <span lang={contentLang(module.description, intl.locale)}>{module.description}</span>
        ) : isFetching ? undefined : (
          intl.formatMessage(messages.moduleLead)
        )
      }
      actions={module && <FavoriteToggle kind="module" id={module.id} variant="ghost" />}
    >
      {module && (
        <>
          <ItemFacts
            tags={module.tags}
            themes={module.themes}
            hasAccess={module.has_access}
            sponsorLabel={sponsorLabel}
            progress={module.progress}
          />
          {module.has_access ? (
            <ModuleView key={module.id} module={module} />
          ) : (
            <div className={styles.locked}>
              <Image src={module.image} alt="" ratio="16 / 9" className={styles.cover} priority />
              <PaymentLock kind="module" payment={module.payment_config} />
            </div>
          )}
          {module.course_path && <SessionNav path={module.course_path} />}
          <Recommendations moduleId={module.id} />
        </>
      )}
      {!module && isFetching && !error && (
        <SkeletonRegion>
          <Skeleton variant="block" size={360} />
          <Skeleton lines={3} />
        </SkeletonRegion>
      )}
      {!module && error && (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          notFoundText={intl.formatMessage(moduleMessages.notFound)}
          failedText={intl.formatMessage(learningNotices.moduleError)}
        />
      )}
    </Page>
  );
}
