/** Request size limit shared by the app and the upload route (docs/api.md: a body over 6 MB is 413). */
export const BODY_LIMIT = 6 * 1024 * 1024;
