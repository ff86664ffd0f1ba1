import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { Lock } from 'lucide-react';
import { isValidId, paths } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { learningNotices } from '@/features/snackbar/messages';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { LoadError } from '../common/LoadError';
import { errorStatus, loadFailure } from '@/shared/api/errorStatus';
import { useAppSelector } from '@/app/hooks';
import { selectSessionSubject } from '@/features/auth/authSlice';
import { useGetModuleQuery, useGetTestQuery } from '../learningApi';
import { testMessages } from '../test/messages';
import { TestRunner } from '../test/TestRunner';
import { messages } from './messages';

/**
 * /education/module/tests/{id}: {id} is the TEST id (ModuleDetail.test.id), as GET /tests/{id}/
 * takes it. The module page links here with ?module={module id} so that the test can lead back;
 * without it the way back is the learning catalogue. Protected route (router guards).
 */
export function ModuleTestPage() {
  const intl = useIntl();
  const testId = Number(useParams().id);
  const [search] = useSearchParams();
  const moduleParam = search.get('module') ?? undefined;
  const moduleId = isValidId(moduleParam) ? Number(moduleParam) : null;
  const { data: test, error, isLoading, isFetching, refetch } = useGetTestQuery(testId);
  const owner = useAppSelector(selectSessionSubject) ?? 'unknown';

  // The way back by name: the course and the session (cached when the learner came from it).
  const { currentData: module } = useGetModuleQuery(moduleId ?? 0, { skip: moduleId === null });

  const title = test?.name ?? intl.formatMessage(messages.testTitle);
  const crumbs = [
    { label: intl.formatMessage(sectionMessages.learning), to: paths.education() },
    ...(module?.course ? [{ label: module.course.name, to: paths.course(module.course.id) }] : []),
    ...(moduleId !== null
      ? [
          {
            label: module?.name ?? intl.formatMessage(messages.moduleTitle),
            to: paths.module(moduleId),
          },
        ]
      : []),
    { label: title },
  ];

  let body;
  if (test) {
    body =
      test.questions.length > 0 ? (
        // Progress is kept per learner and test: another learner's session starts afresh.
        <TestRunner key={`${owner}.${test.id}`} owner={owner} test={test} moduleId={moduleId} />
      ) : (
        <EmptyState title={intl.formatMessage(testMessages.empty)} />
      );
  } else if (isLoading) {
    body = (
      <SkeletonRegion>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="block" size={220} />
        ))}
      </SkeletonRegion>
    );
  } else if (error && loadFailure(error) === 'forbidden') {
    body = (
      <EmptyState
        icon={<Lock size={28} />}
        title={intl.formatMessage(testMessages.forbidden)}
        action={
          moduleId !== null && (
            <Button to={paths.module(moduleId)}>
              {intl.formatMessage(testMessages.backToModule)}
            </Button>
          )
        }
      />
    );
  } else if (error) {
    body = (
      <LoadError
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        notFoundText={intl.formatMessage(testMessages.notFound)}
        failedText={intl.formatMessage(learningNotices.testError)}
      />
    );
  }

  return (
    <Page
      title={title}
      notFound={!test && !isFetching && errorStatus(error) === 404}
      breadcrumbs={crumbs}
      lead={intl.formatMessage(messages.testLead)}
    >
      {body}
    </Page>
  );
}
