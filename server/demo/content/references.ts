/**
 * Reference lists the profile forms and filters use (SPEC §3): cities, work places,
 * specializations, universities and course themes. Ids are referenced by people, events
 * and courses, so keep them stable when adding entries (append, never renumber).
 */
import type { DemoNamed } from '../types';

export const cities: DemoNamed[] = [
  { id: 1, name: 'Moscow' },
  { id: 2, name: 'Saint Petersburg' },
  { id: 3, name: 'Kazan' },
  { id: 4, name: 'Novosibirsk' },
  { id: 5, name: 'Yekaterinburg' },
  { id: 6, name: 'London' },
  { id: 7, name: 'Manchester' },
  { id: 8, name: 'Berlin' },
  { id: 9, name: 'Munich' },
  { id: 10, name: 'Paris' },
  { id: 11, name: 'Amsterdam' },
  { id: 12, name: 'Warsaw' },
  { id: 13, name: 'Helsinki' },
  { id: 14, name: 'Madrid' },
  { id: 15, name: 'New York' },
  { id: 16, name: 'Toronto' },
  { id: 17, name: 'São Paulo' },
  { id: 18, name: 'Nairobi' },
  { id: 19, name: 'Singapore' },
  { id: 20, name: 'Almaty' },
];

export const workPlaces: DemoNamed[] = [
  { id: 1, name: 'Gymnasium No. 1528, Moscow' },
  { id: 2, name: 'Physics and Mathematics Lyceum No. 30, Saint Petersburg' },
  { id: 3, name: 'Kazan Federal University' },
  { id: 4, name: 'Riverside Academy Trust' },
  { id: 5, name: 'Berlin Metropolitan School' },
  { id: 6, name: 'Brightwell Primary School' },
  { id: 7, name: 'Open Learning Institute' },
  { id: 8, name: 'Lumen Learning Studio' },
  { id: 9, name: 'Atlas Consulting Group' },
  { id: 10, name: 'Skyline Software' },
  { id: 11, name: 'Helsinki Education Division' },
  { id: 12, name: 'Maple Grove Secondary School' },
  { id: 13, name: 'Aurora EdTech' },
  { id: 14, name: 'Civic Data Lab' },
  { id: 15, name: 'Kazan IT Lyceum' },
];

export const specializations: DemoNamed[] = [
  { id: 1, name: 'Primary school teacher' },
  { id: 2, name: 'Mathematics teacher' },
  { id: 3, name: 'Language teacher' },
  { id: 4, name: 'Science teacher' },
  { id: 5, name: 'School leader' },
  { id: 6, name: 'Instructional designer' },
  { id: 7, name: 'Corporate trainer' },
  { id: 8, name: 'L&D manager' },
  { id: 9, name: 'Educational psychologist' },
  { id: 10, name: 'Special educational needs coordinator' },
  { id: 11, name: 'University lecturer' },
  { id: 12, name: 'EdTech product manager' },
];

export const universities: DemoNamed[] = [
  { id: 1, name: 'Lomonosov Moscow State University' },
  { id: 2, name: 'Saint Petersburg State University' },
  { id: 3, name: 'Kazan Federal University' },
  { id: 4, name: 'HSE University' },
  { id: 5, name: 'Herzen State Pedagogical University' },
  { id: 6, name: 'University College London' },
  { id: 7, name: 'University of Manchester' },
  { id: 8, name: 'Humboldt University of Berlin' },
  { id: 9, name: 'University of Helsinki' },
  { id: 10, name: 'University of Toronto' },
  { id: 11, name: 'University of Amsterdam' },
  { id: 12, name: 'National University of Singapore' },
];

/** Course themes: the second filter of the learning catalogue next to tags. */
export const themes: DemoNamed[] = [
  { id: 1, name: 'Pedagogy' },
  { id: 2, name: 'Assessment' },
  { id: 3, name: 'Digital tools' },
  { id: 4, name: 'Leadership' },
  { id: 5, name: 'Inclusion' },
  { id: 6, name: 'Wellbeing' },
  { id: 7, name: 'STEM' },
  { id: 8, name: 'Languages' },
];

/** Named theme ids so course and module files read as words, not numbers. */
export const TH = {
  pedagogy: 1,
  assessment: 2,
  digital: 3,
  leadership: 4,
  inclusion: 5,
  wellbeing: 6,
  stem: 7,
  languages: 8,
} as const;
