/**
 * When the web server's 503s suggest asking again (the API unreachable: ./apiProxy.ts; the
 * render queue full, or a page's data failed: ./serve.ts).
 */
export const RETRY_AFTER_SECONDS = '5';
