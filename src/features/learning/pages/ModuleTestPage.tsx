import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
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
import { PassedNotice, RetakeNote } from '../test/PassedNotice';
import { usePassedOnArrival } from '../test/usePassedOnArrival';
import { messages } from './messages';

/**
 * /education/module/tests/{id}: {id} is the TEST id (ModuleDetail.test.id), as GET /tests/{id}/
 * takes it. The module page links here with ?module={module id} so that the test can lead back;
 * without it the way back is the learning catalogue. Protected route (router guards).
 * A test passed before opens on that pass (../test/usePassedOnArrival.ts), with a retake to
 * choose; the module page's "Take it again" adds ?retake=1, which goes straight to the questions
 * and is dropped from the address at once, so that a reload after finishing shows the pass.
 */
export function ModuleTestPage() {
  const intl = useIntl();
  const testId = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const moduleParam = search.get('module') ?? undefined;
  const moduleId = isValidId(moduleParam) ? Number(moduleParam) : null;
  const { data: test, error, isLoading, isFetching, refetch } = useGetTestQuery(testId);
  const owner = useAppSelector(selectSessionSubject) ?? 'unknown';

  // The way back by name: the course and the session (cached when the learner came from it),
  // and whether its test is passed already.
  const { currentData: module, isError: moduleFailed } = useGetModuleQuery(moduleId ?? 0, {
    skip: moduleId === null,
  });
  const arrival = usePassedOnArrival({
    owner,
    testId,
    module,
    settled: moduleId === null || module !== undefined || moduleFailed,
  });
  /** A retake of a passed test: asked for here ('chosen') or by the link that led here. */
  const [retake, setRetake] = useState<'linked' | 'chosen' | null>(() =>
    search.has('retake') ? 'linked' : null,
  );
  useEffect(() => {
    if (!search.has('retake')) return;
    const rest = new URLSearchParams(search);
    rest.delete('retake');
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

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
  /** The pass is shown instead of the questions: "answer the questions" no longer applies. */
  let showLead = true;
  const skeletons = (
    <SkeletonRegion>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="block" size={220} />
      ))}
    </SkeletonRegion>
  );
  if (test && test.questions.length === 0) {
    body = <EmptyState title={intl.formatMessage(testMessages.empty)} />;
  } else if (test && arrival === null) {
    body = skeletons; // the session is still loading: is this test passed already?
  } else if (test && arrival === 'passed' && retake === null && module) {
    showLead = false;
    body = <PassedNotice module={module} onRetake={() => setRetake('chosen')} />;
  } else if (test) {
    body = (
      <>
        {arrival !== 'open' && <RetakeNote />}
        {/* Progress is kept per learner and test: another learner's session starts afresh. */}
        <TestRunner
          key={`${owner}.${test.id}`}
          owner={owner}
          test={test}
          moduleId={moduleId}
          focusStart={retake === 'chosen'}
        />
      </>
    );
  } else if (isLoading) {
    body = skeletons;
  } else if (error && loadFailure(error) === 'forbidden') {
    body = (
      <EmptyState
        icon="lock"
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
      lead={showLead ? intl.formatMessage(messages.testLead) : undefined}
    >
      {body}
    </Page>
  );
}
