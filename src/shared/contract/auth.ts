/** The API contract, part 5: passwordless auth with one-time codes (API.md "Auth"). */
import { Type, type Static } from '@sinclair/typebox';

export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' });

export const RegisterBody = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  promo_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({ email: Email });
export type LoginBody = Static<typeof LoginBody>;

export const VerifyBody = Type.Object({ email: Email, code: Type.String({ pattern: '^[0-9]{4}$' }) });
export type VerifyBody = Static<typeof VerifyBody>;

export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });
export type RefreshBody = Static<typeof RefreshBody>;

export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });
export type TokenPair = Static<typeof TokenPair>;
