/** Modules of courses 10-11 (ids 40-49). Module 49 is an unpublished draft. */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const stemInquiry = courseModules(
  {
    course: 10,
    firstId: 40,
    tags: [TG.civicData, TG.intermediate, TG.secondary],
    themes: [TH.stem],
    lectors: [LC.morozov],
  },
  [
    {
      name: 'Levels of inquiry',
      description:
        'From confirmation labs to open investigations: choose how much to hand over to students, and why novices need more structure.',
      questions: [
        one('In guided inquiry, the teacher provides…', [
          '*The question, while students design the procedure',
          'The question, the procedure and the expected result',
          'Nothing at all',
          'Only the final answer',
        ]),
        many('Which are recognised levels of inquiry?', [
          '*Confirmation',
          '*Structured',
          '*Open',
          'Random',
        ]),
        one('Why start novices with structured inquiry?', [
          '*Fully open inquiry overloads learners who lack background knowledge',
          'It is cheaper to run',
          'Open inquiry is never useful',
        ]),
      ],
    },
    {
      name: 'Asking investigable questions',
      description:
        'Turn curiosity into questions that can be tested in a lesson. Variables, fair tests and the difference between "why" and "how does".',
      lectors: [LC.ivanov],
      questions: [
        one('Which of these is an investigable question?', [
          '*How does the length of a pendulum affect its period?',
          'Why is science important?',
          'Are pendulums beautiful?',
          'What is a pendulum?',
        ]),
        many('A fair test requires…', [
          '*Changing one independent variable',
          '*Measuring a dependent variable',
          '*Keeping the control variables constant',
          'Changing several variables at once to save time',
        ]),
        one('A student asks "Why do plants need light?" A good investigable version is…', [
          '*How does light intensity affect the rate of oxygen production in pondweed?',
          'Do plants like light?',
          'What colour are plants?',
        ]),
      ],
    },
    {
      name: 'Low-cost experiments and data collection',
      description:
        'Phone sensors, kitchen chemistry and shared class datasets. Get reliable measurements without a well-equipped lab.',
      tags: [TG.civicData, TG.toolkit, TG.caseStudy],
      questions: [
        many('Which quantities can common smartphone sensor apps measure?', [
          '*Acceleration',
          '*Sound level',
          '*Light intensity',
          'Blood type',
        ]),
        many('Ways to improve the reliability of measurements:', [
          '*Repeat readings and take a mean',
          '*Identify anomalies and explain why they were excluded',
          'Record only the results you expected',
          '*Use the same instrument throughout',
        ]),
        one('Why pool class results in one shared spreadsheet?', [
          '*A larger dataset makes patterns and variability visible',
          'It removes the need for analysis',
          'It hides mistakes made by individual groups',
        ]),
      ],
    },
    {
      name: 'Arguing from evidence',
      description:
        'Claim, evidence, reasoning: teach students to write scientific arguments and assess the quality of their reasoning, not only the answer.',
      tags: [TG.civicData, TG.advanced],
      themes: [TH.stem, TH.assessment],
      questions: [
        one('In the Claim-Evidence-Reasoning framework, "reasoning" is…', [
          '*The scientific principle that explains why the evidence supports the claim',
          'A restatement of the claim',
          'The raw data table',
          'The conclusion of another group',
        ]),
        many('Signs of a strong scientific argument in student writing:', [
          '*It refers to specific data',
          '*It considers alternative explanations',
          '*It acknowledges limitations of the method',
          'It uses as many technical words as possible',
        ]),
        one(
          'Two groups reach opposite conclusions from the same experiment. The most productive next step is…',
          [
            '*Compare their data and methods to find where they diverge',
            'Declare the louder group correct',
            'Tell them the textbook answer and move on',
          ],
        ),
      ],
    },
  ],
);

const languageRich = courseModules(
  {
    course: 11,
    firstId: 44,
    tags: [TG.intermediate, TG.secondary],
    themes: [TH.languages],
    lectors: [LC.belova],
  },
  [
    {
      name: 'Teaching vocabulary in tiers',
      description:
        'Which words to teach explicitly and how. Everyday, academic and subject-specific vocabulary with routines that fit into any lesson.',
      tags: [TG.intermediate, TG.popular, TG.primary],
      questions: [
        one('In the three-tier model, words such as "analyse", "evidence" and "significant" are…', [
          '*Tier 2: academic words used across many subjects',
          'Tier 1: everyday words',
          'Tier 3: subject-specific technical terms',
          'Informal slang',
        ]),
        many('Effective ways to teach a new word:', [
          '*Give a student-friendly definition',
          '*Show it in several different contexts',
          '*Have students use it in sentences of their own',
          'Have students copy the dictionary definition ten times',
        ]),
        one('How many new words should usually be taught explicitly in one lesson?', [
          '*A few high-value words, typically three to five',
          'Every unfamiliar word in the text',
          'None: students pick them up by reading',
        ]),
      ],
    },
    {
      name: 'Structured academic talk',
      description:
        'Turn classroom talk into a tool for thinking. Think-pair-share, sentence stems, discussion roles and modelling a good spoken answer.',
      questions: [
        one('Think-pair-share improves whole-class discussion because…', [
          '*Everyone rehearses an answer before speaking to the class',
          'It makes the lesson shorter',
          'Only the most confident students speak',
        ]),
        many('Tools that raise the quality of student talk:', [
          '*Sentence stems such as "I agree with… because…"',
          '*Assigned roles in group discussion',
          '*Modelling a good spoken answer first',
          'Accepting one-word answers to keep up the pace',
        ]),
        one(
          'Asking a student to "say it again in a full sentence, using the word we learned" is…',
          [
            '*A way to stretch oral language and vocabulary use',
            'A punishment for a weak answer',
            'Only suitable for language lessons',
          ],
        ),
      ],
    },
    {
      name: 'Disciplinary reading',
      description:
        'Read like a historian, a scientist or a mathematician. Modelled reading, vocabulary preparation and summarising complex texts.',
      lectors: [LC.belova, LC.raman],
      questions: [
        one('Disciplinary literacy means…', [
          '*Reading and writing the way experts in a subject do',
          'Using the same generic reading strategies for every text',
          'Reading only fiction',
          'Holding spelling tests in every subject',
        ]),
        many('Which strategies support reading complex subject texts?', [
          '*Pre-teaching key vocabulary',
          '*Reading aloud while the teacher models their thinking',
          '*Summarising each paragraph in one line',
          'Skipping the difficult paragraphs',
        ]),
        one('Reading a primary source, a historian usually asks first…', [
          '*Who wrote it, when, and why?',
          'How long is it?',
          'Is it printed in colour?',
        ]),
      ],
    },
    {
      name: 'Writing like a subject expert',
      description:
        'From model texts to independent writing: annotate models, write together with the class and gradually hand over.',
      tags: [TG.intermediate, TG.toolkit],
      questions: [
        one('The "I do, we do, you do" sequence in teaching writing means…', [
          '*Modelling, then writing together, then independent writing',
          'The teacher writes everything for the class',
          'Students copy the text from the board',
        ]),
        many('Features of a useful model text:', [
          '*It is annotated to show structure and language choices',
          '*It matches the standard expected in the task',
          'It is much longer than students could write',
          '*It can be compared with a weaker version',
        ]),
        one('During shared writing, the teacher should…', [
          '*Think aloud about each choice and invite suggestions from the class',
          'Write silently as fast as possible',
          'Let one student dictate the whole text',
          'Hand out a finished text',
        ]),
      ],
    },
    {
      name: 'Supporting multilingual learners',
      description:
        'Make subject content accessible to students who are still learning the language of instruction, without watering it down.',
      tags: [TG.intermediate, TG.editorsChoice],
      themes: [TH.languages, TH.inclusion],
      lectors: [LC.belova, LC.schmidt],
      questions: [
        one('Letting students use their home language while learning a new concept…', [
          '*Can support understanding and transfer into the language of instruction',
          'Always slows down their learning',
          'Should be avoided in every subject',
        ]),
        many('Helpful support for new arrivals who are still learning English:', [
          '*Visuals and graphic organisers',
          '*A bilingual glossary of key terms',
          '*Pairing with a supportive peer',
          'Placing them in the lowest set for every subject by default',
        ]),
        one('Conversational fluency usually develops faster than…', [
          '*Academic language proficiency',
          'Listening comprehension',
          'Everyday vocabulary',
        ]),
      ],
    },
    {
      name: 'Assessing language across the curriculum',
      description:
        'Draft module: noticing language progress in subject lessons and giving feedback on it.',
      published: false,
      questions: [
        one('Feedback on language in a science lesson should focus on…', [
          '*The language needed to express the science accurately',
          'Every spelling error in the text',
          'Handwriting only',
        ]),
        many('Evidence of growing academic language in subject work:', [
          '*Accurate use of technical terms',
          '*Longer, connected explanations',
          'Shorter answers',
          '*Use of connectives such as "therefore" and "however"',
        ]),
        one('Who is responsible for students’ academic language?', [
          '*Every teacher, in their own subject',
          'Only the language department',
          'Only the students themselves',
        ]),
      ],
    },
  ],
);

export const modulesOfCourses10to11: DemoModule[] = [...stemInquiry, ...languageRich];
