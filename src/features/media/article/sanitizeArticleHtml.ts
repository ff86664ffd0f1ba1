/**
 * The article body arrives as HTML from the API. It is the only HTML the app renders, so it
 * passes through DOMPurify first: scripts, event-handler attributes, `javascript:` links,
 * forms, frames and inline styles go; links leaving the site open in a new tab without
 * handing it `window.opener`; images load lazily (their size comes from CSS).
 * DOMPurify is imported only here, and only the lazy article page imports this file, so it
 * stays in the article chunk.
 */
import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'object',
  'embed',
];
const FORBID_ATTR = ['style'];

let hooked = false;

function isExternal(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin !== window.location.origin
    );
  } catch {
    return false;
  }
}

/** DOMPurify hooks are global to its instance: install ours once. */
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && isExternal(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // Alt text is required for accessibility; an image without one is decorative.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
}

export function sanitizeArticleHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}
