/** Modules of courses 7-9 (ids 28-39). Module 39 is an unpublished draft. */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const feedback = courseModules(
  {
    course: 7,
    firstId: 28,
    tags: [TG.beginner, TG.selfPaced],
    themes: [TH.assessment],
    lectors: [LC.sokolova],
  },
  [
    {
      name: 'What makes feedback effective',
      description:
        'The research on feedback in one module: the three feedback questions, the four levels and why praise of the person rarely helps.',
      tags: [TG.beginner, TG.research],
      questions: [
        one(
          'According to Hattie and Timperley, feedback about the self ("Well done, you are so clever") is…',
          [
            '*The least effective level for learning',
            'The most effective level',
            'As effective as feedback about the process',
            'Required before any task feedback',
          ],
        ),
        many('Which questions should effective feedback help the learner answer?', [
          '*Where am I going?',
          '*How am I going?',
          '*Where to next?',
          'Who scored the highest?',
        ]),
        one('Feedback is most likely to improve learning when…', [
          '*The learner has time and a reason to act on it',
          'It is long and very detailed',
          'It always comes with a grade',
          'It is given at the end of the course',
        ]),
      ],
    },
    {
      name: 'Comments students act on',
      description:
        'Write fewer, sharper comments framed as tasks, and build lesson time for students to respond to them.',
      questions: [
        one('Which comment can a student act on straight away?', [
          '*"Add a second piece of evidence to paragraph 2 to support your claim."',
          '"Good effort."',
          '"Be more detailed."',
          '"7/10"',
        ]),
        many('Ways to make sure feedback is acted on:', [
          '*Dedicated improvement time in the next lesson',
          '*Students respond to comments in a different colour',
          'Returning work at the end of term',
          '*Students write down the change they made',
        ]),
        one('A popular maxim says feedback should be more work for…', [
          '*The recipient than the giver',
          'The teacher than the student',
          'Parents than for students',
        ]),
      ],
    },
    {
      name: 'Whole-class feedback',
      description:
        'Read a set of work, note common strengths and errors on one sheet and teach from it. Templates and a worked example from English and maths.',
      tags: [TG.beginner, TG.toolkit, TG.secondary],
      questions: [
        one('Whole-class feedback replaces individual written comments with…', [
          '*A summary of common strengths and errors that you address with the class',
          'A single grade for the whole class',
          'No feedback at all',
          'Peer marking only',
        ]),
        many('What typically goes on a whole-class feedback sheet?', [
          '*Common misconceptions',
          '*Short extracts of excellent work',
          '*Spelling or key vocabulary to fix',
          "A ranking of students' grades",
        ]),
        one('A major benefit of whole-class feedback is that it…', [
          '*Cuts marking time while increasing the time students spend improving',
          'Removes the need to read student work',
          'Gives everyone the same grade',
        ]),
      ],
    },
    {
      name: 'Peer and self-assessment routines',
      description:
        'Routines that make peer feedback kind, specific and helpful, and self-assessment more than a smiley face.',
      questions: [
        one('Peer assessment works best when students…', [
          '*Use clear criteria and model examples',
          'Grade each other without guidance',
          'Choose their friends as reviewers',
          'Only give praise',
        ]),
        many('Which protocols support helpful peer feedback?', [
          '*Two strengths and one suggestion, each linked to a criterion',
          '*A gallery walk with questions on sticky notes',
          'Swapping papers and scoring them out of ten without criteria',
          '*Sentence stems such as "I noticed… Could you…?"',
        ]),
        one('Why is self-assessment worth the lesson time?', [
          '*It builds students’ ability to judge their own work and plan next steps',
          'It removes the need for teacher marking',
          'Students always grade themselves accurately',
        ]),
      ],
    },
  ],
);

const wellbeing = courseModules(
  {
    course: 8,
    firstId: 32,
    tags: [TG.brightpath, TG.beginner],
    themes: [TH.wellbeing],
    lectors: [LC.schmidt],
  },
  [
    {
      name: 'Stress, burnout and what helps',
      description:
        'What burnout is and is not, which working conditions protect against it, and why individual self-care is only half the answer.',
      tags: [TG.brightpath, TG.beginner, TG.research],
      questions: [
        one('Burnout is usually described as a combination of…', [
          '*Exhaustion, cynicism and a reduced sense of accomplishment',
          'Low pay and long holidays',
          'Boredom and overconfidence',
        ]),
        many('Which factors protect teachers against burnout?', [
          '*Supportive colleagues and leaders',
          '*A sense of professional autonomy',
          '*A manageable workload',
          'Working through every break',
        ]),
        one('Which of these is an organisational, not an individual, response to stress?', [
          '*Revising the marking policy to remove low-value tasks',
          'Installing a mindfulness app',
          'Going for a run after school',
          'Sleeping more at weekends',
        ]),
      ],
    },
    {
      name: 'Running a workload audit',
      description:
        'Track where the hours really go for two weeks, then stop, shrink or share the tasks that add least value. Includes a team audit template.',
      tags: [TG.brightpath, TG.toolkit],
      lectors: [LC.johnson],
      questions: [
        one('The first step of a workload audit is to…', [
          '*Record how time is actually spent over one or two typical weeks',
          'Cancel all meetings',
          'Ask for more staff',
          'Buy a new planner',
        ]),
        many('Low-value tasks that audits often uncover:', [
          '*Copying the same data between systems',
          '*Detailed written marking nobody acts on',
          'Teaching lessons',
          '*Lesson plans written only for monitoring',
        ]),
        one('A useful question to ask of any recurring task is…', [
          '*What would happen if we stopped doing this?',
          'Who started doing this first?',
          'How could this take a little longer?',
        ]),
      ],
    },
    {
      name: 'Conversations that protect time',
      description:
        'Saying no without burning bridges, email agreements and what leaders can change tomorrow to give teachers time back.',
      lectors: [LC.johnson, LC.schmidt],
      questions: [
        one('A constructive way to decline an extra request is to…', [
          '*Acknowledge it, explain your current priorities and offer an alternative',
          'Ignore the email',
          'Agree and do it late at night',
          'Complain about it to colleagues',
        ]),
        many('Leaders can protect staff time by…', [
          '*Agreeing hours when email is not expected',
          '*Replacing information-only meetings with a short written note',
          '*Planning collaboratively with shared resources',
          'Adding weekly written progress reports',
        ]),
        one('An email charter usually sets out…', [
          '*When emails are expected to be read and answered',
          'Which font to use in emails',
          'That every email needs a reply within an hour',
        ]),
      ],
    },
  ],
);

const plc = courseModules(
  {
    course: 9,
    firstId: 35,
    tags: [TG.northwind, TG.advanced],
    themes: [TH.leadership],
    lectors: [LC.johnson],
  },
  [
    {
      name: 'Why professional learning communities',
      description:
        'What sets a professional learning community apart from a department meeting, and the conditions it needs to survive its first year.',
      questions: [
        one('What distinguishes a professional learning community from an ordinary meeting?', [
          '*A shared focus on improving student learning through collaborative inquiry',
          'A longer agenda',
          'Attendance by the whole staff',
          'A formal dress code',
        ]),
        many('Conditions that effective communities share:', [
          '*Protected time on the calendar',
          '*A shared, specific focus',
          '*Enough trust to discuss what did not work',
          'Compulsory presentations every week',
        ]),
        one('Who should choose the focus of a teacher community?', [
          '*The members, guided by evidence about their students',
          'An external consultant alone',
          'Whoever speaks first at the meeting',
        ]),
      ],
    },
    {
      name: 'Running inquiry cycles',
      description:
        'Plan-do-study-act in a school setting: write a narrow inquiry question, try a change for a few weeks and read the evidence together.',
      tags: [TG.northwind, TG.advanced, TG.toolkit],
      questions: [
        one('A teacher inquiry cycle usually starts with…', [
          '*A question based on what students need to learn',
          'Buying new resources',
          'Writing the final report',
          'Booking a meeting room',
        ]),
        many('Which are the steps of a PDSA cycle?', ['*Plan', '*Do', '*Study', '*Act', 'Publish']),
        one('Which is a workable inquiry question?', [
          '*Will daily retrieval quizzes improve Year 8 recall of key vocabulary this half-term?',
          'How can we improve education?',
          'Is our school a good school?',
        ]),
      ],
    },
    {
      name: 'Looking at student work together',
      description:
        'Structured protocols that help colleagues describe before they judge, and turn a pile of work samples into one change to try.',
      lectors: [LC.okafor],
      questions: [
        one('Protocols for looking at student work help a group to…', [
          '*Describe the evidence before judging it',
          'Grade the work faster',
          'Find out who taught the topic badly',
          'Skip the discussion',
        ]),
        many('Good habits when looking at student work together:', [
          '*Bring a small, focused set of samples',
          '*Describe what you see before interpreting it',
          '*Agree one change to try in class',
          "Start with the students' family background",
        ]),
        one('In a tuning protocol, while colleagues give feedback the presenter…', [
          '*Listens without responding, then reflects afterwards',
          'Defends each point as it is raised',
          'Leaves the room',
          'Grades the group',
        ]),
      ],
    },
    {
      name: 'Facilitation roles and measuring impact',
      description:
        'Rotate roles so the community does not depend on one person, and collect evidence of impact that convinces colleagues and governors.',
      lectors: [LC.okafor, LC.johnson],
      tags: [TG.northwind, TG.live],
      questions: [
        many('Useful rotating roles in a teacher community:', [
          '*Facilitator',
          '*Timekeeper',
          '*Note-taker',
          'Inspector of colleagues',
        ]),
        one('The most convincing evidence of a community’s impact is…', [
          '*Changes in student work and outcomes linked to the inquiry',
          'High attendance at meetings',
          'The number of documents produced',
          'A positive satisfaction survey',
        ]),
        one('Why rotate the facilitator role?', [
          '*It builds leadership capacity and keeps the group from depending on one person',
          'It shortens the meetings',
          'It is required by law',
        ]),
      ],
    },
    {
      name: 'Scaling communities across a school network',
      description:
        'Draft module: linking communities in several schools, sharing findings and keeping local ownership as the network grows.',
      published: false,
      questions: [
        one('When scaling teacher communities across schools, the biggest risk is…', [
          '*Losing local ownership of the questions',
          'Having too many good ideas',
          'Meetings becoming too short',
        ]),
        many('Ways to share findings across a network:', [
          '*A short shared template for each inquiry',
          '*Termly showcase sessions',
          'Making every school adopt the same inquiry',
          '*A searchable library of past cycles',
        ]),
        one('A network coordinator mainly…', [
          '*Connects groups with similar questions and removes obstacles',
          'Chooses every school’s inquiry question',
          'Grades each community',
        ]),
      ],
    },
  ],
);

export const modulesOfCourses7to9: DemoModule[] = [...feedback, ...wellbeing, ...plc];
