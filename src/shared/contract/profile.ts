/** The API contract, part 4: profile, public profile, certificates, favorites, references. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, LineOfText, NamedItem, Nullable, PageQuery, PersonName } from './common';
import { Article } from './content';
import { Course, ModuleSummary } from './learning';

export const WorkPlace = Type.Object({
  work_place: Nullable(Id),
  position: Type.String({ maxLength: 200 }),
});
export type WorkPlace = Static<typeof WorkPlace>;
export const Education = Type.Object({
  university: Nullable(Id),
  graduation_year: Nullable(Type.Integer({ minimum: 1950, maximum: 2100 })),
  degree: Type.String({ maxLength: 200 }),
});
export type Education = Static<typeof Education>;

export const Profile = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  photo: Nullable(Type.String()),
  city: Nullable(Id),
  specialization: Nullable(Id),
  about: Type.String(),
  is_published: Type.Boolean(),
  work_place: Nullable(WorkPlace),
  education: Nullable(Education),
});
export type Profile = Static<typeof Profile>;

/**
 * POST /profile/my/: a partial update; id, email and photo are ignored if sent. Names follow
 * contract/names.ts: no controls, lone surrogates or bidi overrides (400 `invalid_characters`),
 * trimmed of spaces and invisible characters; first and last name then not empty (400 `blank`).
 */
export const ProfileUpdate = Type.Partial(
  Type.Object({
    first_name: PersonName({ minLength: 1 }),
    last_name: PersonName({ minLength: 1 }),
    middle_name: PersonName(),
    phone: Type.String({ maxLength: 32 }),
    city: Nullable(Id),
    specialization: Nullable(Id),
    about: Type.String({ maxLength: 2000 }),
    is_published: Type.Boolean(),
    id: Type.Unknown(),
    email: Type.Unknown(),
    photo: Type.Unknown(),
  }),
);
export type ProfileUpdate = Partial<
  Omit<Profile, 'id' | 'email' | 'photo' | 'work_place' | 'education'>
>;
/**
 * PUT /profile/WorkPlaceUpdate/ and /profile/EducationUpdate/: partial updates. `position` and
 * `degree` refuse what names refuse (contract/names.ts): 400 `invalid_characters`.
 */
export const WorkPlaceUpdate = Type.Partial(
  Type.Object({ work_place: WorkPlace.properties.work_place, position: LineOfText(200) }),
);
export type WorkPlaceUpdate = Partial<WorkPlace>;
export const EducationUpdate = Type.Partial(
  Type.Object({
    university: Education.properties.university,
    graduation_year: Education.properties.graduation_year,
    degree: LineOfText(200),
  }),
);
export type EducationUpdate = Partial<Education>;

/**
 * A received certificate. `public_id` is its public, unguessable id (96 random bits as 24 hex
 * digits): the verification page `/certificates/{public_id}` and GET /certificates/{public_id}/
 * answer it to anyone; `id` is the internal row id. `url` is the PDF download (public too).
 */
export const Certificate = Type.Object({
  id: Id,
  public_id: Type.String(),
  course: NamedItem,
  issued_at: Type.String({ format: 'date-time' }),
  url: Type.String(),
});
export type Certificate = Static<typeof Certificate>;

/** GET /certificates/{public_id}/ and /pdf/: any string up to 64 characters; unknown ids 404. */
export const CertificateParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
/** The PDF's language (the learner's): en (default) or ru. */
export const CertificateLanguage = Type.Union([Type.Literal('en'), Type.Literal('ru')]);
export type CertificateLanguage = Static<typeof CertificateLanguage>;
export const CertificatePdfQuery = Type.Object({ lang: Type.Optional(CertificateLanguage) });

/**
 * GET /certificates/{public_id}/: what a verifier needs, public (no token). The holder's name is
 * shown even when the profile is unpublished (the holder shares the link to prove it);
 * `holder.profile_id` is set only when the public profile is published. `sponsor` is the issuer;
 * null for a course without a sponsor (the platform issues it).
 */
export const CertificateVerification = Type.Object({
  public_id: Type.String(),
  holder: Type.Object({
    first_name: Type.String(),
    last_name: Type.String(),
    middle_name: Type.String(),
    profile_id: Nullable(Id),
  }),
  course: NamedItem,
  sponsor: Nullable(NamedItem),
  issued_at: Type.String({ format: 'date-time' }),
  pdf_url: Type.String(),
});
export type CertificateVerification = Static<typeof CertificateVerification>;

export const PublicProfile = Type.Composite([
  Type.Omit(Profile, ['email', 'phone']),
  Type.Object({ certificates: Type.Array(Certificate) }),
]);
export type PublicProfile = Static<typeof PublicProfile>;

export const FavoriteKind = Type.Union([
  Type.Literal('course'),
  Type.Literal('module'),
  Type.Literal('article'),
]);
export type FavoriteKind = Static<typeof FavoriteKind>;
export const FavoriteItem = Type.Object({
  type: FavoriteKind,
  object: Type.Union([Course, ModuleSummary, Article]),
  parent_course: Nullable(NamedItem),
  is_published: Type.Boolean(),
});
export type FavoriteItem = Static<typeof FavoriteItem>;
export const FavoritesPageQuery = Type.Object({ ...PageQuery });
export const FavoriteReply = Type.Object({ detail: Type.String() });

/**
 * POST /profile/promo/: redeems a promo code for the signed-in user (docs/api.md "Promo codes").
 * The code is trimmed and matched without regard to case.
 */
export const PromoRedeemBody = Type.Object({ code: Type.String({ maxLength: 64 }) });
export type PromoRedeemBody = Static<typeof PromoRedeemBody>;
/** `courses`: the paid courses the code opens to this user (all of them, already open or not). */
export const PromoRedeemReply = Type.Object({
  detail: Type.String(),
  courses: Type.Array(NamedItem),
});
export type PromoRedeemReply = Static<typeof PromoRedeemReply>;

/**
 * GET /references/settings/: settings of the platform the app shows. `access`: how a learner gets
 * access to paid content, a contact email and/or a page (either may be null).
 */
export const Settings = Type.Object({
  access: Type.Object({
    email: Nullable(Type.String()),
    url: Nullable(Type.String()),
  }),
});
export type Settings = Static<typeof Settings>;
