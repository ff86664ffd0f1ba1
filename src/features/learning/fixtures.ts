/** Small builders of API answers for the learning screens' tests. */
import type { Paged, Sponsor, Tag } from '@/shared/contract/common';
import type { Course, ModuleDetail, ModuleSummary, Test } from '@/shared/contract/learning';
import { referencesReducer, type ReferencesState } from '@/features/references/referencesSlice';

export const tag = (id: number, name = `Tag ${id}`, theme: Tag['theme'] = 'base'): Tag => ({
  id,
  name,
  label: name.toLowerCase().replace(/\W+/g, '-'),
  theme,
});

export const sponsor = (over: Partial<Sponsor> = {}): Sponsor => ({
  id: 4,
  name: 'Aurora EdTech',
  label: 'aurora-edtech',
  logo: '/api/media/files/sponsors/sponsor-4.svg',
  description: 'Accessible learning platforms.',
  website: 'https://aurora.example.com',
  ...over,
});

export const moduleSummary = (over: Partial<ModuleSummary> = {}): ModuleSummary => ({
  type: 'module',
  id: 11,
  name: 'One idea per lesson',
  tags: [tag(1, 'Beginner')],
  themes: [{ id: 1, name: 'Pedagogy' }],
  image: null,
  progress: null,
  color_scheme: 'L',
  has_viewable_materials: true,
  has_downloadable_materials: false,
  payment_config: null,
  has_access: true,
  is_published: true,
  ...over,
});

export const course = (over: Partial<Course> = {}): Course => ({
  type: 'course',
  id: 1,
  name: 'Designing Micro-Lessons',
  description: 'Plan lessons of five to ten minutes.',
  image: null,
  tags: [tag(1, 'Beginner')],
  themes: [{ id: 1, name: 'Pedagogy' }],
  lectors: [
    {
      id: 2,
      first_name: 'Priya',
      last_name: 'Raman',
      middle_name: '',
      photo: null,
      position: 'Instructional designer',
    },
  ],
  color_scheme: 'L',
  is_favorite: false,
  sponsor: null,
  payment_config: null,
  has_access: true,
  modules_count: 2,
  tests_count: 2,
  learner_progress: null,
  ...over,
});

export const moduleDetail = (over: Partial<ModuleDetail> = {}): ModuleDetail => ({
  id: 11,
  name: 'One idea per lesson',
  description: 'Why the best micro-lessons teach exactly one thing.',
  image: null,
  tags: [tag(1, 'Beginner')],
  themes: [{ id: 1, name: 'Pedagogy' }],
  course: { id: 1, name: 'Designing Micro-Lessons' },
  course_path: { number: 1, total: 2, previous: null, next: { id: 12, name: 'Chunking video' } },
  lectors: [],
  video: {
    id: 5,
    url: '/api/media/files/videos/lesson-1.mp4',
    poster: '/api/media/files/videos/poster-1.webp',
    duration: 6,
    captions: [
      { lang: 'en', label: 'English', url: '/api/media/files/videos/lesson-1.en.vtt' },
      { lang: 'ru', label: 'Русский', url: '/api/media/files/videos/lesson-1.ru.vtt' },
    ],
    transcript:
      'This six-second clip has no narration, music or other sound.\n\nThe title "Lesson 1" stays on screen.',
  },
  test: { id: 21, done: false },
  viewable_materials: [
    {
      id: 7,
      name: 'Handout',
      kind: 'pdf',
      url: '/api/media/files/materials/handout-1.pdf',
      size: 9275,
    },
  ],
  downloadable_materials: [
    {
      id: 8,
      name: 'Slide deck',
      kind: 'file',
      url: '/api/media/files/materials/slides-1.pdf',
      size: 9545,
    },
  ],
  progress: null,
  is_favorite: false,
  has_access: true,
  payment_config: null,
  color_scheme: 'L',
  ...over,
});

/** Questions deliberately out of id order: the page must sort them. */
export const moduleTest = (over: Partial<Test> = {}): Test => ({
  id: 21,
  name: 'Check yourself: one idea per lesson',
  questions: [
    {
      id: 32,
      text: 'Which are signs of a focused lesson?',
      kind: 'multiple',
      options: [
        { id: 321, text: 'One objective' },
        { id: 322, text: 'Ten slides' },
        { id: 323, text: 'A retrieval task' },
      ],
    },
    {
      id: 31,
      text: 'How long is a micro-lesson?',
      kind: 'single',
      options: [
        { id: 311, text: 'Five to ten minutes' },
        { id: 312, text: 'An hour' },
      ],
    },
  ],
  ...over,
});

export const paged = <T>(results: T[], over: Partial<Paged<T>> = {}): Paged<T> => ({
  count: results.length,
  page: 1,
  next: null,
  previous: null,
  results,
  ...over,
});

/** The references slice with the tag and theme lists loaded (as after startup). */
export function referencesWithFilters(): ReferencesState {
  const state = referencesReducer(undefined, { type: 'test/init' });
  return {
    ...state,
    tags: [tag(2, 'Intermediate'), tag(5, 'Popular', 'red'), tag(20, 'Aurora EdTech', 'outline')],
    themes: [
      { id: 1, name: 'Pedagogy' },
      { id: 3, name: 'Digital tools' },
    ],
    sponsors: [sponsor()],
    status: { ...state.status, tags: 'loaded', themes: 'loaded', sponsors: 'loaded' },
  };
}
