import { useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import styles from './SafeHtml.module.css';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders sanitized article HTML with readable typography (the app's one innerHTML). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return (
    <div
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
