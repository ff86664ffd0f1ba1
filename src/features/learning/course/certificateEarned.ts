import type { Course } from '@/shared/contract/learning';

/**
 * Every test of the course passed, so its certificate is issued (docs/api.md "Course path"):
 * the course path's checklist and the result of the pass that completed the course.
 */
export const certificateEarned = (course: Pick<Course, 'learner_progress' | 'tests_count'>) =>
  course.learner_progress !== null && course.learner_progress.tests_passed >= course.tests_count;
