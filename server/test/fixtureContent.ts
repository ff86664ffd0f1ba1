/**
 * A small DemoContent for the server's own tests (the real demo data is larger and may change).
 * Shaped to exercise every rule: a paid course, an unpublished module, Cyrillic text,
 * upcoming/ongoing/past events, active and expired stories, published and hidden people.
 */
import type { DemoContent, DemoModule, DemoQuestion } from '../demo/types';

const q = (text: string, correct: number[], kind: 'single' | 'multiple' = 'single'): DemoQuestion => ({
  text,
  kind,
  options: ['A', 'B', 'C'].map((t, i) => ({ text: `${text} ${t}`, correct: correct.includes(i) })),
});

const questions = [q('One', [0]), q('Two', [1]), q('Three', [0, 2], 'multiple'), q('Four', [2]), q('Five', [1])];

const mod = (id: number, course: number, position: number, name: string, extra: Partial<DemoModule> = {}): DemoModule => ({
  id,
  course,
  position,
  name,
  description: `About ${name}`,
  image: `covers/module-${id}.webp`,
  tags: [1],
  themes: [1],
  lectors: [1],
  is_published: true,
  payment_config: null,
  video: { file: `video/module-${id}.mp4`, poster: `covers/module-${id}.webp`, duration: 120 },
  viewable: [{ name: 'Slides', kind: 'presentation', file: `materials/slides-${id}.pdf` }],
  downloadable: [{ name: 'Handout', kind: 'pdf', file: `materials/handout-${id}.pdf` }],
  test: { name: `Test of ${name}`, questions },
  ...extra,
});

export const fixtureContent: DemoContent = {
  cities: [{ id: 1, name: 'London' }, { id: 2, name: 'Москва' }, { id: 3, name: 'Berlin' }],
  workPlaces: [{ id: 1, name: 'City School' }, { id: 2, name: 'Open University' }],
  specializations: [{ id: 1, name: 'Mathematics' }, { id: 2, name: 'History' }],
  universities: [{ id: 1, name: 'UCL' }, { id: 2, name: 'МГУ' }],
  sponsors: [
    { id: 1, name: 'EduFund', label: 'edufund', logo: 'logos/edufund.svg', description: 'Grants', website: 'https://edufund.example' },
    { id: 2, name: 'Учитель', label: 'uchitel', logo: 'logos/uchitel.svg', description: 'Фонд', website: 'https://uchitel.example' },
  ],
  tags: [
    { id: 1, name: 'pedagogy', label: 'Pedagogy', theme: 'base' },
    { id: 2, name: 'online', label: 'Online', theme: 'brand' },
    { id: 3, name: 'math', label: 'Math', theme: 'specialization' },
    { id: 4, name: 'news', label: 'News', theme: 'grey' },
  ],
  themes: [{ id: 1, name: 'Teaching' }, { id: 2, name: 'Technology' }, { id: 3, name: 'Wellbeing' }],
  lectors: [
    { id: 1, first_name: 'Maria', last_name: 'Lopez', middle_name: '', photo: 'avatars/avatar-01.jpg', position: 'Professor' },
    { id: 2, first_name: 'Иван', last_name: 'Петров', middle_name: 'Сергеевич', photo: null, position: 'Методист' },
  ],
  courses: [
    { id: 1, name: 'Modern Teaching', description: 'Active learning in class', image: 'covers/course-1.webp', tags: [1, 2], themes: [1], lectors: [1], color_scheme: 'L', sponsor: 1, payment_config: null, published_days_ago: 10 },
    { id: 2, name: 'Преподавание онлайн', description: 'Курс о дистанционном ОБУЧЕНИИ', image: 'covers/course-2.webp', tags: [2], themes: [2], lectors: [2], color_scheme: 'D', sponsor: 2, payment_config: { price: 49, currency: 'USD' }, published_days_ago: 2 },
    { id: 3, name: 'Math Basics', description: 'Numbers and shapes', image: 'covers/course-3.webp', tags: [3], themes: [3], lectors: [1, 2], color_scheme: 'L', sponsor: null, payment_config: null, published_days_ago: 5 },
  ],
  modules: [
    mod(1, 1, 1, 'Flipped classroom'),
    mod(2, 1, 2, 'Group work', { tags: [1, 2], themes: [1, 2] }),
    mod(3, 2, 1, 'Видеоуроки', { tags: [2], themes: [2], lectors: [2] }),
    mod(4, 3, 1, 'Counting games', { tags: [3], themes: [3], downloadable: [] }),
    mod(5, 3, 2, 'Hidden draft', { tags: [3], themes: [3], is_published: false }),
  ],
  articles: [
    { id: 1, name: 'School news', image: 'articles/article-01.webp', tags: [4], topic: 'News', body: '<p>Hello <b>school</b></p>', sponsor: null, published_days_ago: 3 },
    { id: 2, name: 'Новости образования', image: 'articles/article-02.webp', tags: [4, 1], topic: 'Новости', body: '<p>Привет, ШКОЛА</p>', sponsor: 2, published_days_ago: 1 },
    { id: 3, name: 'Math olympiad', image: 'articles/article-03.webp', tags: [3], topic: 'Events', body: '<p>Results</p>', sponsor: 1, published_days_ago: 7 },
    { id: 4, name: 'Teacher wellbeing', image: 'articles/article-04.webp', tags: [1], topic: 'Advice', body: '<p>Rest well</p>', sponsor: null, published_days_ago: 5 },
  ],
  events: [
    { id: 1, name: 'EdTech Meetup', description: 'Tools for class', image: 'events/event-01.webp', starts_in_days: 5, start_hour_utc: 10, duration_hours: 3, format: 'offline', location: '1 Main St', city: 1, tags: [2], sponsor: 1, registration_url: 'https://example.org/r/1' },
    { id: 2, name: 'Вебинар по математике', description: 'Онлайн встреча', image: 'events/event-02.webp', starts_in_days: -10, start_hour_utc: 9, duration_hours: 2, format: 'online', location: null, city: null, tags: [3], sponsor: null, registration_url: null },
    { id: 3, name: 'Teaching Week', description: 'A week long', image: 'events/event-03.webp', starts_in_days: -1, start_hour_utc: 0, duration_hours: 24 * 7, format: 'online', location: null, city: null, tags: [1], sponsor: 2, registration_url: null },
  ],
  stories: [
    { id: 1, name: 'Welcome', thumbnail: 'stories/story-1.webp', files: [{ kind: 'image', file: 'stories/story-1.webp' }], start_days: -1, end_days: 5 },
    { id: 2, name: 'New course', thumbnail: 'stories/story-2.webp', files: [{ kind: 'video', file: 'stories/story-2.mp4' }, { kind: 'image', file: 'stories/story-2b.webp' }], start_days: -2, end_days: 2 },
    { id: 3, name: 'Old news', thumbnail: 'stories/story-3.webp', files: [], start_days: -10, end_days: -5 },
  ],
  people: [
    { id: 1, email: 'anna@demo.edu', first_name: 'Anna', last_name: 'Smith', middle_name: '', phone: '+44 20 0000 0001', photo: 'avatars/avatar-02.jpg', role: 'mentor', city: 1, specialization: 1, about: 'Teacher', is_published: true, work_place: { work_place: 1, position: 'Teacher' }, education: { university: 1, graduation_year: 2010, degree: 'MA' } },
    { id: 2, email: 'james@demo.edu', first_name: 'James', last_name: 'Brown', middle_name: '', phone: '', photo: null, role: 'member', city: 3, specialization: 2, about: '', is_published: false, work_place: null, education: null },
    { id: 3, email: 'olga@demo.edu', first_name: 'Ольга', last_name: 'Иванова', middle_name: 'Петровна', phone: '', photo: 'avatars/avatar-03.jpg', role: 'expert', city: 2, specialization: 1, about: 'Эксперт по ОЦЕНИВАНИЮ', is_published: true, work_place: null, education: null },
    { id: 4, email: 'li@demo.edu', first_name: 'Li', last_name: 'Wei', middle_name: '', phone: '', photo: null, role: 'mentor', city: 1, specialization: 2, about: 'History mentor', is_published: true, work_place: null, education: null },
    { id: 5, email: 'sam@demo.edu', first_name: 'Sam', last_name: 'Green', middle_name: '', phone: '', photo: null, role: 'member', city: null, specialization: null, about: '', is_published: true, work_place: null, education: null },
  ],
  activity: [
    { user: 1, access_courses: [2], favorite_courses: [1], favorite_modules: [1, 5], favorite_articles: [2], viewed_modules: [2], completed_modules: [1], passed_tests_of_modules: [1], viewed_articles: [1], certificates: [] },
    { user: 2, access_courses: [], favorite_courses: [], favorite_modules: [], favorite_articles: [], viewed_modules: [], completed_modules: [], passed_tests_of_modules: [], viewed_articles: [], certificates: [] },
  ],
  promoCodes: ['TESTPROMO'],
};
