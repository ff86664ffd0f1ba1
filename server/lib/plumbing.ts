/**
 * Request/response rules every call shares (docs/api.md "Conventions"): JSON parsing, error bodies,
 * 404 for unknown paths (no trailing-slash redirects), 405 for a known path with a wrong method.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DetailErrorCode } from '../../src/shared/contract/errors';
import { databaseUnavailable, isDatabaseUnavailable } from './databaseDown';
import { HttpError } from './errors';
import { bodyErrors, queryError } from './validationMessages';

const KNOWN: Record<string, [DetailErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'Unsupported media type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['body_too_large', 'Request body is too large.'],
  FST_ERR_CTP_INVALID_JSON_BODY: ['malformed_json', 'Malformed JSON body.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['bad_request', 'Invalid Content-Length.'],
};
/** The code of a framework error that KNOWN does not name, by its status. */
const BY_STATUS: Record<number, DetailErrorCode> = {
  404: 'not_found',
  413: 'body_too_large',
  415: 'unsupported_media_type',
};

export function installPlumbing(app: FastifyInstance): void {
  // Only JSON (and multipart, on the photo call) is accepted: text/plain is a 415 like any other type.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body counts as no body (clients POST favorites with nothing in them).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === ''))
      return done(null, undefined);
    parseJson(req, body as string, (err, value) => {
      if (err)
        return done(
          Object.assign(new Error('Malformed JSON body.'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
          undefined,
        );
      done(null, value);
    });
  });

  // A JSON body must be an object, also on calls that read nothing from it.
  app.addHook('preValidation', async (req) => {
    const body = req.body as unknown;
    if (body === undefined || !String(req.headers['content-type'] ?? '').includes('json')) return;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, {
        detail: 'The request body must be a JSON object.',
        code: 'invalid_body',
      });
    }
    const problem = bodyProblem(body);
    if (problem)
      throw new HttpError(400, {
        detail:
          problem === 'nul'
            ? 'The request body must not contain the NUL character.'
            : `The request body must not nest deeper than ${MAX_BODY_DEPTH} levels.`,
        code: 'invalid_body',
      });
  });

  app.setErrorHandler(
    (err: FastifyError & { body?: Record<string, unknown>; detail?: string }, req, reply) => {
      if (err instanceof HttpError)
        return reply.code(err.statusCode).headers(err.headers).send(err.body);
      if (err.validation) {
        if (err.validationContext === 'params')
          return reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
        const body =
          err.validationContext === 'body'
            ? bodyErrors(err.validation)
            : queryError(err.validation);
        return reply.code(400).send(body);
      }
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
        const unavailable = databaseUnavailable();
        return reply.code(503).headers(unavailable.headers).send(unavailable.body);
      }
      const status = err.statusCode ?? 500;
      if (status === 429)
        return reply
          .code(429)
          .send({ detail: err.detail ?? 'Too many requests.', code: 'too_many_requests' });
      if (status >= 500 || status < 400) {
        req.log.error({ err }, 'unhandled error');
        return reply.code(500).send({ detail: 'Internal server error.', code: 'server_error' });
      }
      const [code, detail] = (err.code && KNOWN[err.code]) || [
        BY_STATUS[status] ?? 'bad_request',
        err.message || 'Bad request.',
      ];
      reply.code(status).send({ detail, code });
    },
  );

  // Remember every route's path pattern so an unknown method on a known path can answer 405.
  const routes: { re: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const pattern = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')
      .replace(/\*/g, '.*');
    const re = new RegExp(`^${pattern}$`);
    // The CORS preflight route matches every path; it says nothing about which paths exist.
    for (const method of methods) if (method !== 'OPTIONS') routes.push({ re, method });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const allowed = [...new Set(routes.filter((r) => r.re.test(path)).map((r) => r.method))];
    if (allowed.length > 0 && !allowed.includes(req.method)) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: `Method "${req.method}" not allowed.`, code: 'method_not_allowed' });
    }
    reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
  });
}

/** Router-level failures (undecodable URL, absurdly long id) in the contract's error shape. */
export function frameworkErrors(
  err: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.code(404).send({ detail: 'Not found.', code: 'not_found' });
    return;
  }
  reply
    .code(400)
    .send(
      err.code === 'FST_ERR_BAD_URL'
        ? { detail: 'Malformed URL.', code: 'malformed_url' }
        : { detail: 'Bad request.', code: 'bad_request' },
    );
}

/**
 * Nesting a JSON body may have: the deepest of the contract is 3 (a test's end: body, answers,
 * an answer, its option ids); 32 leaves room for any body a client may add.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * What no body may hold, in a parsed JSON value: a string with the NUL character (PostgreSQL
 * refuses it, and no person types it), or nesting deeper than MAX_BODY_DEPTH. Walked with a
 * list, not by recursion: 64 KB of `[` parse (JSON.parse does not recurse) into 32,000 levels,
 * and a recursive walk ran out of stack on them: a 500 (an attacker audit).
 */
function bodyProblem(body: unknown): 'nul' | 'too_deep' | null {
  const pending: [value: unknown, depth: number][] = [[body, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth] = next;
    if (typeof value === 'string' && value.includes('\0')) return 'nul';
    if (value === null || typeof value !== 'object') continue;
    if (depth === MAX_BODY_DEPTH) return 'too_deep';
    for (const item of Object.values(value)) pending.push([item, depth + 1]);
  }
  return null;
}
