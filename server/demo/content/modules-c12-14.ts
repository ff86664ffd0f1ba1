/** Modules of courses 12-14 (ids 50-60). */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const accessibleMaterials = courseModules(
  {
    course: 12,
    firstId: 50,
    tags: [TG.aurora, TG.beginner],
    themes: [TH.inclusion, TH.digital],
    lectors: [LC.moreau],
  },
  [
    {
      name: 'Headings, structure and reading order',
      description:
        'Documents and slides that screen readers can navigate: real headings, lists, table headers and link text that makes sense on its own.',
      questions: [
        one('Why do real headings (Heading 1, Heading 2…) matter for accessibility?', [
          '*Screen reader users navigate documents by jumping between headings',
          'They make the text bigger',
          'They are needed for printing',
        ]),
        many('Good structural practice in documents:', [
          '*Use the built-in heading styles in order',
          '*Use real lists instead of typed dashes',
          '*Give tables a header row',
          'Use bold text instead of headings',
        ]),
        one('Link text such as "click here"…', [
          '*Is unclear out of context; describe the destination instead',
          'Is best practice for accessibility',
          'Is required by accessibility standards',
        ]),
      ],
    },
    {
      name: 'Colour, contrast and legibility',
      description:
        'Check contrast in seconds, never rely on colour alone and choose fonts and layouts that survive zooming.',
      tags: [TG.aurora, TG.beginner, TG.toolkit],
      questions: [
        one('WCAG level AA requires normal-size body text to have a contrast ratio of at least…', [
          '*4.5:1',
          '2:1',
          '10:1',
          '1.5:1',
        ]),
        many('Which practices help readers with low vision or colour blindness?', [
          '*Never use colour alone to convey meaning',
          '*Keep sufficient contrast between text and background',
          '*Let text be enlarged without breaking the layout',
          'Light grey text on white for a cleaner look',
        ]),
        one('A chart marks "passed" in green and "failed" in red only. The simplest fix is to…', [
          '*Add labels or patterns so the meaning does not depend on colour',
          'Use brighter shades of red and green',
          'Remove the chart',
        ]),
      ],
    },
    {
      name: 'Alt text and captions',
      description:
        'Write alt text that carries the point of an image, caption your videos and know when an image should be skipped altogether.',
      tags: [TG.aurora, TG.intermediate],
      questions: [
        one('Good alt text for a chart in a lesson…', [
          '*States the key message the chart shows',
          'Says "image"',
          'Lists every colour in the chart',
          'Repeats the file name',
        ]),
        many('A lesson video is accessible when it has…', [
          '*Accurate captions',
          '*A transcript',
          '*Narration or description of important visuals',
          'Autoplay with sound',
        ]),
        one('A purely decorative image should have…', [
          '*Empty alt text, so screen readers skip it',
          'A long description',
          'The word "decoration" as alt text',
        ]),
      ],
    },
  ],
);

const blended = courseModules(
  {
    course: 13,
    firstId: 53,
    tags: [TG.aurora, TG.advanced],
    themes: [TH.digital, TH.pedagogy],
    lectors: [LC.tan],
  },
  [
    {
      name: 'What belongs online and what in the room',
      description:
        'Decide which activities need people together and which work better self-paced. The flipped model and its common pitfalls.',
      tags: [TG.aurora, TG.advanced, TG.higherEd],
      questions: [
        one('In a flipped model, live time is mainly used for…', [
          '*Application, discussion and feedback',
          'Delivering the lecture',
          'Silent reading',
          'Administration',
        ]),
        many('Activities that often work well self-paced:', [
          '*Watching a short explainer video',
          '*Self-check quizzes',
          '*Reading with guiding questions',
          'Role-play practice with live feedback',
        ]),
        one('The strongest reason to bring people together live is…', [
          '*Activities that need interaction, practice and immediate feedback',
          'Taking attendance',
          'Reading the slides aloud',
        ]),
      ],
    },
    {
      name: 'Mapping a blended unit',
      description:
        'Draw the learning journey of a unit step by step, with purpose, time and mode for each activity, and spot the gaps before learners do.',
      tags: [TG.aurora, TG.toolkit, TG.corporate],
      questions: [
        one('A learning journey map shows…', [
          '*The sequence of online and live activities and what each is for',
          'The floor plan of the training room',
          'Only the final assessment',
        ]),
        many('What should each step in the map state?', [
          '*The learning outcome it serves',
          '*The estimated time',
          '*Whether it is self-paced or live',
          "The designer's favourite colour",
        ]),
        one('Learners skip the online preparation. Which design change helps most?', [
          '*Make the live session build directly on what they produced online',
          'Repeat the whole preparation content in the live session',
          'Remove the preparation entirely',
          'Send more reminder emails',
        ]),
      ],
    },
    {
      name: 'Choosing tools deliberately',
      description:
        'Start from the learning activity, then check accessibility, privacy and effort for learners. A one-page checklist for tool decisions.',
      lectors: [LC.tan, LC.moreau],
      questions: [
        one('When choosing a digital tool, the first question is…', [
          '*Which learning activity does it need to support?',
          'Is it the newest tool available?',
          'Do other schools use it?',
        ]),
        many('Criteria worth checking before adopting a learning tool:', [
          '*Accessibility for all learners',
          '*Data protection and privacy',
          '*How easy it is for learners to use',
          'The number of animations it offers',
        ]),
        one('Why limit the number of different tools in one course?', [
          '*Each new tool adds learning effort that is not about the subject',
          'Tools are always expensive',
          'Learners prefer paper',
        ]),
      ],
    },
    {
      name: 'Connecting self-paced and live learning',
      description:
        'Bridge activities, visible instructor presence and peer interaction that keep a blended cohort learning as one group.',
      lectors: [LC.tan, LC.raman],
      questions: [
        one('A "bridge" activity is one that…', [
          '*Uses what learners produced online as material for the live session',
          'Is done on a bridge',
          'Replaces the live session',
          'Happens only after the course ends',
        ]),
        many('Ways to keep learners engaged between live sessions:', [
          '*Discussion prompts with clear deadlines',
          '*A short weekly video from the instructor',
          'Long walls of text',
          '*Peer review of submitted work',
        ]),
        one('Instructor presence in the online part mostly comes from…', [
          '*Regular, visible and personal responses to learners’ work',
          'A long welcome document',
          'Automated reminders only',
        ]),
      ],
    },
  ],
);

const coaching = courseModules(
  {
    course: 14,
    firstId: 57,
    tags: [TG.advanced, TG.corporate],
    themes: [TH.leadership],
    lectors: [LC.okafor],
  },
  [
    {
      name: 'Coaching versus advising',
      description:
        'When to ask and when to tell. The coaching stance, its limits, and how to switch between styles openly.',
      questions: [
        one('Coaching differs from advising in that the coach mainly…', [
          '*Asks questions that help the other person find their own solution',
          'Tells people what to do',
          'Evaluates performance',
          'Teaches new content',
        ]),
        many('When is a directive approach more appropriate than coaching?', [
          '*When there is a safety issue',
          '*When a novice lacks the basic knowledge',
          'When an experienced colleague is exploring options',
          '*When an urgent decision is needed',
        ]),
        one('Which question reflects a coaching stance?', [
          '*"What options have you considered?"',
          '"Here is what I would do."',
          '"That will not work."',
        ]),
      ],
    },
    {
      name: 'The GROW model',
      description:
        'Goal, Reality, Options, Way forward: a simple structure for a 20-minute development conversation, with sample questions for each stage.',
      tags: [TG.advanced, TG.corporate, TG.popular],
      questions: [
        many('What do the letters of GROW stand for?', [
          '*Goal',
          '*Reality',
          '*Options',
          '*Way forward',
          'Grade',
        ]),
        one('In the Reality stage, the coach…', [
          '*Helps the coachee describe the current situation with facts and examples',
          'Proposes the solution',
          'Sets a deadline',
        ]),
        one('A good goal for the conversation is…', [
          '*Specific and within the coachee’s control',
          'Broad, so that everything can be discussed',
          'Chosen by the coach',
        ]),
      ],
    },
    {
      name: 'Powerful questions and active listening',
      description:
        'Open questions that move thinking forward, listening that makes people feel heard, and the questions to avoid.',
      tags: [TG.advanced, TG.caseStudy],
      questions: [
        one('Which is an open, powerful question?', [
          '*"What would success look like for you?"',
          '"Did you try the new template?"',
          '"Why didn’t you do it the way we agreed?"',
          '"Is everything fine?"',
        ]),
        many('Signs of active listening:', [
          '*Paraphrasing what you heard',
          '*Summarising before moving on',
          '*Allowing pauses',
          'Planning your reply while the other person talks',
        ]),
        one('Why are "why" questions used carefully in coaching?', [
          '*They can sound judgemental and make people defensive',
          'They are too short',
          'They are grammatically difficult',
        ]),
      ],
    },
    {
      name: 'Agreeing commitments and following up',
      description:
        'Close each conversation with a commitment the coachee owns, check how strong it is and follow up without blame.',
      questions: [
        one('A commitment is strongest when…', [
          '*The coachee states it in their own words, with a date',
          'The coach writes it down for them',
          'It stays deliberately vague',
        ]),
        many('Good follow-up practices:', [
          '*Start the next conversation by reviewing the commitment',
          '*Recognise progress, however small',
          'Point out missed commitments in front of the team',
          '*Explore obstacles without blame',
        ]),
        one('The coachee rates their commitment 5 out of 10. The coach should…', [
          '*Ask what would make it higher, or adjust the action',
          'Accept it and move on',
          'End the coaching relationship',
        ]),
      ],
    },
  ],
);

export const modulesOfCourses12to14: DemoModule[] = [
  ...accessibleMaterials,
  ...blended,
  ...coaching,
];
