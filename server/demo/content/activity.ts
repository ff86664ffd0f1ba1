/**
 * What the demo users have already done, so that every personal screen has content on the
 * first login. viewed_modules lists modules that were started but not finished (progress
 * {status: false}); completed_modules those finished ({status: true}); the two are disjoint.
 *
 * User 1 (Anna): bought courses 2 and 5; 8 favorite courses, 9 favorite modules (module 15 is
 * an unpublished draft the client must hide) and 8 favorite articles, so each favorites block
 * has three pages of three; passed every test of the short course 4 and holds its certificate.
 * User 2 (James): a little activity and no purchases.
 */
import type { DemoActivity } from '../types';

export const activity: DemoActivity[] = [
  {
    user: 1,
    access_courses: [2, 5],
    favorite_courses: [1, 2, 3, 4, 6, 9, 11, 13],
    favorite_modules: [1, 3, 7, 11, 15, 17, 20, 24, 41],
    favorite_articles: [1, 3, 5, 8, 12, 15, 19, 22],
    viewed_modules: [3, 7, 10, 11, 20, 23],
    completed_modules: [1, 2, 6, 16, 17, 18, 19],
    passed_tests_of_modules: [1, 2, 6, 16, 17, 18],
    viewed_articles: [1, 2, 3, 5, 8, 10, 14, 15],
    certificates: [4],
  },
  {
    user: 2,
    access_courses: [],
    favorite_courses: [3, 7],
    favorite_modules: [10],
    favorite_articles: [2, 15],
    viewed_modules: [10, 28],
    completed_modules: [],
    passed_tests_of_modules: [],
    viewed_articles: [2, 4],
    certificates: [],
  },
];

/** Valid registration promo codes of the reference server (listed in the README). */
export const promoCodes = ['WELCOME2026', 'TEACHERS', 'MENTOR50'];
