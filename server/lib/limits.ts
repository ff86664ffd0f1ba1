/**
 * Request body size limits (server/docs/limits.md; docs/api.md: a body over its limit is 413).
 * Each route gets what its largest valid body needs, so no request can make the server parse (and
 * validate) megabytes of JSON: auth bodies are a few short strings, JSON bodies elsewhere (profile
 * saves, test answers) stay well under 64 KB, and only the photo upload takes 6 MB.
 */
export const AUTH_BODY_LIMIT = 4 * 1024;
export const JSON_BODY_LIMIT = 64 * 1024;
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;
