/**
 * How long the web server waits for one API call while it renders a page or lists the sitemap.
 * The API answers in milliseconds; a call this slow means it is stuck, and the render (one of
 * the web server's two) would otherwise wait with it, and the requests queued behind it.
 */
export const SERVER_API_TIMEOUT_MS = 3000;
