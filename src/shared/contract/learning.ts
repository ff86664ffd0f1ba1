/** The API contract, part 2: catalogue, courses, modules, materials, tests. */
import { Type, type Static } from '@sinclair/typebox';
import {
  ColorScheme,
  Id,
  IdList,
  Lector,
  NamedItem,
  Nullable,
  PageQuery,
  PaymentConfig,
  Sponsor,
  Tag,
} from './common';

export const Progress = Nullable(Type.Object({ status: Type.Boolean() }));
export type Progress = Static<typeof Progress>;

export const ModuleSummary = Type.Object({
  type: Type.Literal('module'),
  id: Id,
  name: Type.String(),
  tags: Type.Array(Tag),
  themes: Type.Array(NamedItem),
  image: Nullable(Type.String()),
  progress: Progress,
  color_scheme: ColorScheme,
  has_viewable_materials: Type.Boolean(),
  has_downloadable_materials: Type.Boolean(),
  payment_config: PaymentConfig,
  has_access: Type.Boolean(),
  is_published: Type.Boolean(),
});
export type ModuleSummary = Static<typeof ModuleSummary>;

/**
 * The signed-in learner's path through a course (docs/api.md "Rules" -> Course path); null for a
 * visitor. Counts are over the course's published sessions. A session is finished when it is
 * Completed and its test (if any) is passed; `next_module` is the first unfinished one in course
 * order (null once all are finished). `started`: any session opened or any test passed.
 */
export const CourseProgress = Type.Object({
  started: Type.Boolean(),
  modules_total: Type.Integer({ minimum: 0 }),
  modules_completed: Type.Integer({ minimum: 0 }),
  tests_total: Type.Integer({ minimum: 0 }),
  tests_passed: Type.Integer({ minimum: 0 }),
  next_module: Nullable(NamedItem),
});
export type CourseProgress = Static<typeof CourseProgress>;

export const Course = Type.Object({
  type: Type.Literal('course'),
  id: Id,
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  tags: Type.Array(Tag),
  themes: Type.Array(NamedItem),
  lectors: Type.Array(Lector),
  color_scheme: ColorScheme,
  is_favorite: Type.Boolean(),
  sponsor: Nullable(Sponsor),
  payment_config: PaymentConfig,
  has_access: Type.Boolean(),
  modules_count: Type.Integer({ minimum: 0 }),
  /** Published sessions with a test: passing them all earns the course certificate. */
  tests_count: Type.Integer({ minimum: 0 }),
  learner_progress: Nullable(CourseProgress),
  modules: Type.Optional(Type.Array(ModuleSummary)),
});
export type Course = Static<typeof Course>;

export const MaterialKind = Type.Union([
  Type.Literal('pdf'),
  Type.Literal('presentation'),
  Type.Literal('file'),
  Type.Literal('link'),
]);
export const Material = Type.Object({
  id: Id,
  name: Type.String(),
  kind: MaterialKind,
  url: Nullable(Type.String()),
  size: Type.Integer({ minimum: 0 }),
});
export type Material = Static<typeof Material>;

/**
 * A WebVTT caption track of a video (WCAG 1.2.2). `lang` is a BCP 47 language tag ("en", "ru"),
 * `label` the track's name in its own language ("English", "Русский"). Like the video's, its URL
 * is null for a user without access and a signed link for a paid module (docs/api.md "Media files").
 */
export const CaptionTrack = Type.Object({
  lang: Type.String({
    minLength: 2,
    maxLength: 35,
    pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
  }),
  label: Type.String({ minLength: 1 }),
  url: Nullable(Type.String()),
});
export type CaptionTrack = Static<typeof CaptionTrack>;

export const Video = Type.Object({
  id: Id,
  url: Nullable(Type.String()),
  poster: Nullable(Type.String()),
  duration: Type.Number(),
  /** Caption tracks, at most one per language, in the order the lesson lists them. */
  captions: Type.Array(CaptionTrack),
  /**
   * The lesson's transcript as plain text (paragraphs separated by blank lines), in the
   * lesson's own language; null when there is none, or for a user without access.
   */
  transcript: Nullable(Type.String()),
});
export type Video = Static<typeof Video>;

/** Where a session sits in its course: its number among the published sessions and its neighbours. */
export const CoursePath = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 1 }),
  previous: Nullable(NamedItem),
  next: Nullable(NamedItem),
});
export type CoursePath = Static<typeof CoursePath>;

export const ModuleDetail = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  tags: Type.Array(Tag),
  themes: Type.Array(NamedItem),
  course: Nullable(NamedItem),
  course_path: Nullable(CoursePath),
  lectors: Type.Array(Lector),
  video: Nullable(Video),
  test: Nullable(Type.Object({ id: Id, done: Type.Boolean() })),
  viewable_materials: Type.Array(Material),
  downloadable_materials: Type.Array(Material),
  progress: Progress,
  is_favorite: Type.Boolean(),
  has_access: Type.Boolean(),
  payment_config: PaymentConfig,
  color_scheme: ColorScheme,
});
export type ModuleDetail = Static<typeof ModuleDetail>;

/** POST /courses/modules/{id}/start/ and /point/ body. */
export const ProgressPoint = Type.Object({
  label: Type.Union([Type.Literal('video'), Type.Literal('material')]),
  object_id: Id,
});
export type ProgressPoint = Static<typeof ProgressPoint>;
export const ProgressReply = Type.Object({ progress: Progress });
export type ProgressReply = Static<typeof ProgressReply>;

export const Question = Type.Object({
  id: Id,
  text: Type.String(),
  kind: Type.Union([Type.Literal('single'), Type.Literal('multiple')]),
  options: Type.Array(Type.Object({ id: Id, text: Type.String() })),
});
export type Question = Static<typeof Question>;
export const Test = Type.Object({ id: Id, name: Type.String(), questions: Type.Array(Question) });
export type Test = Static<typeof Test>;

/** Bounds of a test's answers: questions per test and options per question. */
export const MAX_TEST_QUESTIONS = 200;
export const MAX_QUESTION_OPTIONS = 50;

/**
 * POST /tests/{id}/check-answer/ (docs/api.md "Rules" -> Tests): commits `answers` as the final
 * answer to `question_id` for the caller's open attempt (the first check after an `end/` opens a
 * new one). `answers` must name at least one option (else 400 `answer_required`, nothing
 * revealed); the same set again replays the recorded verdict, another set is 409 `answer_final`.
 */
export const CheckAnswerBody = Type.Object({
  question_id: Id,
  answers: Type.Array(Id, { maxItems: MAX_QUESTION_OPTIONS }),
});
export type CheckAnswerBody = Static<typeof CheckAnswerBody>;
/** The verdict on a committed answer; `correct_answers` only ever for a committed answer. */
export const AnswerResult = Type.Object({
  question_id: Id,
  correct: Type.Boolean(),
  correct_answers: Type.Array(Id),
});
export type AnswerResult = Static<typeof AnswerResult>;
/**
 * The answer a question has in an attempt, with its verdict: the 409 `answer_final` body's
 * `answer`, and each of `end`'s answers (`answers: []` for an unanswered question) (docs/api.md
 * "Rules" -> Tests), so that a client whose check reply was lost, or whose answer was checked on
 * another device, shows the answer that counts, not the one it chose since.
 */
export const CommittedAnswer = Type.Composite([
  AnswerResult,
  Type.Object({ answers: Type.Array(Id) }),
]);
export type CommittedAnswer = Static<typeof CommittedAnswer>;
/**
 * POST /tests/{id}/end/: scores the attempt's committed answers. A body answer counts only for a
 * question not yet committed (it is committed then); committed ones are never overridden. Closes
 * the attempt.
 */
export const EndTestBody = Type.Object({
  answers: Type.Array(CheckAnswerBody, { maxItems: MAX_TEST_QUESTIONS }),
});
export type EndTestBody = Static<typeof EndTestBody>;
/**
 * `answers` has one verdict per question, in question order, with the options it scored (the
 * committed ones, which may differ from those the body sent); an unanswered question is
 * `correct: false` with `answers: []` and `correct_answers: []` (finishing reveals nothing that
 * was not answered).
 */
export const EndTestResult = Type.Object({
  score: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  passed: Type.Boolean(),
  answers: Type.Array(CommittedAnswer),
});
export type EndTestResult = Static<typeof EndTestResult>;

/** GET /media/search/ query (the learning catalogue). */
export const CatalogueQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(IdList),
  themes: Type.Optional(IdList),
  sponsors: Type.Optional(IdList),
  type: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('course'), Type.Literal('module')]),
  ),
  /**
   * The signed-in user's items by progress. Modules: `viewed` = started, not completed (progress
   * `{status: false}`), `completed` = `{status: true}`. Courses: `viewed` = started
   * (`learner_progress.started`) with a session left (`next_module` not null), `completed` =
   * every session finished. A visitor has no progress, so the list is empty (200, not 401).
   * Order as without it (server/content/DECISIONS.md "Progress filter").
   */
  progress: Type.Optional(Type.Union([Type.Literal('viewed'), Type.Literal('completed')])),
  ...PageQuery,
});
export type CatalogueQuery = Static<typeof CatalogueQuery>;
export type CatalogueItem = Course | ModuleSummary;
