/** Modules of courses 1-2 (ids 1-9). */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const microLessons = courseModules(
  {
    course: 1,
    firstId: 1,
    tags: [TG.northwind, TG.beginner],
    themes: [TH.pedagogy],
    lectors: [LC.raman],
  },
  [
    {
      name: 'One idea per lesson',
      description:
        'Why the best micro-lessons teach exactly one thing, and how to write an objective narrow enough to fit into five minutes.',
      tags: [TG.northwind, TG.beginner, TG.popular],
      questions: [
        one('What is the main planning rule of a micro-lesson?', [
          '*It teaches a single, clearly stated learning objective',
          'It covers a whole unit in condensed form',
          'It leaves out practice to save time',
          'It always ends with a graded test',
        ]),
        many('Which signs show that a micro-lesson is trying to do too much?', [
          '*You need more than one objective to describe it',
          '*Examples for different ideas are mixed together',
          'It lasts under ten minutes',
          '*Learners cannot say in one sentence what it was about',
        ]),
        one(
          "A colleague's 8-minute video covers three grammar rules. What is the best first fix?",
          [
            '*Split it into three micro-lessons, one rule each',
            'Speed up the narration',
            'Add more on-screen text',
            'Move the practice to the end of the course',
          ],
        ),
        one('Why state the objective at the very start?', [
          '*It tells learners what to attend to and what to ignore',
          'It replaces the need for examples',
          'It lets you skip the summary at the end',
        ]),
      ],
    },
    {
      name: 'Cutting content to the core',
      description:
        'Separate need-to-know from nice-to-know, reduce extraneous cognitive load and move the extras into optional resources.',
      questions: [
        many('Which kinds of content are usually safe to cut from a micro-lesson?', [
          '*Interesting but unrelated anecdotes',
          '*Background history learners do not need for the task',
          'The worked example of the key step',
          '*Decorative animations that carry no information',
        ]),
        one('According to cognitive load theory, extraneous load should be…', [
          '*Reduced, because it uses working memory without helping learning',
          'Increased, to keep learners challenged',
          'Ignored, as it has no effect in short lessons',
          'Moved into the quiz',
        ]),
        one('A quick test to apply to every slide is to ask:', [
          '*Would learners fail the task without this?',
          'Does it fill the screen?',
          'Is it in the same colour as the previous slide?',
          'Could it stay on screen for longer?',
        ]),
        one('Where should useful "nice-to-know" material go?', [
          '*Into an optional resource linked after the lesson',
          'Into the first minute of the lesson',
          'Into the test questions',
          'Nowhere: it must always be deleted',
        ]),
      ],
    },
    {
      name: 'Worked examples and non-examples',
      description:
        'Show the thinking, not just the answer. Build worked examples step by step, pair them with non-examples and fade support over time.',
      tags: [TG.northwind, TG.intermediate],
      questions: [
        one('What is a worked example?', [
          '*A problem solved step by step with each step made visible',
          'An exercise learners solve without help',
          'A summary of the lesson',
          'A list of common mistakes',
        ]),
        many('Why show a non-example next to an example?', [
          '*It sharpens the boundaries of the concept',
          '*It brings a common misconception into the open',
          'It shortens the lesson',
          'It replaces independent practice',
        ]),
        one('"Fading" worked examples means…', [
          '*Gradually leaving steps blank so learners complete more themselves',
          'Showing examples in lighter colours',
          'Removing all examples after the first lesson',
        ]),
        many('Which practices make worked examples more effective?', [
          '*Placing each explanation right next to the step it explains',
          '*Using two or three varied examples of the same idea',
          'Showing the examples only after the practice task',
          'Taking examples from unrelated topics for variety',
        ]),
      ],
    },
    {
      name: 'Retrieval practice in two minutes',
      description:
        'Close every micro-lesson with a short act of recall. Quick formats, spacing across days and how to give feedback on answers.',
      questions: [
        one('Retrieval practice strengthens memory because learners…', [
          '*Have to pull information out of memory instead of re-reading it',
          'See the same content a second time',
          'Receive a grade for their answer',
          'Work in silence',
        ]),
        many('Which are quick retrieval tasks to close a micro-lesson?', [
          '*Two low-stakes quiz questions',
          '*Writing the key idea in one sentence from memory',
          'Re-watching the video at double speed',
          '*Labelling a blank diagram',
        ]),
        one('When is retrieval practice most effective?', [
          '*When recall is repeated after a delay, for example the next day and the next week',
          'When all questions are asked straight after the explanation',
          'Only in the final exam',
          'When the answers are shown beside the questions',
        ]),
        one('What should happen right after a retrieval question?', [
          '*Learners see the correct answer with a short explanation',
          'Nothing, to keep up the pace',
          'The scores are shown to the whole group',
        ]),
      ],
    },
    {
      name: 'Piloting micro-lessons with real learners',
      description:
        'Test a draft with a handful of learners, read viewing and quiz data, and decide what to change before you publish.',
      tags: [TG.northwind, TG.intermediate, TG.toolkit],
      questions: [
        one('The simplest way to pilot a micro-lesson is to…', [
          '*Watch three or four learners use it and note where they hesitate',
          'Publish it to everyone and read the average grade',
          'Ask a colleague whether they like the colours',
          'Wait for the end-of-year results',
        ]),
        many('Which data help you improve a micro-lesson?', [
          '*The point where viewers drop off in the video',
          '*The quiz question most learners get wrong',
          'The total number of slides',
          '*Questions learners ask afterwards',
        ]),
        one('Most learners miss the same quiz question. What do you check first?', [
          '*Whether the lesson actually taught what the question asks',
          'Whether learners were tired that day',
          'Whether the font was too small',
          'Whether the question can simply be removed',
        ]),
      ],
    },
  ],
);

const assessmentForLearning = courseModules(
  {
    course: 2,
    firstId: 6,
    tags: [TG.brightpath, TG.intermediate],
    themes: [TH.assessment],
    lectors: [LC.sokolova],
  },
  [
    {
      name: 'Diagnostic questions',
      description:
        'Find out what students already believe before you teach. Write multiple-choice questions whose wrong answers each reveal a misconception.',
      questions: [
        one('In a good diagnostic question, each wrong option…', [
          '*Reveals a specific, common misconception',
          'Is obviously silly, so nobody chooses it',
          'Comes from a different topic',
          'Is longer than the correct option',
        ]),
        many('What makes a hinge question work in a live lesson?', [
          '*Every student can answer it in under a minute',
          '*You can read all responses at a glance',
          'It is graded and recorded',
          '*You decide in advance what you will do for each answer',
        ]),
        one('What is the main purpose of diagnostic assessment?', [
          '*To find out what students know before teaching',
          'To rank students in the class',
          'To report to parents',
          'To replace the final exam',
        ]),
      ],
    },
    {
      name: "Exit tickets that shape tomorrow's lesson",
      description:
        'A two-minute task at the end of the lesson, sorted in five minutes after it. Prompts that work and what to do with the piles.',
      tags: [TG.brightpath, TG.intermediate, TG.toolkit],
      questions: [
        one('An exit ticket is most useful when…', [
          '*You sort the responses and adjust the next lesson',
          'It is marked in detail and returned a week later',
          'It only asks students how they feel about the topic',
          'It is long enough to cover the whole unit',
        ]),
        many('Good exit ticket prompts…', [
          '*Target the key idea of the lesson',
          '*Can be answered in two or three minutes',
          'Ask students to copy their notes',
          '*Let you sort answers into "got it", "nearly" and "not yet"',
        ]),
        one('Half of the class got the exit ticket wrong. A sensible response is to…', [
          '*Reteach the idea differently at the start of the next lesson',
          'Move on, since the end-of-unit test will catch it',
          'Lower those students’ grades',
          'Remove the topic from the scheme of work',
        ]),
        one('How long should sorting a set of exit tickets usually take?', [
          '*About five minutes',
          'About an hour',
          'A full marking session at the weekend',
        ]),
      ],
    },
    {
      name: 'Success criteria students can use',
      description:
        'Rubrics only help when students understand them. Co-construct criteria from models and use them for self- and peer assessment.',
      questions: [
        one('Success criteria are most helpful when they…', [
          '*Describe what quality looks like, in language students understand',
          'List the marks available for each section',
          'Are kept by the teacher and not shared',
          'Are identical for every subject',
        ]),
        many('Which activities help students understand a rubric?', [
          '*Comparing two anonymous samples against it',
          '*Building the criteria together from a model answer',
          'Receiving it only after the work is graded',
          '*Self-assessing a draft against a single criterion',
        ]),
        one('A rubric with ten criteria for a one-page task is likely to…', [
          '*Overload students and hide what matters most',
          'Make grading more accurate',
          'Motivate students to write more',
          'Be easier to use than a short checklist',
        ]),
      ],
    },
    {
      name: 'Grading that supports progress',
      description:
        'What the research says about grades and comments, how standards-based reporting works and how to keep grades honest and useful.',
      tags: [TG.brightpath, TG.advanced, TG.research],
      questions: [
        one('Studies comparing comments with grades suggest that…', [
          '*Comments alone often lead to more improvement than a grade plus comments',
          'Grades always motivate more than comments',
          'Students read comments more carefully when a grade is attached',
          'Neither has any effect on learning',
        ]),
        many('Which practices make grades more meaningful?', [
          '*Basing them on evidence of current attainment',
          '*Reporting behaviour separately from attainment',
          'Averaging in early attempts from months ago',
          'Deducting subject marks for lateness',
        ]),
        one('Standards-based grading reports…', [
          '*Progress against specific learning standards',
          'A single percentage for the whole term',
          'Attendance and punctuality',
          'Each student’s rank in the class',
        ]),
        one('A student improved a lot by the end of the unit. Which grade reflects that best?', [
          '*One based on the most recent, consistent evidence',
          'The average of all scores since the start of the unit',
          'The score of the very first quiz',
        ]),
      ],
    },
  ],
);

export const modulesOfCourses1to2: DemoModule[] = [...microLessons, ...assessmentForLearning];
