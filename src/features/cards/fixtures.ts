/** Sample cards data shared by the card tests and the UI kit page (demo files served by the API). */
import type { Tag } from '@/shared/contract/common';
import type { Article } from '@/shared/contract/content';
import type { Course, CourseProgress, ModuleSummary } from '@/shared/contract/learning';

export const sampleTags: Tag[] = [
  { id: 1, name: 'Beginner', label: 'beginner', theme: 'base' },
  { id: 5, name: 'Popular', label: 'popular', theme: 'red' },
  { id: 6, name: 'Certificate', label: 'certificate', theme: 'brand' },
  { id: 9, name: 'Primary school', label: 'primary-school', theme: 'specialization' },
  { id: 14, name: 'Short read', label: 'short-read', theme: 'grey' },
  { id: 17, name: 'Northwind Academy', label: 'northwind-academy', theme: 'outline' },
  { id: 8, name: "Editor's choice", label: 'editors-choice', theme: 'special' },
];

export const sampleSponsor = {
  id: 1,
  name: 'Northwind Academy',
  label: 'northwind-academy',
  logo: '/api/media/files/sponsors/sponsor-1.svg',
  description: 'Trains school leaders and subject teachers.',
  website: 'https://northwind-academy.example.org',
};

export function sampleModule(overrides: Partial<ModuleSummary> = {}): ModuleSummary {
  return {
    type: 'module',
    id: 11,
    name: 'Designing a five-minute warm-up that actually warms up',
    tags: sampleTags.slice(0, 4),
    themes: [],
    image: '/api/media/files/covers/module-01.webp',
    progress: null,
    color_scheme: 'L',
    has_viewable_materials: true,
    has_downloadable_materials: true,
    payment_config: null,
    has_access: true,
    is_published: true,
    ...overrides,
  };
}

export function sampleCourse(overrides: Partial<Course> = {}): Course {
  return {
    type: 'course',
    id: 3,
    name: 'Feedback that moves learning forward',
    description:
      'Short, practical sessions on giving feedback students act on: comment banks, live marking, peer review routines and the research behind them.',
    image: '/api/media/files/covers/course-03.webp',
    tags: sampleTags,
    themes: [],
    lectors: [],
    color_scheme: 'L',
    is_favorite: false,
    sponsor: sampleSponsor,
    payment_config: null,
    has_access: true,
    modules_count: 5,
    tests_count: 5,
    learner_progress: null,
    ...overrides,
  };
}

export function sampleArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 7,
    name: 'Cognitive load in slide design: what the evidence says',
    image: '/api/media/files/articles/article-02.webp',
    tags: [sampleTags[4], sampleTags[3]],
    topic: 'Research',
    viewed: false,
    published_at: '2025-03-14T09:00:00+00:00',
    ...overrides,
  };
}

/** A learner's path through a course: 2 of 5 sessions finished, the next one named. */
const sampleProgress = (over: Partial<CourseProgress> = {}): CourseProgress => ({
  started: true,
  modules_total: 5,
  modules_completed: 2,
  tests_total: 5,
  tests_passed: 2,
  next_module: { id: 13, name: 'Peer review routines' },
  ...over,
});

/** A course the learner has started (Home's Continue learning, the account's My learning). */
export const startedCourse = (
  id: number,
  name: string,
  over: Partial<CourseProgress> = {},
): Course => sampleCourse({ id, name, learner_progress: sampleProgress(over) });
