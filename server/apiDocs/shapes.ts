/**
 * The contract shapes the OpenAPI document names once (components.schemas), the helpers the
 * per-domain tables beside this file (auth.ts, references.ts, learning.ts, content.ts, profile.ts)
 * use to point at them, and the type of those tables. ../apiDocs.ts puts it all together.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { TokenPair } from '../../src/shared/contract/auth';
import { ErrorDetail, NamedItem, Sponsor, Tag } from '../../src/shared/contract/common';
import { Article, ArticleDetail, Event, Member, Story } from '../../src/shared/contract/content';
import {
  AnswerResult,
  Course,
  EndTestResult,
  ModuleDetail,
  ModuleSummary,
  ProgressReply,
  Test,
} from '../../src/shared/contract/learning';
import {
  Certificate,
  CertificateVerification,
  FavoriteItem,
  FavoriteReply,
  Profile,
  PromoRedeemReply,
  PublicProfile,
  Settings,
} from '../../src/shared/contract/profile';

/**
 * Contract shapes named once in components.schemas; operations point at them with $ref (the
 * document would otherwise repeat Course and its nested shapes in every reply).
 */
export const SHAPES = {
  ErrorDetail,
  TokenPair,
  NamedItem,
  Tag,
  Sponsor,
  Course,
  ModuleSummary,
  ModuleDetail,
  ProgressReply,
  Test,
  AnswerResult,
  EndTestResult,
  Article,
  ArticleDetail,
  Event,
  Member,
  Story,
  Profile,
  PublicProfile,
  Certificate,
  CertificateVerification,
  FavoriteItem,
  FavoriteReply,
  PromoRedeemReply,
  Settings,
};
export const ref = (name: keyof typeof SHAPES) =>
  Type.Unsafe<unknown>({ $ref: `#/components/schemas/${name}` });
export const list = (name: keyof typeof SHAPES) => Type.Array(ref(name));
export const ok = (schema: TSchema) => ({ 200: schema });
export const Detail = ref('ErrorDetail');
export const noContent = { 204: Type.Null({ description: 'No content' }) };

/** Summary and, where the reply has a contract shape, that shape, per "METHOD /path". */
export type Operations = Record<string, { summary: string; response?: Record<number, TSchema> }>;
