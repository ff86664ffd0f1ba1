/**
 * Twelve events: six past, five upcoming and one running now (event 12 started yesterday and
 * lasts three days, so it counts as upcoming/ongoing). Offline events carry a street address,
 * a city id and the venue's IANA time zone (start hours are picked so the local times make sense:
 * Moscow 10:00, Toronto in the afternoon); online ones have location, city and time zone null.
 */
import type { DemoEvent } from '../types';
import { SP } from './sponsors';
import { TG } from './tags';

const cover = (n: number) => `events/event-0${n}.webp`;

export const events: DemoEvent[] = [
  {
    id: 1,
    name: 'Micro-Teaching Lab: Moscow',
    description:
      'A hands-on day for teachers who want to design short, focused lessons. Participants plan a five-minute micro-lesson in the morning, ' +
      'teach it to a small group after lunch and leave with video feedback from peers and trainers.',
    image: cover(1),
    starts_in_days: 12,
    start_hour_utc: 7,
    duration_hours: 7,
    format: 'offline',
    timezone: 'Europe/Moscow',
    location: 'Myasnitskaya Street 13, building 4',
    city: 1,
    tags: [TG.northwind, TG.live, TG.beginner],
    sponsor: SP.northwind,
    registration_url: 'https://events.example.org/micro-teaching-lab-moscow',
  },
  {
    id: 2,
    name: 'Assessment Without Grades: Community Meetup',
    description:
      'An evening meetup on reporting progress without turning every task into a grade. ' +
      'Three schools shared their approaches, followed by open discussion in small groups.',
    image: cover(2),
    starts_in_days: -88,
    start_hour_utc: 15,
    duration_hours: 3,
    format: 'offline',
    timezone: 'Europe/Moscow',
    location: 'Nevsky Prospekt 28, 2nd floor',
    city: 2,
    tags: [TG.live, TG.caseStudy],
    sponsor: null,
    registration_url: 'https://events.example.org/spb-assessment-meetup',
  },
  {
    id: 3,
    name: 'Facilitation Clinic (online)',
    description:
      'Bring a workshop you are planning and get structured feedback from experienced online facilitators. ' +
      'Small groups of five, with a shared board for every participant.',
    image: cover(3),
    starts_in_days: -14,
    start_hour_utc: 16,
    duration_hours: 1.5,
    format: 'online',
    timezone: null,
    location: null,
    city: null,
    tags: [TG.aurora, TG.live, TG.intermediate],
    sponsor: SP.aurora,
    registration_url: 'https://events.example.org/facilitation-clinic',
  },
  {
    id: 4,
    name: 'Kazan Mentoring Forum',
    description:
      'A one-day forum for mentors of new teachers in the Volga region. Case studies from Kazan schools, ' +
      'a practical session on observation and feedback, and an open space for mentors to share what works.',
    image: cover(4),
    starts_in_days: 21,
    start_hour_utc: 6,
    duration_hours: 8,
    format: 'offline',
    timezone: 'Europe/Moscow',
    location: 'Kremlyovskaya Street 18, main building',
    city: 3,
    tags: [TG.northwind, TG.live, TG.caseStudy],
    sponsor: SP.northwind,
    registration_url: 'https://events.example.org/kazan-mentoring-forum',
  },
  {
    id: 5,
    name: 'Data Literacy Bootcamp (online)',
    description:
      'Three intensive hours with Civic Data Lab analysts: reading dashboards, spotting misleading charts and ' +
      'turning school data into questions your team can act on.',
    image: cover(5),
    starts_in_days: -30,
    start_hour_utc: 14,
    duration_hours: 3,
    format: 'online',
    timezone: null,
    location: null,
    city: null,
    tags: [TG.civicData, TG.live, TG.toolkit],
    sponsor: SP.civicData,
    registration_url: null,
  },
  {
    id: 6,
    name: 'London Inclusive Teaching Summit',
    description:
      'Researchers, SEN coordinators and classroom teachers on planning lessons that work for every learner. ' +
      'Keynotes in the morning, practical workshops on adaptive teaching and working with support staff in the afternoon.',
    image: cover(6),
    starts_in_days: 40,
    start_hour_utc: 9,
    duration_hours: 7,
    format: 'offline',
    timezone: 'Europe/London',
    location: '20 Bedford Way, WC1H 0AL',
    city: 6,
    tags: [TG.brightpath, TG.live, TG.editorsChoice],
    sponsor: SP.brightpath,
    registration_url: 'https://events.example.org/london-inclusive-summit',
  },
  {
    id: 7,
    name: 'Accessibility Day for Course Authors',
    description:
      'A practical day in Berlin on making slides, documents and lesson videos accessible. ' +
      'Participants audited their own materials with screen readers and contrast checkers.',
    image: cover(7),
    starts_in_days: -60,
    start_hour_utc: 8,
    duration_hours: 6,
    format: 'offline',
    timezone: 'Europe/Berlin',
    location: 'Friedrichstraße 68, 10117',
    city: 8,
    tags: [TG.aurora, TG.toolkit],
    sponsor: SP.aurora,
    registration_url: 'https://events.example.org/berlin-accessibility-day',
  },
  {
    id: 8,
    name: 'Webinar: Generative AI in Lesson Planning',
    description:
      'Where AI assistants save teachers time and where they create new work. Live demonstrations, ' +
      'a checklist for checking AI-generated materials and a Q&A on data protection.',
    image: cover(8),
    starts_in_days: 2,
    start_hour_utc: 15,
    duration_hours: 1,
    format: 'online',
    timezone: null,
    location: null,
    city: null,
    tags: [TG.live, TG.intermediate],
    sponsor: null,
    registration_url: 'https://events.example.org/ai-lesson-planning-webinar',
  },
  {
    id: 9,
    name: 'Helsinki Study Visit: Teacher Learning Communities',
    description:
      'Visit two Helsinki schools where teacher teams run inquiry cycles every week. Observe a community meeting, ' +
      'talk with teachers and school leaders and plan how to adapt the approach at home.',
    image: cover(1),
    starts_in_days: 75,
    start_hour_utc: 7,
    duration_hours: 8,
    format: 'offline',
    timezone: 'Europe/Helsinki',
    location: 'Mannerheimintie 22, 00100',
    city: 13,
    tags: [TG.northwind, TG.advanced],
    sponsor: SP.northwind,
    registration_url: 'https://events.example.org/helsinki-plc-study-visit',
  },
  {
    id: 10,
    name: 'Language-Rich Classrooms Workshop',
    description:
      'An afternoon workshop in Toronto on vocabulary, structured talk and support for multilingual learners, ' +
      'with classroom video and planning time in subject groups.',
    image: cover(2),
    starts_in_days: -120,
    start_hour_utc: 18,
    duration_hours: 4,
    format: 'offline',
    timezone: 'America/Toronto',
    location: '252 Bloor Street West',
    city: 16,
    tags: [TG.live, TG.intermediate],
    sponsor: null,
    registration_url: 'https://events.example.org/toronto-language-workshop',
  },
  {
    id: 11,
    name: 'STEM Inquiry Meetup',
    description:
      'Science and mathematics teachers from São Paulo shared low-cost investigations and the scaffolds ' +
      'they use to move students from recipe labs to their own questions.',
    image: cover(3),
    starts_in_days: -150,
    start_hour_utc: 20,
    duration_hours: 3,
    format: 'offline',
    timezone: 'America/Sao_Paulo',
    location: 'Avenida Paulista 1578, Bela Vista',
    city: 17,
    tags: [TG.civicData, TG.caseStudy],
    sponsor: SP.civicData,
    registration_url: null,
  },
  {
    id: 12,
    name: 'Online Institute for Teacher Educators',
    description:
      'A three-day online institute for people who train and mentor teachers, running across time zones from Nairobi ' +
      'to Singapore. Daily live sessions, recorded talks and peer groups that continue after the event.',
    image: cover(4),
    starts_in_days: -1,
    start_hour_utc: 6,
    duration_hours: 72,
    format: 'online',
    timezone: null,
    location: null,
    city: null,
    tags: [TG.live, TG.editorsChoice, TG.higherEd],
    sponsor: null,
    registration_url: 'https://events.example.org/teacher-educators-institute',
  },
];
