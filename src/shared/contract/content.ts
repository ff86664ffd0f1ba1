/** The API contract, part 3: news articles, events, stories, community members. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IdList, Nullable, PageQuery, Sponsor, Tag } from './common';

export const Article = Type.Object({
  id: Id,
  name: Type.String(),
  image: Nullable(Type.String()),
  tags: Type.Array(Tag),
  topic: Type.String(),
  viewed: Type.Boolean(),
  published_at: Type.String({ format: 'date-time' }),
});
export type Article = Static<typeof Article>;

export const ArticleDetail = Type.Composite([
  Article,
  Type.Object({ body: Type.String(), sponsor: Nullable(Sponsor), is_favorite: Type.Boolean() }),
]);
export type ArticleDetail = Static<typeof ArticleDetail>;

export const ArticlesQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  tags: Type.Optional(IdList),
  ...PageQuery,
});
export type ArticlesQuery = Static<typeof ArticlesQuery>;

export const EventFormat = Type.Union([Type.Literal('online'), Type.Literal('offline')]);
export const Event = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
  format: EventFormat,
  /**
   * The venue's IANA time zone ("Europe/Moscow"); null when unknown or for an online event
   * without one. starts_at/ends_at stay instants; the zone says which wall clock the venue uses.
   */
  timezone: Nullable(Type.String({ minLength: 1, maxLength: 64 })),
  location: Nullable(Type.String()),
  /** A reference-list id (docs/api.md: city fields are ids; the client shows the name). */
  city: Nullable(Id),
  tags: Type.Array(Tag),
  sponsor: Nullable(Sponsor),
  registration_url: Nullable(Type.String()),
});
export type Event = Static<typeof Event>;

export const EventType = Type.Union([
  Type.Literal('all'),
  Type.Literal('upcoming'),
  Type.Literal('past'),
]);
export type EventType = Static<typeof EventType>;
export const EventsQuery = Type.Object({
  type: Type.Optional(EventType),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuery,
});
export type EventsQuery = Static<typeof EventsQuery>;

export const StoryFile = Type.Object({
  id: Id,
  kind: Type.Union([Type.Literal('image'), Type.Literal('video')]),
  url: Type.String(),
});
/** Where a story leads inside the product: a kind and an id, never a URL (no open redirects). */
export const StoryLink = Type.Object({
  kind: Type.Union([Type.Literal('article'), Type.Literal('event'), Type.Literal('course')]),
  id: Id,
});
export type StoryLink = Static<typeof StoryLink>;

export const Story = Type.Object({
  id: Id,
  name: Type.String(),
  /** Plain text shown over the story ('' when it has none). */
  text: Type.String(),
  link: Type.Union([StoryLink, Type.Null()]),
  show_start: Type.String({ format: 'date-time' }),
  show_end: Type.String({ format: 'date-time' }),
  view: Type.Boolean(),
  thumbnail: Type.String(),
  files: Type.Array(StoryFile),
});
export type Story = Static<typeof Story>;

export const MemberRole = Type.Union([
  Type.Literal('mentor'),
  Type.Literal('expert'),
  Type.Literal('member'),
]);
export type MemberRole = Static<typeof MemberRole>;
export const Member = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Type.String(),
  photo: Nullable(Type.String()),
  role: MemberRole,
  /** Reference-list ids; the client shows names from its references slice. */
  specialization: Nullable(Id),
  city: Nullable(Id),
  about: Type.String(),
});
export type Member = Static<typeof Member>;

export const CommunityType = Type.Union([
  Type.Literal('all'),
  Type.Literal('mentors'),
  Type.Literal('experts'),
]);
export type CommunityType = Static<typeof CommunityType>;
export const CommunityQuery = Type.Object({
  type: Type.Optional(CommunityType),
  q: Type.Optional(Type.String({ maxLength: 200 })),
  ...PageQuery,
});
export type CommunityQuery = Static<typeof CommunityQuery>;
