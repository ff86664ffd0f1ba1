/**
 * The two demo users (ids 1 and 2) and community people 3-17.
 * Demo user 1 (Anna Petrova) has a published profile; demo user 2 (James Miller) does not,
 * so the disabled-looking "Public profile" link can be seen by logging in as James.
 */
import type { DemoPerson } from '../types';
import { person } from './personKit';

export const peopleA: DemoPerson[] = [
  person({
    id: 1,
    first: 'Anna',
    last: 'Petrova',
    middle: 'Sergeevna',
    email: 'anna@demo.edu',
    phone: '+7 916 555-01-23',
    avatar: 1,
    role: 'member',
    city: 1,
    specialization: 3,
    about:
      "English teacher at a Moscow gymnasium and our school's digital learning lead. I design short video lessons for Years 7-9 " +
      'and I am learning how to coach colleagues who are new to blended teaching.',
    work: [1, 'English teacher, digital learning lead'],
    education: [4, 2015, 'MA in Education'],
  }),
  person({
    id: 2,
    first: 'James',
    last: 'Miller',
    email: 'james@demo.edu',
    phone: '+44 20 7946 0518',
    avatar: null,
    role: 'member',
    city: 6,
    specialization: 7,
    about: 'Former history teacher, now designing leadership workshops for a consulting firm.',
    published: false,
    work: [9, 'Learning consultant'],
    education: [7, 2012, 'BA in History'],
  }),
  person({
    id: 3,
    first: 'Elena',
    last: 'Sokolova',
    middle: 'Viktorovna',
    phone: '+7 903 555-14-72',
    avatar: 9,
    role: 'expert',
    city: 1,
    specialization: 5,
    about:
      'Twenty years in Moscow schools, first as a Russian language teacher and now leading professional development. ' +
      'I help schools build assessment practices that inform teaching rather than just report it.',
    work: [1, 'Head of Professional Development'],
    education: [1, 2004, 'PhD in Education'],
  }),
  person({
    id: 4,
    first: 'Dmitry',
    last: 'Ivanov',
    middle: 'Sergeevich',
    phone: '+7 921 555-38-06',
    avatar: 3,
    role: 'mentor',
    city: 2,
    specialization: 2,
    about:
      "Mathematics teacher for nineteen years. I mentor new colleagues in their first two years and run our school's " +
      'lesson study group. Ask me about problem-solving lessons and classroom routines.',
    work: [2, 'Mathematics teacher, induction mentor'],
    education: [2, 2005, 'Specialist degree in Mathematics'],
  }),
  person({
    id: 5,
    first: 'Aigul',
    last: 'Khairullina',
    middle: 'Rinatovna',
    phone: '+7 917 555-27-41',
    avatar: 7,
    role: 'mentor',
    city: 3,
    specialization: 3,
    about:
      "I teach English and Tatar and lead our lyceum's mentoring programme. Happy to talk about bilingual classrooms " +
      'and about supporting teachers through their first year.',
    work: [15, 'Deputy head for teaching and learning'],
    education: [3, 2010, 'MA in Linguistics'],
  }),
  person({
    id: 6,
    first: 'Marat',
    last: 'Valiev',
    middle: 'Ildarovich',
    phone: '+7 987 555-60-19',
    avatar: 14,
    role: 'expert',
    city: 3,
    specialization: 12,
    about:
      'Product manager for assessment tools. Before moving into EdTech I taught computer science for six years, ' +
      'so I still start every feature with a classroom in mind.',
    work: [13, 'Product manager, assessment tools'],
    education: [3, 2012, 'BSc in Applied Mathematics'],
  }),
  person({
    id: 7,
    first: 'Olga',
    last: 'Smirnova',
    middle: 'Andreevna',
    phone: '+7 913 555-72-30',
    avatar: null,
    role: 'member',
    city: 4,
    specialization: 1,
    about:
      'Year 3 class teacher. Interested in exit tickets for young children and in reading for pleasure.',
    work: [null, 'Year 3 class teacher'],
    education: [null, 2016, 'Bachelor of Primary Education'],
  }),
  person({
    id: 8,
    first: 'Sergei',
    last: 'Kuznetsov',
    middle: 'Nikolaevich',
    phone: '+7 912 555-84-55',
    avatar: null,
    role: 'member',
    city: 5,
    specialization: 4,
    about: 'Physics teacher, trying to move my labs from recipes to real investigations.',
    work: null,
    education: null,
  }),
  person({
    id: 9,
    first: 'Priya',
    last: 'Raman',
    phone: '+44 20 7946 0233',
    avatar: 4,
    role: 'expert',
    city: 6,
    specialization: 6,
    about:
      'Instructional designer with a background in secondary English. I design short-format courses for teachers ' +
      'and love helping subject experts cut their content down to what learners really need.',
    work: [8, 'Senior instructional designer'],
    education: [6, 2011, 'MA in Education and Technology'],
  }),
  person({
    id: 10,
    first: 'Oliver',
    last: 'Bennett',
    phone: '+44 161 496 0742',
    avatar: 6,
    role: 'mentor',
    city: 7,
    specialization: 4,
    about:
      'Head of science in a Manchester secondary school. I write about whole-class feedback and mentor trainee teachers ' +
      'in their placement year.',
    work: [4, 'Head of Science'],
    education: [7, 2009, 'PGCE in Secondary Science'],
  }),
  person({
    id: 11,
    first: 'Hannah',
    last: 'Schmidt',
    phone: '+49 30 5550 1742',
    avatar: 13,
    role: 'expert',
    city: 8,
    specialization: 9,
    about:
      'School psychologist working with teachers on inclusion, behaviour and wellbeing. I believe the best support ' +
      'for individual pupils starts with good classroom design for everyone.',
    work: [5, 'Educational psychologist'],
    education: [8, 2010, 'MSc in Psychology'],
  }),
  person({
    id: 12,
    first: 'Lukas',
    last: 'Weber',
    phone: '+49 89 5550 3318',
    avatar: null,
    role: 'member',
    city: 9,
    specialization: 7,
    about:
      'Technical trainer for software teams. Here to learn about retrieval practice and shorter workshops.',
    work: [10, 'Technical trainer'],
    education: [null, 2014, 'Diploma in Computer Science'],
  }),
  person({
    id: 13,
    first: 'Camille',
    last: 'Laurent',
    phone: '+33 1 55 50 12 84',
    avatar: 16,
    role: 'mentor',
    city: 10,
    specialization: 3,
    about:
      'French as a foreign language teacher and programme coordinator. I mentor language teachers who are moving ' +
      'their classes online and enjoy talking about structured speaking activities.',
    work: [7, 'Language programme coordinator'],
    education: [null, 2008, 'MA in Teaching French as a Foreign Language'],
  }),
  person({
    id: 14,
    first: 'Sanne',
    last: 'de Vries',
    phone: '+31 20 555 0147',
    avatar: 21,
    role: 'expert',
    city: 11,
    specialization: 8,
    about:
      'Head of learning and development in a consulting group. I focus on transfer: making sure what people learn ' +
      'in a workshop shows up in their work a month later.',
    work: [9, 'Head of Learning & Development'],
    education: [11, 2007, 'MSc in Educational Sciences'],
  }),
  person({
    id: 15,
    first: 'Katarzyna',
    last: 'Nowak',
    phone: '+48 22 555 01 36',
    avatar: 19,
    role: 'mentor',
    city: 12,
    specialization: 10,
    about:
      'Special educational needs coordinator in a Warsaw primary school. I mentor new SEN coordinators and ' +
      'teachers working with teaching assistants for the first time.',
    work: [null, 'SEN coordinator'],
    education: [null, 2006, 'MA in Special Education'],
  }),
  person({
    id: 16,
    first: 'Aino',
    last: 'Virtanen',
    phone: '+358 9 555 0192',
    avatar: 15,
    role: 'expert',
    city: 13,
    specialization: 1,
    about:
      "Primary teacher and coordinator of our school's professional learning community. We run three-week inquiry " +
      'cycles on mathematical reasoning, and I am happy to share our protocols.',
    work: [11, 'Primary teacher, PLC coordinator'],
    education: [9, 2008, 'MA in Education'],
  }),
  person({
    id: 17,
    first: 'Lucía',
    last: 'Fernández',
    phone: '+34 91 555 0178',
    avatar: null,
    role: 'member',
    city: 14,
    specialization: 3,
    about:
      'Spanish and English teacher in a secondary school, exploring vocabulary routines across subjects.',
    work: null,
    education: null,
  }),
];
