/** Modules of course 3 (ids 10-15). Module 15 is an unpublished draft. */
import type { DemoModule } from '../types';
import { courseModules, many, one } from './moduleKit';
import { LC } from './lectors';
import { TH } from './references';
import { TG } from './tags';

const facilitationOnline = courseModules(
  {
    course: 3,
    firstId: 10,
    tags: [TG.aurora, TG.live],
    themes: [TH.digital],
    lectors: [LC.okafor],
  },
  [
    {
      name: 'Designing a session, not a presentation',
      description:
        'Plan an online workshop around what participants do. Build a run sheet with timings, instructions and roles.',
      tags: [TG.aurora, TG.live, TG.beginner],
      questions: [
        one('In a well-designed online workshop, participants first interact…', [
          '*Within the first five minutes',
          'After the first hour',
          'Only in the Q&A at the end',
          'In the follow-up email',
        ]),
        many('What belongs in a facilitation run sheet?', [
          '*Timings for each activity',
          '*The instructions you will say or paste into chat',
          '*Who hosts breakouts and who handles the technology',
          'The colour of your video background',
        ]),
        one('A common rule of thumb for online sessions is to…', [
          '*Change the mode of activity at least every ten minutes',
          'Talk for twenty minutes before any activity',
          'End every session after ten minutes',
          'Allow ten minutes for each question',
        ]),
      ],
    },
    {
      name: 'Breakout rooms that work',
      description:
        'Clear tasks, the right group sizes and a visible output. How to brief, visit and debrief breakout groups.',
      questions: [
        many('What should participants have before a breakout starts?', [
          '*A clear task and a concrete output',
          '*The time limit',
          '*Instructions they can still see inside the room',
          'Their score from the previous activity',
        ]),
        one('Which group size suits a five-minute discussion?', [
          '*Two or three people',
          'Eight to ten people',
          'The whole cohort',
        ]),
        one('Why visit breakout rooms briefly?', [
          '*To check the task is clear, without taking over',
          'To grade each group',
          'To close the rooms early',
          'To take attendance',
        ]),
        one('What is the best way to debrief six groups in limited time?', [
          '*Each group adds its output to a shared board, then you highlight patterns',
          'Every group presents for ten minutes',
          'Skip the debrief entirely',
        ]),
      ],
    },
    {
      name: 'Whiteboards and shared documents',
      description:
        'Use collaborative boards and documents without losing people on the way. Templates, warm-ups and backup plans.',
      questions: [
        one('When a whiteboard activity starts, the most common problem is…', [
          '*People not knowing where to click or write',
          'Too many colours on the board',
          'The board being too large to print',
        ]),
        many('Good practices for collaborative boards:', [
          '*Prepare a labelled area for each group',
          '*Run a one-minute warm-up on the tool first',
          'Let everyone start from a blank board',
          '*Post a backup link in the chat',
        ]),
        one('What should you do if the board tool fails for some participants?', [
          '*Switch them to the backup: a shared document or the chat',
          'Stop the workshop and reschedule',
          'Ask them to watch without contributing',
          'Restart the meeting for everyone',
        ]),
      ],
    },
    {
      name: 'Energy, attention and silence online',
      description:
        'Pace a session so people stay with you. Wait time, breaks, inclusive ways to contribute and reading the room through a screen.',
      tags: [TG.aurora, TG.live, TG.editorsChoice],
      questions: [
        one('After asking a question online, you should…', [
          '*Wait seven to ten seconds before filling the silence',
          'Answer it yourself straight away',
          'Call on the first name in the participant list',
          'Move on to the next slide',
        ]),
        many('Ways to invite contributions from quieter participants:', [
          '*Type in the chat first, then speak',
          '*Anonymous polls',
          '*Pair work before whole-group sharing',
          'Cold-calling everyone on camera',
        ]),
        one('A 90-minute online workshop should include…', [
          '*At least one short break',
          'No breaks, to save time',
          'A break every ten minutes',
          'Breaks only when someone asks for one',
        ]),
      ],
    },
    {
      name: 'Facilitating hybrid groups',
      description:
        'Keep remote and in-room participants equal. Roles, room set-up and routines that stop online people becoming observers.',
      tags: [TG.aurora, TG.live, TG.advanced],
      questions: [
        one('The main risk in hybrid sessions is that…', [
          '*Remote participants become observers rather than contributors',
          'There is too much technology in the room',
          'In-room participants talk too little',
          'Sessions end early',
        ]),
        many('Which practices make hybrid sessions fairer?', [
          '*A producer or buddy who voices online participants',
          '*Everyone working in the same shared document',
          'Letting only in-room participants speak',
          '*Starting rounds with remote participants',
        ]),
        one('Where should the room camera point during discussion?', [
          '*At the participants in the room, not only at the facilitator',
          'At the slides on the wall',
          'At the ceiling, to avoid distraction',
        ]),
      ],
    },
    {
      name: 'Evaluating and following up workshops',
      description:
        'Draft module: measure whether a workshop changed anything and send follow-ups people actually read.',
      tags: [TG.aurora, TG.advanced],
      published: false,
      questions: [
        one(
          'Which level of the Kirkpatrick model asks whether participants changed their practice?',
          ['*Behaviour (level 3)', 'Reaction (level 1)', 'Learning (level 2)', 'Attendance'],
        ),
        many('A useful follow-up message contains…', [
          '*The key outputs the group created',
          '*Agreed next steps and who owns them',
          'Only a link to the full recording',
          '*Links to the resources mentioned',
        ]),
        one('When is the best time to send the follow-up?', [
          '*Within 24 hours of the session',
          'A month later, with the next invitation',
          'Only if participants ask for it',
        ]),
      ],
    },
  ],
);

export const modulesOfCourse3: DemoModule[] = facilitationOnline;
