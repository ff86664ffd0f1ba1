/**
 * Shape of the demo content that the reference server seeds on first start.
 * Content files live in ./content/*.ts (plain data, no logic); media files in ./files/
 * and are referred to by their path inside files/ (e.g. 'covers/course-01.webp'); the
 * server turns those into root-relative URLs under /api/media/files/.
 * Ids are explicit so the seed is reproducible and tests can name items.
 * Dates that must stay "current" are offsets from the seeding moment, in days.
 */
import type { BadgeTheme, ColorScheme } from '../../src/shared/contract/common';

export interface DemoNamed {
  id: number;
  name: string;
}
export interface DemoTag {
  id: number;
  name: string;
  label: string;
  theme: BadgeTheme;
}
export interface DemoSponsor {
  id: number;
  name: string;
  label: string;
  logo: string;
  description: string;
  website: string;
}
export interface DemoLector {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
  photo: string | null;
  position: string;
}
export interface DemoPayment {
  price: number;
  currency: string;
}

export interface DemoMaterial {
  name: string;
  kind: 'pdf' | 'presentation' | 'file' | 'link';
  file: string;
}
export interface DemoOption {
  text: string;
  correct: boolean;
}
export interface DemoQuestion {
  text: string;
  kind: 'single' | 'multiple';
  options: DemoOption[];
}

/** A WebVTT caption file of a video: BCP 47 language tag and the track's name in that language. */
export interface DemoCaption {
  lang: string;
  label: string;
  file: string;
}
export interface DemoVideo {
  file: string;
  poster: string;
  duration: number;
  captions: DemoCaption[];
  /** Plain text, paragraphs separated by blank lines; null = none. */
  transcript: string | null;
}

export interface DemoCourse {
  id: number;
  name: string;
  description: string;
  image: string;
  tags: number[];
  themes: number[];
  lectors: number[];
  color_scheme: ColorScheme;
  sponsor: number | null;
  payment_config: DemoPayment | null;
  /** Days before seeding when the course was published (newer courses first in "new courses"). */
  published_days_ago: number;
}

export interface DemoModule {
  id: number;
  course: number;
  /** Order inside the course, 1-based. */
  position: number;
  name: string;
  description: string;
  image: string;
  tags: number[];
  themes: number[];
  lectors: number[];
  is_published: boolean;
  /** null = inherits the course's payment_config. */
  payment_config: DemoPayment | null;
  video: DemoVideo;
  viewable: DemoMaterial[];
  downloadable: DemoMaterial[];
  test: { name: string; questions: DemoQuestion[] };
}

export interface DemoArticle {
  id: number;
  name: string;
  image: string;
  tags: number[];
  topic: string;
  /** Trusted-looking but still sanitized by the client: HTML with <p>, <h2>, <ul>, <blockquote>, <a>. */
  body: string;
  sponsor: number | null;
  published_days_ago: number;
}

export interface DemoEvent {
  id: number;
  name: string;
  description: string;
  image: string;
  /** Negative = in the past. Hour of day in UTC for the start. */
  starts_in_days: number;
  start_hour_utc: number;
  duration_hours: number;
  format: 'online' | 'offline';
  /** The venue's IANA time zone for offline events ("Europe/Moscow"); null for online ones. */
  timezone: string | null;
  /** Street address for offline events, null for online ones. */
  location: string | null;
  city: number | null;
  tags: number[];
  sponsor: number | null;
  registration_url: string | null;
}

export interface DemoStory {
  id: number;
  name: string;
  thumbnail: string;
  files: { kind: 'image' | 'video'; file: string }[];
  /** Shown over the story; plain text. */
  text: string;
  /** Where "Read the article" / "Open the event" / "Open the course" leads, if anywhere. */
  link: { kind: 'article' | 'event' | 'course'; id: number } | null;
  /** Active window relative to seeding, in days (start <= 0 <= end for active stories). */
  start_days: number;
  end_days: number;
}

export interface DemoPerson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  middle_name: string;
  phone: string;
  photo: string | null;
  role: 'mentor' | 'expert' | 'member';
  city: number | null;
  specialization: number | null;
  about: string;
  is_published: boolean;
  work_place: { work_place: number | null; position: string } | null;
  education: { university: number | null; graduation_year: number | null; degree: string } | null;
}

/** What a demo user has done already (ids refer to the content above). */
export interface DemoActivity {
  user: number;
  /** Paid courses this user has bought access to. */
  access_courses: number[];
  favorite_courses: number[];
  favorite_modules: number[];
  favorite_articles: number[];
  viewed_modules: number[];
  completed_modules: number[];
  passed_tests_of_modules: number[];
  viewed_articles: number[];
  /** Courses whose certificate this user already holds (all their tests passed). */
  certificates: number[];
}

export interface DemoContent {
  cities: DemoNamed[];
  workPlaces: DemoNamed[];
  specializations: DemoNamed[];
  universities: DemoNamed[];
  sponsors: DemoSponsor[];
  tags: DemoTag[];
  themes: DemoNamed[];
  lectors: DemoLector[];
  courses: DemoCourse[];
  modules: DemoModule[];
  articles: DemoArticle[];
  events: DemoEvent[];
  stories: DemoStory[];
  /** Community members and the two demo users (ids 1 and 2 are the demo users). */
  people: DemoPerson[];
  activity: DemoActivity[];
  promoCodes: string[];
}
