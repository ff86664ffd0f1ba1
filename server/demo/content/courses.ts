/**
 * Fourteen courses. Odd ids have light covers and the light colour scheme, even ids dark
 * covers and 'D', matching the generated cover palettes. Paid courses: 2, 5, 9, 11, 13.
 * Course 4 is the short course whose certificate demo user 1 already holds (activity.ts).
 */
import type { DemoCourse } from '../types';
import { LC } from './lectors';
import { TH } from './references';
import { SP } from './sponsors';
import { TG } from './tags';

const cover = (id: number) => `covers/course-${String(id).padStart(2, '0')}.webp`;
const scheme = (id: number) => (id % 2 === 1 ? 'L' : 'D');

type CourseSpec = Omit<DemoCourse, 'image' | 'color_scheme'>;
const course = (spec: CourseSpec): DemoCourse => ({
  ...spec,
  image: cover(spec.id),
  color_scheme: scheme(spec.id),
});

export const courses: DemoCourse[] = [
  course({
    id: 1,
    name: 'Designing Micro-Lessons',
    description:
      'Plan lessons of five to ten minutes that teach one idea well. You will practise cutting content to its core, ' +
      'sequencing examples and closing every micro-lesson with a quick retrieval task.',
    tags: [TG.northwind, TG.beginner, TG.popular, TG.certificate],
    themes: [TH.pedagogy, TH.digital],
    lectors: [LC.raman, LC.sokolova],
    sponsor: SP.northwind,
    payment_config: null,
    published_days_ago: 120,
  }),
  course({
    id: 2,
    name: 'Assessment for Learning',
    description:
      'Turn everyday checks for understanding into decisions about what to teach next. ' +
      'The course covers hinge questions, exit tickets, rubrics students can actually use and grading that supports progress.',
    tags: [TG.brightpath, TG.intermediate, TG.editorsChoice, TG.secondary],
    themes: [TH.assessment, TH.pedagogy],
    lectors: [LC.sokolova, LC.ivanov],
    sponsor: SP.brightpath,
    payment_config: { price: 49, currency: 'USD' },
    published_days_ago: 95,
  }),
  course({
    id: 3,
    name: 'Facilitation Online',
    description:
      'Run live online workshops where people talk, build and decide together rather than watch slides. ' +
      'Covers session design, breakout rooms, digital whiteboards, energy management and hybrid groups.',
    tags: [TG.aurora, TG.intermediate, TG.live, TG.corporate],
    themes: [TH.digital, TH.leadership],
    lectors: [LC.okafor, LC.tan],
    sponsor: SP.aurora,
    payment_config: null,
    published_days_ago: 80,
  }),
  course({
    id: 4,
    name: 'Inclusive Classroom Practice',
    description:
      'A short, practical course on planning lessons that work for every learner from the start. ' +
      'Learn the principles of Universal Design for Learning, adapt tasks without lowering expectations and work with support staff.',
    tags: [TG.brightpath, TG.beginner, TG.certificate, TG.primary],
    themes: [TH.inclusion, TH.pedagogy],
    lectors: [LC.schmidt],
    sponsor: SP.brightpath,
    payment_config: null,
    published_days_ago: 150,
  }),
  course({
    id: 5,
    name: 'Data Literacy for Educators',
    description:
      'Read attainment dashboards critically, ask better questions of school data and explain findings to colleagues and parents. ' +
      'Built with analysts from Civic Data Lab using anonymised real-world datasets.',
    tags: [TG.civicData, TG.intermediate, TG.toolkit, TG.certificate],
    themes: [TH.digital, TH.assessment, TH.leadership],
    lectors: [LC.morozov],
    sponsor: SP.civicData,
    payment_config: { price: 59, currency: 'USD' },
    published_days_ago: 40,
  }),
  course({
    id: 6,
    name: 'Mentoring New Teachers',
    description:
      'Support early-career colleagues through their first two years. ' +
      'You will structure mentoring meetings, give focused feedback after observations and help mentees manage workload and confidence.',
    tags: [TG.northwind, TG.intermediate, TG.popular],
    themes: [TH.leadership, TH.wellbeing],
    lectors: [LC.ivanov, LC.johnson],
    sponsor: SP.northwind,
    payment_config: null,
    published_days_ago: 60,
  }),
  course({
    id: 7,
    name: 'Feedback That Moves Learning Forward',
    description:
      'Give less feedback, but make it count. The course shows how to write comments students act on, ' +
      'run whole-class feedback and build peer review routines that take minutes, not evenings.',
    tags: [TG.beginner, TG.selfPaced, TG.secondary],
    themes: [TH.assessment, TH.pedagogy],
    lectors: [LC.sokolova],
    sponsor: null,
    payment_config: null,
    published_days_ago: 30,
  }),
  course({
    id: 8,
    name: 'Teacher Wellbeing and Sustainable Workload',
    description:
      'Look after yourself and your team without adding another initiative. ' +
      'Evidence on stress and burnout, practical workload audits and conversations that protect time for what matters.',
    tags: [TG.brightpath, TG.beginner, TG.shortRead],
    themes: [TH.wellbeing, TH.leadership],
    lectors: [LC.schmidt, LC.johnson],
    sponsor: SP.brightpath,
    payment_config: null,
    published_days_ago: 22,
  }),
  course({
    id: 9,
    name: 'Leading Professional Learning Communities',
    description:
      'Set up and sustain teacher groups that improve practice rather than just meet. ' +
      'Covers inquiry cycles, protocols for looking at student work, facilitation roles and measuring impact.',
    tags: [TG.northwind, TG.advanced, TG.live, TG.editorsChoice],
    themes: [TH.leadership, TH.pedagogy],
    lectors: [LC.johnson, LC.okafor],
    sponsor: SP.northwind,
    payment_config: { price: 79, currency: 'USD' },
    published_days_ago: 14,
  }),
  course({
    id: 10,
    name: 'Teaching STEM Through Inquiry',
    description:
      'Design investigations in which students ask the questions, collect the data and argue from evidence. ' +
      'Includes scaffolds for novices, low-cost experiments and ways to assess scientific reasoning.',
    tags: [TG.civicData, TG.intermediate, TG.secondary, TG.caseStudy],
    themes: [TH.stem, TH.pedagogy],
    lectors: [LC.morozov, LC.ivanov],
    sponsor: SP.civicData,
    payment_config: null,
    published_days_ago: 10,
  }),
  course({
    id: 11,
    name: 'Language-Rich Classrooms',
    description:
      'Help every student read, talk and write like an expert in your subject. ' +
      'Vocabulary instruction, structured talk, disciplinary reading and support for multilingual learners, with classroom video from three countries.',
    tags: [TG.intermediate, TG.editorsChoice, TG.primary, TG.secondary],
    themes: [TH.languages, TH.inclusion],
    lectors: [LC.belova, LC.raman],
    sponsor: null,
    payment_config: { price: 39, currency: 'EUR' },
    published_days_ago: 7,
  }),
  course({
    id: 12,
    name: 'Accessible Digital Materials',
    description:
      'Make slides, documents and videos that everyone can use, including learners with screen readers or low vision. ' +
      'Short, hands-on lessons on headings, contrast, alt text and captions.',
    tags: [TG.aurora, TG.beginner, TG.toolkit],
    themes: [TH.inclusion, TH.digital],
    lectors: [LC.moreau],
    sponsor: SP.aurora,
    payment_config: null,
    published_days_ago: 5,
  }),
  course({
    id: 13,
    name: 'Blended Learning Design',
    description:
      'Decide what belongs in the room and what works better online. ' +
      'You will map a unit into self-paced and live parts, choose tools deliberately and design tasks that connect the two.',
    tags: [TG.aurora, TG.advanced, TG.corporate, TG.higherEd],
    themes: [TH.digital, TH.pedagogy],
    lectors: [LC.tan, LC.raman],
    sponsor: SP.aurora,
    payment_config: { price: 49, currency: 'USD' },
    published_days_ago: 3,
  }),
  course({
    id: 14,
    name: 'Coaching Conversations for Team Leads',
    description:
      'Lead development conversations that help colleagues find their own next steps. ' +
      'Practise the GROW model, powerful questions and agreeing commitments, with role-play scripts for schools and training teams.',
    tags: [TG.advanced, TG.corporate, TG.caseStudy],
    themes: [TH.leadership, TH.wellbeing],
    lectors: [LC.okafor],
    sponsor: null,
    payment_config: null,
    published_days_ago: 1,
  }),
];
