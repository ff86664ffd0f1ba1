/**
 * The demo content the reference server seeds on first start, assembled from the plain-data
 * files in ./content (one file per domain). The shape is fixed by ./types.ts; integrity
 * (amounts, ids, references, media files) is checked by the ./demoContent*.test.ts suites.
 */
import type { DemoContent } from './types';
import { activity, promoCodes } from './content/activity';
import { articlesA } from './content/articles-a';
import { articlesB } from './content/articles-b';
import { articlesC } from './content/articles-c';
import { courses } from './content/courses';
import { events } from './content/events';
import { lectors } from './content/lectors';
import { modulesOfCourses1to2 } from './content/modules-c01-02';
import { modulesOfCourse3 } from './content/modules-c03';
import { modulesOfCourses4to6 } from './content/modules-c04-06';
import { modulesOfCourses7to9 } from './content/modules-c07-09';
import { modulesOfCourses10to11 } from './content/modules-c10-11';
import { modulesOfCourses12to14 } from './content/modules-c12-14';
import { peopleA } from './content/people-a';
import { peopleB } from './content/people-b';
import { cities, specializations, themes, universities, workPlaces } from './content/references';
import { sponsors } from './content/sponsors';
import { stories } from './content/stories';
import { tags } from './content/tags';

export const demoContent: DemoContent = {
  cities,
  workPlaces,
  specializations,
  universities,
  sponsors,
  tags,
  themes,
  lectors,
  courses,
  modules: [
    ...modulesOfCourses1to2,
    ...modulesOfCourse3,
    ...modulesOfCourses4to6,
    ...modulesOfCourses7to9,
    ...modulesOfCourses10to11,
    ...modulesOfCourses12to14,
  ],
  articles: [...articlesA, ...articlesB, ...articlesC],
  events,
  stories,
  people: [...peopleA, ...peopleB],
  activity,
  promoCodes,
};
