/** Builds contract shapes from the content cache plus one user's state (docs/api.md "Shapes"). */
import type { Article, ArticleDetail } from '../../src/shared/contract/content';
import type {
  Course,
  CoursePath,
  CourseProgress,
  Material,
  ModuleDetail,
  ModuleSummary,
  Progress,
} from '../../src/shared/contract/learning';
import type { PaymentConfig } from '../../src/shared/contract/common';
import type { FileLinks } from '../auth/fileLinks';
import type { Learner } from './learner';
import type { ArticleStatic, ContentCache, CourseStatic, ModuleStatic } from './types';

export const hasAccess = (payment: PaymentConfig, courseId: number, learner: Learner): boolean =>
  payment === null || learner.access.has(courseId);

export function progressOf(moduleId: number, learner: Learner): Progress {
  const done = learner.progress.get(moduleId);
  return done === undefined ? null : { status: done };
}

export function moduleSummary(m: ModuleStatic, learner: Learner): ModuleSummary {
  return {
    type: 'module',
    id: m.id,
    name: m.name,
    tags: m.tags,
    themes: m.themes,
    image: m.image,
    progress: progressOf(m.id, learner),
    color_scheme: m.colorScheme,
    has_viewable_materials: m.viewable.length > 0,
    has_downloadable_materials: m.downloadable.length > 0,
    payment_config: m.payment,
    has_access: hasAccess(m.payment, m.courseId, learner),
    is_published: m.isPublished,
  };
}

/** A session is finished once Completed with its test (if any) passed (docs/api.md "Course path"). */
const isFinished = (m: ModuleStatic, learner: Learner): boolean =>
  learner.progress.get(m.id) === true && (m.testId === null || learner.passedTests.has(m.testId));

/** The learner's path through a course; null for a visitor. */
export function courseProgress(
  c: CourseStatic,
  learner: Learner,
  content: ContentCache,
): CourseProgress | null {
  if (learner.userId === null) return null;
  const modules = c.moduleIds.map((id) => content.modules.get(id)!);
  const tests = modules.filter((m) => m.testId !== null);
  const next = modules.find((m) => !isFinished(m, learner)) ?? null;
  const passed = tests.filter((m) => learner.passedTests.has(m.testId!)).length;
  return {
    started: passed > 0 || modules.some((m) => learner.progress.has(m.id)),
    modules_total: modules.length,
    modules_completed: modules.filter((m) => learner.progress.get(m.id) === true).length,
    tests_total: tests.length,
    tests_passed: passed,
    next_module: next && { id: next.id, name: next.name },
  };
}

/** A published session's number and neighbours in its course; null for an unpublished one. */
function coursePath(
  m: ModuleStatic,
  course: CourseStatic,
  content: ContentCache,
): CoursePath | null {
  const at = course.moduleIds.indexOf(m.id);
  if (at < 0) return null;
  const named = (id: number | undefined) => {
    const x = id === undefined ? undefined : content.modules.get(id);
    return x ? { id: x.id, name: x.name } : null;
  };
  return {
    number: at + 1,
    total: course.moduleIds.length,
    previous: named(course.moduleIds[at - 1]),
    next: named(course.moduleIds[at + 1]),
  };
}

export function courseView(
  c: CourseStatic,
  learner: Learner,
  content: ContentCache,
  withModules: boolean,
): Course {
  const course: Course = {
    type: 'course',
    id: c.id,
    name: c.name,
    description: c.description,
    image: c.image,
    tags: c.tags,
    themes: c.themes,
    lectors: c.lectors,
    color_scheme: c.colorScheme,
    is_favorite: learner.favorites('course').has(c.id),
    sponsor: c.sponsor,
    payment_config: c.payment,
    has_access: hasAccess(c.payment, c.id, learner),
    modules_count: c.moduleIds.length,
    tests_count: c.moduleIds.filter((id) => content.modules.get(id)!.testId !== null).length,
    learner_progress: courseProgress(c, learner, content),
  };
  if (withModules)
    course.modules = c.moduleIds.map((id) => moduleSummary(content.modules.get(id)!, learner));
  return course;
}

/**
 * `links` signs the URLs of paid lesson files for this learner (auth/fileLinks.ts): only the
 * signed link serves such a file. Free modules' files stay public and pass through unchanged.
 */
export function moduleDetail(
  m: ModuleStatic,
  learner: Learner,
  content: ContentCache,
  links: FileLinks,
): ModuleDetail {
  const open = hasAccess(m.payment, m.courseId, learner);
  const course = content.courses.get(m.courseId)!;
  const sign = (url: string | null) => links.sign(url, learner.userId, content);
  const lock = (materials: Material[]): Material[] =>
    materials.map((x) => ({ ...x, url: open ? sign(x.url) : null }));
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    image: m.image,
    tags: m.tags,
    themes: m.themes,
    course: { id: course.id, name: course.name },
    course_path: coursePath(m, course, content),
    lectors: m.lectors,
    // Content URLs are withheld from users without access (docs/api.md ModuleDetail).
    video: m.video && {
      ...m.video,
      url: open ? sign(m.video.url) : null,
      captions: m.video.captions.map((x) => ({ ...x, url: open ? sign(x.url) : null })),
      transcript: open ? m.video.transcript : null,
    },
    test: m.testId === null ? null : { id: m.testId, done: learner.passedTests.has(m.testId) },
    viewable_materials: lock(m.viewable),
    downloadable_materials: lock(m.downloadable),
    progress: progressOf(m.id, learner),
    is_favorite: learner.favorites('module').has(m.id),
    has_access: open,
    payment_config: m.payment,
    color_scheme: m.colorScheme,
  };
}

export function articleItem(a: ArticleStatic, learner: Learner): Article {
  return {
    id: a.id,
    name: a.name,
    image: a.image,
    tags: a.tags,
    topic: a.topic,
    viewed: learner.viewedArticles.has(a.id),
    published_at: a.publishedAt,
  };
}

export function articleDetail(a: ArticleStatic, learner: Learner): ArticleDetail {
  return {
    ...articleItem(a, learner),
    body: a.body,
    sponsor: a.sponsor,
    is_favorite: learner.favorites('article').has(a.id),
  };
}
