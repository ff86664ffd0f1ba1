/**
 * Request validation with the contract's TypeBox schemas (the same ones the app's types come from).
 * Bodies are checked as sent (no type coercion: a wrong type is a 400). Query strings and path
 * params arrive as text, so integers are converted first — but only clean digit strings, since
 * TypeBox's own conversion would quietly turn "1.5" into 1.
 */
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import { issueOf, type ValidationIssue } from './validationMessages';

const DIGITS = /^\d{1,15}$/;

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  const isBody = httpPart === 'body';
  const props = (schema.properties ?? {}) as Record<string, TSchema>;
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
    return {
      error: [...check.Errors(input)].map(issueOf) as never,
    };
  };
};
