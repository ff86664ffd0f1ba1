/**
 * Learning calls (SPEC §7): courses, modules with their progress, tests; the catalogue search is
 * in ./catalogueApi.ts. Tags: a course provides its own tag and its modules' tags, so a module
 * whose progress changes refreshes the course and catalogue lists that show it. Progress also moves a course's
 * path (learner_progress, docs/api.md "Course path"), which course-only lists (Home's Continue
 * learning) cannot see through module tags: start, point and end also invalidate the catalogue
 * lists, and start and end the courses.
 */
import type {
  AnswerResult,
  CheckAnswerBody,
  Course,
  EndTestBody,
  EndTestResult,
  ModuleDetail,
  ModuleSummary,
  ProgressPoint,
  ProgressReply,
  Test,
} from '@/shared/contract/learning';
import { api } from '@/shared/api/baseApi';
import { learningNotices } from '@/features/snackbar/messages';
import { errorStatus } from '@/shared/api/errorStatus';
import { notifyOnError } from '@/features/snackbar/notifyOnError';
import { committedAnswerOf } from './test/committedAnswer';

const moduleTags = (modules: readonly ModuleSummary[] = []) =>
  modules.map((m) => ({ type: 'Module' as const, id: m.id }));

export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourse: build.query<Course, number>({
      query: (id) => `/courses/${id}/`,
      providesTags: (result, _error, id) => [
        { type: 'Course', id },
        ...moduleTags(result?.modules),
      ],
    }),
    getModule: build.query<ModuleDetail, number>({
      query: (id) => `/courses/modules/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Module', id }],
      onQueryStarted: notifyOnError(learningNotices.moduleError),
    }),
    /** SPEC §4: opening a module posts the start (label video); the page then shows "Viewed". */
    startModule: build.mutation<ProgressReply, { id: number; object_id: number }>({
      query: ({ id, object_id }) => ({
        url: `/courses/modules/${id}/start/`,
        method: 'POST',
        body: { label: 'video', object_id },
      }),
      // The open module is patched, not refetched (below); a course just started joins
      // "Continue learning" and its page says Continue.
      invalidatesTags: (result) => (result ? ['Course', { type: 'Catalogue', id: 'LIST' }] : []),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // Patch the open module instead of refetching it: SPEC reloads only after a point.
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            learningApi.util.updateQueryData(
              'getModule',
              id,
              (draft) => void (draft.progress = data.progress),
            ),
          );
      },
    }),
    /** SPEC §4: "A point answered 200 reloads the module" (label defaults to material, SPEC §7). */
    pointModule: build.mutation<
      ProgressReply,
      { id: number; object_id: number; label?: ProgressPoint['label'] }
    >({
      query: ({ id, object_id, label = 'material' }) => ({
        url: `/courses/modules/${id}/point/`,
        method: 'POST',
        body: { label, object_id },
      }),
      invalidatesTags: (result, _error, { id }) =>
        result
          ? [
              { type: 'Module', id },
              { type: 'Catalogue', id: 'LIST' },
            ]
          : [],
    }),
    getModuleRecommendations: build.query<ModuleSummary[], number>({
      query: (id) => `/courses/modules/${id}/recommendations/`,
      providesTags: (result) => moduleTags(result),
    }),
    getTest: build.query<Test, number>({
      query: (id) => `/tests/${id}/`,
      // SPEC §3: questions sorted by id ascending, whatever order the server used.
      transformResponse: (test: Test) => ({
        ...test,
        questions: [...test.questions].sort((a, b) => a.id - b.id),
      }),
      providesTags: (_result, _error, id) => [{ type: 'Test', id }],
      // A paid test (403) is no failure: the page explains the purchase it needs.
      onQueryStarted: notifyOnError(
        learningNotices.testError,
        (error) => errorStatus(error) === 403,
      ),
    }),
    checkAnswer: build.mutation<AnswerResult, { testId: number } & CheckAnswerBody>({
      query: ({ testId, ...body }) => ({
        url: `/tests/${testId}/check-answer/`,
        method: 'POST',
        body,
      }),
      // A 409 with the answer that stands is no failure: the test shows that answer.
      onQueryStarted: notifyOnError(
        learningNotices.testError,
        (error) => committedAnswerOf(error) !== null,
      ),
    }),
    /** Finishing may complete the module and issue a certificate. */
    endTest: build.mutation<EndTestResult, { testId: number } & EndTestBody>({
      query: ({ testId, ...body }) => ({ url: `/tests/${testId}/end/`, method: 'POST', body }),
      invalidatesTags: (result, _error, { testId }) =>
        result
          ? [
              'Module',
              'Course',
              { type: 'Catalogue', id: 'LIST' },
              'Certificates',
              'PublicProfile',
              { type: 'Test', id: testId },
            ]
          : [],
      onQueryStarted: notifyOnError(learningNotices.testError),
    }),
  }),
});

export const {
  useGetCourseQuery,
  useGetModuleQuery,
  useStartModuleMutation,
  usePointModuleMutation,
  useGetModuleRecommendationsQuery,
  useGetTestQuery,
  useCheckAnswerMutation,
  useEndTestMutation,
} = learningApi;
