/**
 * Six stories, all active from a few days before seeding until a year after it, so the home
 * page always has some. Stories 1 and 4 mix an image with the short video clip.
 */
import type { DemoStory } from '../types';

const image = (n: number) => ({ kind: 'image' as const, file: `stories/story-${n}.webp` });
const clip = { kind: 'video' as const, file: 'stories/story-clip.mp4' };
const thumb = (n: number) => `stories/thumb-${n}.webp`;

export const stories: DemoStory[] = [
  {
    id: 1,
    name: 'New: Blended Learning Design',
    thumbnail: thumb(1),
    files: [image(1), clip],
    start_days: -3,
    end_days: 365,
  },
  {
    id: 2,
    name: 'Kazan Mentoring Forum',
    thumbnail: thumb(2),
    files: [image(2)],
    start_days: -3,
    end_days: 365,
  },
  {
    id: 3,
    name: 'Tip of the week: exit tickets',
    thumbnail: thumb(3),
    files: [image(3)],
    start_days: -2,
    end_days: 365,
  },
  {
    id: 4,
    name: 'Meet our mentors',
    thumbnail: thumb(4),
    files: [image(4), clip, image(5)],
    start_days: -2,
    end_days: 365,
  },
  {
    id: 5,
    name: 'Accessible PDFs in ten minutes',
    thumbnail: thumb(5),
    files: [image(5)],
    start_days: -1,
    end_days: 365,
  },
  {
    id: 6,
    name: 'Community survey results',
    thumbnail: thumb(6),
    files: [image(6)],
    start_days: 0,
    end_days: 365,
  },
];
