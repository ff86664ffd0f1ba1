/**
 * Small builders for modules so the module files hold only what differs between modules
 * (texts, questions, tags). Media follow fixed rules:
 * - cover: covers/module-NN.webp, reused cyclically (20 covers for ~60 modules);
 * - video: videos/lesson-1..4.mp4 with the poster of the same number, 6 seconds each, with
 *   English and Russian WebVTT captions (videos/lesson-N.en.vtt, .ru.vtt) and a transcript;
 * - materials: the course's own handout and slides (courseMaterialFile); odd ids show the
 *   handout and offer the slides as a download, even ids the reverse, and every third module
 *   also offers a related course's handout, so lists of several items appear too.
 */
import { courses } from './courses';
import type {
  DemoCourse,
  DemoMaterial,
  DemoModule,
  DemoOption,
  DemoPayment,
  DemoQuestion,
  DemoVideo,
} from '../types';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Each course's handout and slides, written from its own sessions by scripts/demo-materials.ts
 * (server/demo/files/README.md).
 */
export const courseMaterialFile = (course: number, kind: 'handout' | 'slides') =>
  `materials/course-${two(course)}-${kind}.pdf`;

/**
 * What each generated clip shows (server/demo/files/README.md): a silent animation with the
 * title "Lesson N". The captions say so cue by cue; the transcript (the content's language,
 * English) describes the whole clip, so it also serves people who cannot see it.
 */
const CLIP_SCENES = {
  1: 'blue and green waves roll under an orange sun',
  2: 'violet and blue light drifts behind a glassy shape with a pink dot',
  3: 'blue, green and orange rings turn around one centre',
  4: 'orange lines flow in waves past a violet and a pink dot',
} as const;
type Clip = keyof typeof CLIP_SCENES;

function clipVideo(clip: Clip): DemoVideo {
  return {
    file: `videos/lesson-${clip}.mp4`,
    poster: `videos/poster-${clip}.webp`,
    duration: 6,
    captions: [
      { lang: 'en', label: 'English', file: `videos/lesson-${clip}.en.vtt` },
      { lang: 'ru', label: 'Русский', file: `videos/lesson-${clip}.ru.vtt` },
    ],
    transcript:
      'This six-second clip has no narration, music or other sound.\n\n' +
      `The title "Lesson ${clip}" stays on screen while ${CLIP_SCENES[clip]}.`,
  };
}

/**
 * The options in an order drawn from the question's text: the right ones are written first, and
 * kept there they would be the answer key (a session-14 audit passed five tests by always
 * choosing the first option). Drawn, not random, so every seed of the demo is the same.
 */
function shuffled<T>(items: T[], seedText: string): T[] {
  // FNV-1a of the text, then a small LCG (Numerical Recipes') for Fisher-Yates.
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++)
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** '*' at the start of an option marks it as correct. */
function options(question: string, texts: string[]): DemoOption[] {
  return shuffled(
    texts.map((t) =>
      t.startsWith('*') ? { text: t.slice(1), correct: true } : { text: t, correct: false },
    ),
    question,
  );
}
/** A single-choice question: exactly one option should start with '*'. */
export const one = (text: string, opts: string[]): DemoQuestion => ({
  text,
  kind: 'single',
  options: options(text, opts),
});
/** A multiple-choice question: two or more options should start with '*'. */
export const many = (text: string, opts: string[]): DemoQuestion => ({
  text,
  kind: 'multiple',
  options: options(text, opts),
});

export interface ModuleSpec {
  name: string;
  description: string;
  tags?: number[];
  themes?: number[];
  lectors?: number[];
  questions: DemoQuestion[];
  /** Defaults to true; a few drafts exist to exercise hidden favorites. */
  published?: boolean;
  /** A module priced on its own inside a free course; null/undefined inherits the course. */
  payment?: DemoPayment;
}

export interface CourseDefaults {
  course: number;
  firstId: number;
  tags: number[];
  themes: number[];
  lectors: number[];
}

/**
 * Further reading for a course: the handout of the next free course (by id, wrapping) that shares
 * one of its themes, or of the next free course when none does. Never a priced course's: its
 * handout stays behind its price (server/lib/DECISIONS.md "Paid lesson files").
 */
function relatedCourse(course: number): DemoCourse {
  const own = courses.find((c) => c.id === course)!;
  const free = (c: DemoCourse) => c.id !== course && c.payment_config === null;
  const after = [...courses.filter((c) => c.id > course), ...courses.filter((c) => c.id < course)];
  return (
    after.find((c) => free(c) && c.themes.some((t) => own.themes.includes(t))) ?? after.find(free)!
  );
}

function materials(id: number, course: number): Pick<DemoModule, 'viewable' | 'downloadable'> {
  const title = courses.find((c) => c.id === course)!.name;
  const handout = courseMaterialFile(course, 'handout');
  const slides = courseMaterialFile(course, 'slides');
  const viewable: DemoMaterial[] =
    id % 2 === 1
      ? [{ name: `Handout: ${title}`, kind: 'pdf', file: handout }]
      : [{ name: `Slides: ${title}`, kind: 'presentation', file: slides }];
  const downloadable: DemoMaterial[] =
    id % 2 === 1
      ? [{ name: `Slide deck: ${title}`, kind: 'file', file: slides }]
      : [{ name: `Printable handout: ${title}`, kind: 'pdf', file: handout }];
  if (id % 3 === 0) {
    const related = relatedCourse(course);
    downloadable.push({
      name: `Further reading: ${related.name}`,
      kind: 'pdf',
      file: courseMaterialFile(related.id, 'handout'),
    });
  }
  return { viewable, downloadable };
}

/** Builds a course's modules with consecutive ids and positions 1..n. */
export function courseModules(defaults: CourseDefaults, specs: ModuleSpec[]): DemoModule[] {
  return specs.map((spec, index) => {
    const id = defaults.firstId + index;
    const clip = (((id - 1) % 4) + 1) as Clip;
    return {
      id,
      course: defaults.course,
      position: index + 1,
      name: spec.name,
      description: spec.description,
      image: `covers/module-${two(((id - 1) % 20) + 1)}.webp`,
      tags: spec.tags ?? defaults.tags,
      themes: spec.themes ?? defaults.themes,
      lectors: spec.lectors ?? defaults.lectors,
      is_published: spec.published ?? true,
      payment_config: spec.payment ?? null,
      video: clipVideo(clip),
      ...materials(id, defaults.course),
      test: { name: `Knowledge check: ${spec.name}`, questions: spec.questions },
    };
  });
}
