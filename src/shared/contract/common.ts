/**
 * The API contract, part 1: shapes shared by every domain.
 * One source for both sides: the server validates with these schemas, the app imports
 * the inferred types (type-only imports, so no schema code reaches the browser bundle).
 * See docs/api.md for the prose version and docs/openapi.json for the generated document.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ValidationCode } from './errors';
import { NAME_PATTERN } from './names';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * One line a person writes that the app shows beside other text (a name; a work position and a
 * degree, joined with the place and "Graduated 2019" on the public profile): a name's characters
 * (contract/names.ts), so no control or text-direction override reorders what follows it.
 */
export const LineOfText = (maxLength: number, options: { minLength?: number } = {}) =>
  Type.String({
    ...options,
    maxLength,
    pattern: NAME_PATTERN,
    patternCode: 'invalid_characters' satisfies ValidationCode,
  });

/**
 * A person's name in a request (first, last, middle): at most 100 characters of text
 * (contract/names.ts). Characters that are not text answer `invalid_characters`
 * (`patternCode`: the code of a failed pattern, server/lib/validationMessages.ts).
 */
export const PersonName = (options: { minLength?: number } = {}) => LineOfText(100, options);

/** Ids are 32-bit integers in both databases of the reference server. */
export const MAX_ID = 2_147_483_647;
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** An id in a path: up to 9 digits, so every one that matches fits an id column. */
export const IdParams = Type.Object({
  id: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }),
});
export type IdParams = Static<typeof IdParams>;

export const BadgeTheme = Type.Union([
  Type.Literal('base'),
  Type.Literal('red'),
  Type.Literal('brand'),
  Type.Literal('special'),
  Type.Literal('specialization'),
  Type.Literal('grey'),
  Type.Literal('outline'),
]);
export type BadgeTheme = Static<typeof BadgeTheme>;

export const Tag = Type.Object({
  id: Id,
  name: Type.String(),
  label: Type.String(),
  theme: BadgeTheme,
});
export type Tag = Static<typeof Tag>;

/** Themes, cities, work places, specializations, universities, dropdown items. */
export const NamedItem = Type.Object({ id: Id, name: Type.String() });
export type NamedItem = Static<typeof NamedItem>;
export type Theme = NamedItem;

export const Sponsor = Type.Object({
  id: Id,
  name: Type.String(),
  label: Type.String(),
  logo: Type.String(),
  description: Type.String(),
  website: Type.String(),
});
export type Sponsor = Static<typeof Sponsor>;

export const Lector = Type.Object({
  id: Id,
  first_name: Type.String(),
  last_name: Type.String(),
  middle_name: Type.String(),
  photo: Nullable(Type.String()),
  position: Type.String(),
});
export type Lector = Static<typeof Lector>;

export const PaymentConfig = Nullable(
  Type.Object({ price: Type.Number(), currency: Type.String() }),
);
export type PaymentConfig = Static<typeof PaymentConfig>;

export const ColorScheme = Type.Union([Type.Literal('L'), Type.Literal('D')]);
export type ColorScheme = Static<typeof ColorScheme>;

export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
  });
export interface Paged<T> {
  count: number;
  page: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** `?page=N&page_size=N`: page positive, page_size 1..100 (docs/api.md "Paging"). */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};

/** At most this many ids in one list filter. */
export const MAX_FILTER_IDS = 100;
/**
 * Comma-joined positive ids, e.g. `3,7,12` (docs/api.md "List filters"): at most MAX_FILTER_IDS
 * ids of up to 9 digits, so the length bound (checked before the pattern) says the same.
 */
export const IdList = Type.String({
  maxLength: MAX_FILTER_IDS * 10 - 1,
  pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$',
});

/** A `{detail}` message (also the success answer of register and login). */
export const ErrorDetail = Type.Object({ detail: Type.String() });
export type ErrorDetail = Static<typeof ErrorDetail>;
/** Error bodies and their codes: ./errors.ts. */
