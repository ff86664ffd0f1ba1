/**
 * Turns TypeBox validation errors into the contract's error bodies: a stable code from the
 * error's *type* (ValueErrorType, never its English message) and the wording a form can show
 * next to its field. The codes are the API; the wording may change.
 */
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import type { TSchema } from '@sinclair/typebox';
import type { DetailError, FieldErrorBody, ValidationCode } from '../../src/shared/contract/errors';
import { fieldErrorBody, type FieldProblem } from './errors';

/** What the validator hands Fastify for each failed rule (Fastify reads message and instancePath). */
export interface ValidationIssue {
  message?: string;
  instancePath?: string;
  code?: ValidationCode;
}

const T = ValueErrorType;

/** A string rule of a schema that names its own code (e.g. the contract's Email: invalid_email). */
function ownCode(schema: TSchema): ValidationCode | undefined {
  return (schema as { errorCode?: ValidationCode }).errorCode;
}

/** The code of a failed `pattern` only, where a schema names one (the contract's PersonName). */
function patternCode(schema: TSchema): ValidationCode | undefined {
  return (schema as { patternCode?: ValidationCode }).patternCode;
}

const isLiteralUnion = (schema: TSchema) =>
  Array.isArray(schema.anyOf) && (schema.anyOf as TSchema[]).every((s) => 'const' in s);

/** The code of one TypeBox error, from its type (and, for unions, the branch that was meant). */
function validationCode(error: ValueError): ValidationCode {
  switch (error.type) {
    case T.ObjectRequiredProperty:
      return 'required';
    case T.StringMinLength:
      return (
        ownCode(error.schema) ??
        (typeof error.value === 'string' && error.value.length === 0 ? 'blank' : 'too_short')
      );
    case T.StringMaxLength:
      return ownCode(error.schema) ?? 'too_long';
    case T.StringPattern:
      return patternCode(error.schema) ?? ownCode(error.schema) ?? 'invalid_format';
    case T.StringFormat:
    case T.StringFormatUnknown:
      return ownCode(error.schema) ?? 'invalid_format';
    case T.ArrayMinItems:
      return 'too_short';
    case T.ArrayMaxItems:
      return 'too_long';
    case T.Integer:
    case T.Number:
      return 'not_a_number';
    case T.IntegerMinimum:
    case T.IntegerMaximum:
    case T.IntegerExclusiveMinimum:
    case T.IntegerExclusiveMaximum:
    case T.NumberMinimum:
    case T.NumberMaximum:
    case T.NumberExclusiveMinimum:
    case T.NumberExclusiveMaximum:
      return 'out_of_range';
    case T.String:
    case T.Boolean:
    case T.Array:
    case T.Object:
      return 'invalid_type';
    case T.Literal:
      return 'invalid_choice';
    case T.Union: {
      if (isLiteralUnion(error.schema)) return 'invalid_choice';
      // Nullable(X) given something else: the code of X's failure (null is always accepted).
      const members = error.schema.anyOf as TSchema[];
      const meant = members.map((s, i) => [s, i] as const).filter(([s]) => s.type !== 'null');
      const branch = meant.length === 1 ? error.errors[meant[0][1]]?.First() : undefined;
      return branch ? validationCode(branch) : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/** Also said by the auth routes of an email whose domain IDNA refuses (auth/email.ts). */
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';

function message(field: string, error: ValueError, code: ValidationCode): string {
  if (code === 'required') return 'This field is required.';
  if (error.type === T.StringMinLength && error.schema.minLength === 1)
    return 'This field may not be blank.';
  if (code === 'invalid_email') return INVALID_EMAIL_MESSAGE;
  if (code === 'invalid_characters')
    return 'Remove control characters and text direction marks from this field.';
  if (field === 'code' && error.type === T.StringPattern) return 'Enter the 4-digit code.';
  if (error.type === T.Union) return 'Invalid value.';
  return error.message.replace(/^Expected/, 'Must be') + '.';
}

/** The validator's issue for one TypeBox error. */
export function issueOf(error: ValueError): ValidationIssue {
  const field = error.path.split('/')[1] ?? '';
  const code = validationCode(error);
  return { instancePath: error.path, code, message: message(field, error, code) };
}

/** `{field: [msg], codes}` for body errors; a root-level problem (not an object) is a detail. */
export function bodyErrors(issues: ValidationIssue[]): DetailError | FieldErrorBody {
  const fields: Record<string, FieldProblem[]> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').split('/')[1];
    if (!field) return { detail: 'The request body must be a JSON object.', code: 'invalid_body' };
    // TypeBox reports a missing property twice (required, then type); the first says it best.
    if (!fields[field])
      fields[field] = [
        { code: issue.code ?? 'invalid', message: issue.message ?? 'Invalid value.' },
      ];
  }
  return fieldErrorBody(fields);
}

export function queryError(issues: ValidationIssue[]): DetailError {
  const first = issues[0] ?? {};
  const name = (first.instancePath ?? '').split('/')[1] ?? 'query';
  const detail =
    name === 'page_size'
      ? 'page_size must be an integer from 1 to 100.'
      : name === 'page'
        ? 'page must be a positive integer.'
        : `Invalid query parameter "${name}".`;
  return { detail, code: 'invalid_query' };
}
