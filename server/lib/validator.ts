/**
 * Request validation with the contract's TypeBox schemas (the same ones the app's types come from).
 * Bodies are checked as sent (no type coercion: a wrong type is a 400). Query strings and path
 * params arrive as text, so integers are converted first — but only clean digit strings, since
 * TypeBox's own conversion would quietly turn "1.5" into 1.
 *
 * Cost is bounded by the input's size, never worse: the compiled `Check` stops at the first rule
 * that fails (a string's length is checked before its pattern, an array's item count before its
 * items), and only a value that failed is explained — each field of an object on its own, with
 * the first error of that field only. Collecting every error instead would run a pattern on a
 * string already too long, or explain each of 100,000 array items (server/docs/limits.md).
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { issueOf, type ValidationIssue } from './validationMessages';

const DIGITS = /^\d{1,15}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const requiredError = (schema: TSchema, key: string): ValueError => ({
  type: ValueErrorType.ObjectRequiredProperty,
  schema,
  path: `/${key}`,
  value: undefined,
  message: 'Expected required property',
  errors: [],
});

/** The first error of each failed field of an object (the first error overall otherwise). */
function firstErrors(
  check: TypeCheck<TSchema>,
  fields: [string, TypeCheck<TSchema>][],
  required: Set<string>,
  input: unknown,
): ValueError[] {
  const errors: ValueError[] = [];
  if (fields.length && isObject(input)) {
    for (const [key, field] of fields) {
      const v = input[key];
      if (v === undefined && !required.has(key)) continue;
      if (v === undefined) {
        errors.push(requiredError(field.Schema(), key));
        continue;
      }
      if (field.Check(v)) continue;
      const first = field.Errors(v).First();
      if (first) errors.push({ ...first, path: `/${key}${first.path}` });
    }
  }
  if (!errors.length) {
    const first = check.Errors(input).First();
    if (first) errors.push(first);
  }
  return errors;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  const isBody = httpPart === 'body';
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
  const fields = Object.entries(props).map(
    ([key, s]) => [key, TypeCompiler.Compile(s)] as [string, TypeCheck<TSchema>],
  );
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  const integerKeys = isBody ? [] : Object.keys(props).filter((k) => props[k].type === 'integer');
  return (value: unknown) => {
    let input = value;
    if (!isBody) {
      const raw = (value ?? {}) as Record<string, unknown>;
      for (const key of integerKeys) {
        const v = raw[key];
        if (v !== undefined && (typeof v !== 'string' || !DIGITS.test(v))) {
          const issue: ValidationIssue = {
            message: 'Expected integer',
            instancePath: `/${key}`,
            code: 'not_a_number',
          };
          return { error: [issue] as never };
        }
      }
      input = Value.Convert(schema, value);
    }
    if (check.Check(input)) return { value: input };
    return { error: firstErrors(check, fields, required, input).map(issueOf) as never };
  };
};
