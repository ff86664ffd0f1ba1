/**
 * Modules of courses 4-6 (ids 16-27). Course 4 is the short course demo user 1 has finished.
 * Module 27 is priced on its own inside the free course 6, so a single locked module shows up.
 */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const inclusiveClassroom = courseModules(
  {
    course: 4,
    firstId: 16,
    tags: [TG.brightpath, TG.beginner, TG.primary],
    themes: [TH.inclusion],
    lectors: [LC.schmidt],
  },
  [
    {
      name: 'Universal Design for Learning in practice',
      description:
        'Plan for the range of learners you actually have. The three UDL principles with examples from primary and secondary lessons.',
      questions: [
        many('Which are the principles of Universal Design for Learning?', [
          '*Multiple means of engagement',
          '*Multiple means of representation',
          '*Multiple means of action and expression',
          'Multiple grading scales',
        ]),
        one('UDL asks teachers to plan for learner variability…', [
          '*From the start, instead of adding adaptations afterwards',
          'Only after a formal diagnosis',
          'Only for students with an individual plan',
          'At the end of the school year',
        ]),
        one('Offering a text, a diagram and a short video of the same idea is an example of…', [
          '*Multiple means of representation',
          'Multiple means of engagement',
          'Differentiated grading',
          'Setting by ability',
        ]),
      ],
    },
    {
      name: 'Adapting tasks without lowering expectations',
      description:
        'Scaffolds that keep the goal the same for everyone: sentence starters, word banks, chunking and worked models, and when to remove them.',
      questions: [
        one('A scaffold is best described as…', [
          '*Temporary support that is removed as the learner gains competence',
          'An easier version of the learning objective',
          'A permanent replacement task',
          'A reward for finishing early',
        ]),
        many('Which adaptations keep the learning goal the same?', [
          '*Sentence starters for a written explanation',
          '*A word bank with the key vocabulary',
          'Replacing the analysis task with colouring in',
          '*Breaking the task into numbered steps',
        ]),
        one('Why avoid giving some students a simpler objective by default?', [
          '*It can cap their progress and signal low expectations',
          'It uses more paper',
          'Inspectors do not allow it',
        ]),
        one('When should a scaffold be removed?', [
          '*Gradually, as the student shows they can do the step on their own',
          'Never, once given',
          'At the end of every lesson, whatever the progress',
        ]),
      ],
    },
    {
      name: 'Working with teaching assistants',
      description:
        'Get the most from support staff in the room. Briefings, roles during the lesson and habits that build pupil independence.',
      tags: [TG.brightpath, TG.beginner, TG.research],
      questions: [
        one('Research on deploying teaching assistants suggests they have most impact when…', [
          '*They are well prepared and deliver structured interventions',
          'They sit permanently next to the same pupil',
          'They teach the lowest-attaining group all the time',
          'They mark all written work',
        ]),
        many('What should a teaching assistant know before the lesson?', [
          '*The lesson objective',
          '*Which pupils to support, and how',
          '*What success on the main task looks like',
          'The full scheme of work for the year',
        ]),
        one('A pupil relies on the assistant to start every task. A good next step is to…', [
          '*Agree prompts that build independence, such as "What is your first step?"',
          'Assign a second adult to the pupil',
          'Let the assistant complete the task for the pupil',
          'Move the pupil to the back of the room',
        ]),
      ],
    },
  ],
);

const dataLiteracy = courseModules(
  {
    course: 5,
    firstId: 19,
    tags: [TG.civicData, TG.intermediate],
    themes: [TH.digital, TH.assessment],
    lectors: [LC.morozov],
  },
  [
    {
      name: 'Reading dashboards critically',
      description:
        'Averages, group sizes and baselines: what to check before a chart on a school dashboard changes your plans.',
      questions: [
        one(
          'A dashboard shows a 6-point rise in the average score of a class of 12. What is the first caution?',
          [
            '*In small groups a few students can move the average a lot',
            'The rise must be a data entry error',
            'Averages are never useful',
            'Scores always rise in spring',
          ],
        ),
        many('Questions to ask of any chart before drawing conclusions:', [
          '*What exactly is being measured?',
          '*How many students are behind each figure?',
          '*Compared with what baseline?',
          'Which colour palette was used?',
        ]),
        one('The median is more informative than the mean when…', [
          '*A few extreme scores distort the mean',
          'All scores are identical',
          'You need the total of all scores',
        ]),
      ],
    },
    {
      name: 'Correlation, causation and school data',
      description:
        'Why pupils in the homework club score higher is not proof the club works. Comparison groups, confounders and regression to the mean.',
      tags: [TG.civicData, TG.advanced, TG.research],
      questions: [
        one('Pupils who attend homework club score higher. What can you conclude?', [
          '*Attendance and scores are associated; other factors such as motivation may explain it',
          'Homework club causes higher scores',
          'Homework club lowers scores',
          'Nothing at all can be learned from the data',
        ]),
        many('Which design features give stronger evidence that an intervention works?', [
          '*A comparison group that did not receive it',
          '*Measuring before and after',
          'Asking participants whether they enjoyed it',
          '*Fair or random allocation to groups',
        ]),
        one('Regression to the mean means that…', [
          '*Students with extreme scores tend to score closer to average next time',
          'Everyone ends up with the same score',
          'Averages always rise over time',
          'Low scorers stay low',
        ]),
        one('A confounding variable is…', [
          '*A third factor linked to both the cause and the outcome',
          'A typo in the dataset',
          'The variable you are trying to improve',
        ]),
      ],
    },
    {
      name: 'Asking good questions of your data',
      description:
        'Start from a decision, not a spreadsheet. Turning vague worries into answerable questions and handling pupil data responsibly.',
      tags: [TG.civicData, TG.intermediate, TG.toolkit],
      questions: [
        one('Which question is most useful for a department meeting?', [
          '*Which topics did Year 9 find hardest on the last test, and why?',
          'Is our data good?',
          'What has the school average been since 2010?',
          'Who has the lowest score?',
        ]),
        many('Good practice when sharing pupil-level data:', [
          '*Share only what colleagues need for the decision',
          '*Anonymise where names are not needed',
          'Email full spreadsheets to personal accounts',
          '*Follow your organisation’s data protection policy',
        ]),
        one('Before building an analysis, you should first…', [
          '*Write down the question and the decision it will inform',
          'Create as many charts as possible',
          'Choose the colour palette',
        ]),
      ],
    },
    {
      name: 'Explaining data to colleagues and parents',
      description:
        'Choose the right chart, keep one clear message and say what happens next. Includes before-and-after redesigns of real school reports.',
      questions: [
        one('When presenting data to parents, it helps most to…', [
          '*Give one clear message with context and the next steps',
          'Show every chart you have',
          'Use technical terms to sound precise',
          'Avoid numbers completely',
        ]),
        many('Which chart choices aid understanding?', [
          '*Bar charts for comparing categories',
          '*Line charts for change over time',
          '3D pie charts with many slices',
          '*Labelled axes with units',
        ]),
        one('Starting the y-axis of a bar chart at 80 instead of 0 can…', [
          '*Exaggerate small differences',
          'Make differences harder to see',
          'Have no effect on how it is read',
          'Be required for percentages',
        ]),
      ],
    },
  ],
);

const mentoring = courseModules(
  {
    course: 6,
    firstId: 23,
    tags: [TG.northwind, TG.intermediate],
    themes: [TH.leadership],
    lectors: [LC.ivanov],
  },
  [
    {
      name: "The mentor's role in the first year",
      description:
        'What new teachers need most in their first months, and how mentoring differs from line management and appraisal.',
      tags: [TG.northwind, TG.beginner],
      questions: [
        one('The main aim of a first-year mentor is to…', [
          '*Help the new teacher develop their own practice and judgement',
          'Evaluate them for performance pay',
          'Teach their classes for them',
          'Report every mistake to leadership',
        ]),
        many('Which needs are common for new teachers in their first term?', [
          '*Establishing behaviour routines',
          '*Managing planning workload',
          '*Feeling part of the team',
          "Writing the school's curriculum",
        ]),
        one('Mentoring differs from line management mainly because it is…', [
          '*Developmental and confidential rather than evaluative',
          'Only about paperwork',
          'Always done by someone outside the school',
        ]),
      ],
    },
    {
      name: 'Structuring weekly mentor meetings',
      description:
        'A 30-minute meeting format that keeps the focus on one action step: review, plan, rehearse and agree.',
      questions: [
        one('A well-structured mentor meeting ends with…', [
          '*One or two specific action steps the mentee will practise',
          'A grade for the week',
          'A list of ten targets',
          'No agreed outcome, to keep it informal',
        ]),
        many('Good agenda items for a 30-minute mentor meeting:', [
          "*Reviewing last week's action step",
          '*Planning an upcoming lesson together',
          '*Rehearsing a tricky classroom moment',
          'Catching up on staffroom news',
        ]),
        one('How often should a new teacher usually meet their mentor?', [
          '*Weekly, at a protected time',
          'Once per term',
          'Only when there is a problem',
        ]),
      ],
    },
    {
      name: 'Lesson observation and feedback',
      description:
        'Short, frequent observations with time-stamped evidence, followed by feedback on a single high-leverage step that you rehearse together.',
      tags: [TG.northwind, TG.intermediate, TG.popular],
      lectors: [LC.ivanov, LC.johnson],
      questions: [
        one('Effective feedback after an observation focuses on…', [
          '*One high-leverage action step',
          'Every issue noticed in the lesson',
          "The teacher's personality",
          "The school's last inspection grade",
        ]),
        many('Features of a useful observation note:', [
          '*Specific, time-stamped evidence',
          '*What pupils were doing, not only the teacher',
          'General judgements such as "good lesson"',
          '*A question to discuss together',
        ]),
        one('Why rehearse the action step during the feedback meeting?', [
          '*Practising it makes it far more likely to appear in the next lesson',
          'It fills the remaining time',
          'It is needed for the written report',
          'It replaces the next observation',
        ]),
      ],
    },
    {
      name: 'Supporting wellbeing and workload',
      description:
        'Spot early signs of overload, review marking and planning routines together and know where your role as a mentor ends.',
      themes: [TH.wellbeing, TH.leadership],
      questions: [
        one('A mentee marks until midnight every day. The best first step is to…', [
          '*Review their marking routine together and find what can be cut or done in class',
          'Tell them it gets easier after the first year',
          'Reduce their timetable without discussing it',
          'Ask them to mark faster',
        ]),
        many('Which signs may mean a new teacher is struggling?', [
          '*Withdrawing from colleagues',
          '*Frequent absence or illness',
          '*Repeatedly cancelling mentor meetings',
          'Asking a lot of questions',
        ]),
        one('Which boundary is healthy for a mentor?', [
          '*Referring serious concerns to the right colleague or service',
          'Promising to keep everything secret',
          'Being available at any hour',
          'Solving every problem personally',
        ]),
      ],
    },
    {
      name: 'Mentoring in challenging situations',
      description:
        'An extended module for experienced mentors: mentees who resist feedback, induction at risk and conversations with school leaders.',
      tags: [TG.northwind, TG.advanced, TG.caseStudy],
      lectors: [LC.johnson],
      payment: { price: 19, currency: 'USD' },
      questions: [
        one('When a mentee rejects feedback, a productive response is to…', [
          '*Return to the evidence and ask what they noticed',
          'Repeat the feedback more firmly',
          'Escalate to the head teacher immediately',
          'Drop the topic for good',
        ]),
        many('Which situations should a mentor escalate beyond the mentoring relationship?', [
          '*Safeguarding concerns',
          '*Serious risk to the mentee’s health',
          'A lesson that did not go to plan',
          '*Induction standards still unmet after sustained support',
        ]),
        one('Notes from mentoring meetings in a difficult case should be…', [
          '*Factual, dated and shared with the mentee',
          'Kept secret from the mentee',
          'Written from memory at the end of the year',
        ]),
      ],
    },
  ],
);

export const modulesOfCourses4to6: DemoModule[] = [
  ...inclusiveClassroom,
  ...dataLiteracy,
  ...mentoring,
];
