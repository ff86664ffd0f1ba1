/**
 * Six stories, all active from a few days before seeding until a year after it, so the home
 * page always has some. Stories 1 and 4 mix an image with the short video clip. Each has a line
 * of text and a link to the course, event or article it is about.
 */
import type { DemoStory } from '../types';

const image = (n: number) => ({ kind: 'image' as const, file: `stories/story-${n}.webp` });
const clip = { kind: 'video' as const, file: 'stories/story-clip.mp4' };
const thumb = (n: number) => `stories/thumb-${n}.webp`;

export const stories: DemoStory[] = [
  {
    id: 1,
    name: 'New: Blended Learning Design',
    text: 'A new course on mixing live and online learning: plan what happens in the room, what happens at home, and how the two feed each other.',
    link: { kind: 'course', id: 13 },
    thumbnail: thumb(1),
    files: [image(1), clip],
    start_days: -3,
    end_days: 365,
  },
  {
    id: 2,
    name: 'Kazan Mentoring Forum',
    text: 'Two days of mentoring practice in Kazan: open lessons, coaching clinics and a panel of first-year teachers. Free for members.',
    link: { kind: 'event', id: 4 },
    thumbnail: thumb(2),
    files: [image(2)],
    start_days: -3,
    end_days: 365,
  },
  {
    id: 3,
    name: 'Tip of the week: exit tickets',
    text: 'One question at the end of the lesson tells you who got it. Ideas from Year 2 to Year 6 that take two minutes.',
    link: { kind: 'article', id: 17 },
    thumbnail: thumb(3),
    files: [image(3)],
    start_days: -2,
    end_days: 365,
  },
  {
    id: 4,
    name: 'Meet our mentors',
    text: 'Three mentors from our community on the first conversation with a new teacher, and what they wish they had known.',
    link: { kind: 'article', id: 13 },
    thumbnail: thumb(4),
    files: [image(4), clip, image(5)],
    start_days: -2,
    end_days: 365,
  },
  {
    id: 5,
    name: 'Accessible PDFs in ten minutes',
    text: 'Headings, reading order and alt text: a ten-minute routine that makes your handouts readable for everyone.',
    link: { kind: 'article', id: 20 },
    thumbnail: thumb(5),
    files: [image(5)],
    start_days: -1,
    end_days: 365,
  },
  {
    id: 6,
    name: 'Community survey results',
    text: 'You asked for shorter courses, more online meetups and certificates. Here is what we are changing.',
    link: { kind: 'article', id: 28 },
    thumbnail: thumb(6),
    files: [image(6)],
    start_days: 0,
    end_days: 365,
  },
];
