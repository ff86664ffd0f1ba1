import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import styles from './SafeHtml.module.css';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders sanitized article HTML with readable typography (the app's one innerHTML). */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const { locale } = useIntl();
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  // The language of its words, its tags' names left out.
  const lang = useMemo(() => contentLang(clean.replace(/<[^>]*>/g, ' '), locale), [clean, locale]);
  return (
    <div
      lang={lang}
      className={[styles.prose, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
