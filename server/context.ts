/** What every route can reach through `app.ctx`, and the request fields the auth hook fills in. */
import type {
  FastifyInstance,
  FastifyRequest,
  RawServerDefault,
  FastifyBaseLogger,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Settings } from '../src/shared/contract/profile';
import type { CodeBudget } from './auth/budget';
import type { TrustedDevices } from './auth/devices';
import type { FileLinks } from './auth/fileLinks';
import type { OneTimeCodes } from './auth/codes';
import type { SignInLinks } from './auth/signInLinks';
import type { TokenService } from './auth/tokens';
import type { ContentCache } from './content/types';
import type { Db } from './db/dialect';
import type { DecodeGate } from './lib/decodeGate';
import type { CodeDelivery } from './mail/codeDelivery';
import { Learner } from './content/learner';
import { unauthorized } from './lib/errors';

export interface AppContext {
  db: Db;
  content: ContentCache;
  tokens: TokenService;
  /** Signs and checks the links to paid lesson files (auth/fileLinks.ts). */
  fileLinks: FileLinks;
  codes: OneTimeCodes;
  /** Devices that have signed in to an account: their own code budget (auth/devices.ts). */
  devices: TrustedDevices;
  /** Links mailed while strangers hold the email's code budget (auth/signInLinks.ts). */
  signInLinks: SignInLinks;
  now: () => number;
  testMode: boolean;
  /** Origin of paging links (`https://api.example.org`), or '' for links relative to the host. */
  publicOrigin: string;
  filesDir: string;
  authRateLimit: { max: number; timeWindow: number };
  codeBudget: CodeBudget;
  /** Delivers one-time codes (mail/codeDelivery.ts). */
  mail: CodeDelivery;
  /** GET /references/settings/ (src/shared/contract/profile.ts Settings). */
  settings: Settings;
  /** Photo decodes in flight in this process (lib/decodeGate.ts). */
  photoDecodes: DecodeGate;
}

export type AuthMode = 'required' | 'optional' | 'ignore';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    userId: number | null;
  }
  interface FastifyContextConfig {
    /** required: 401 without a valid token; optional: a token is read when sent; ignore: never read. */
    auth?: AuthMode;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** Structural, so handlers of any route type can pass their request. */
type WithUser = Pick<FastifyRequest, 'userId'>;

/** The requesting user's state (one query; none for a visitor). */
export const learnerOf = (app: App, req: WithUser) => Learner.load(app.ctx.db, req.userId);

export function userOf(req: WithUser): number {
  if (req.userId === null) throw unauthorized();
  return req.userId;
}
