/**
 * Course and module lectors. Several of them are also community members (people.ts) and
 * share the same photo, as they would on a real platform; two have no photo so the
 * client's default avatar shows up in lector lists too.
 */
import type { DemoLector } from '../types';

export const LC = {
  sokolova: 1,
  raman: 2,
  ivanov: 3,
  schmidt: 4,
  johnson: 5,
  morozov: 6,
  tan: 7,
  okafor: 8,
  belova: 9,
  moreau: 10,
} as const;

export const lectors: DemoLector[] = [
  {
    id: LC.sokolova,
    first_name: 'Elena',
    last_name: 'Sokolova',
    middle_name: 'Viktorovna',
    photo: 'avatars/avatar-09.jpg',
    position: 'Head of Professional Development, Gymnasium No. 1528',
  },
  {
    id: LC.raman,
    first_name: 'Priya',
    last_name: 'Raman',
    middle_name: '',
    photo: 'avatars/avatar-04.jpg',
    position: 'Senior Instructional Designer, Lumen Learning Studio',
  },
  {
    id: LC.ivanov,
    first_name: 'Dmitry',
    last_name: 'Ivanov',
    middle_name: 'Sergeevich',
    photo: 'avatars/avatar-03.jpg',
    position: 'Mathematics teacher and induction mentor',
  },
  {
    id: LC.schmidt,
    first_name: 'Hannah',
    last_name: 'Schmidt',
    middle_name: '',
    photo: 'avatars/avatar-13.jpg',
    position: 'Educational psychologist, Berlin Metropolitan School',
  },
  {
    id: LC.johnson,
    first_name: 'Marcus',
    last_name: 'Johnson',
    middle_name: '',
    photo: 'avatars/avatar-12.jpg',
    position: 'Principal, Riverside Academy Trust',
  },
  {
    id: LC.morozov,
    first_name: 'Alexei',
    last_name: 'Morozov',
    middle_name: 'Pavlovich',
    photo: 'avatars/avatar-10.jpg',
    position: 'Education data analyst, Civic Data Lab',
  },
  {
    id: LC.tan,
    first_name: 'Wei Ling',
    last_name: 'Tan',
    middle_name: '',
    photo: 'avatars/avatar-08.jpg',
    position: 'Learning experience designer',
  },
  {
    id: LC.okafor,
    first_name: 'Grace',
    last_name: 'Okafor',
    middle_name: '',
    photo: 'avatars/avatar-23.jpg',
    position: 'Facilitator and leadership coach',
  },
  {
    id: LC.belova,
    first_name: 'Tatiana',
    last_name: 'Belova',
    middle_name: 'Igorevna',
    photo: null,
    position: 'Associate Professor of Language Education, Herzen State Pedagogical University',
  },
  {
    id: LC.moreau,
    first_name: 'Julien',
    last_name: 'Moreau',
    middle_name: '',
    photo: null,
    position: 'Digital accessibility lead, Aurora EdTech',
  },
];
