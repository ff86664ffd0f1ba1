import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import type { ArticleDetail } from '@/shared/contract/content';
import { paths } from '@/shared/routes/paths';
import { BadgeList } from '@/features/cards/BadgeList/BadgeList';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { Image } from '@/shared/ui/Image/Image';
import { Recommendations } from './Recommendations';
import { SafeHtml } from './SafeHtml';
import { messages } from './messages';
import styles from './ArticleView.module.css';

/** The article: topic and date, cover, tags, the sanitized body, its sponsor and what to read next. */
export function ArticleView({ article }: { article: ArticleDetail }) {
  const intl = useIntl();
  const date = intl.formatDate(article.published_at, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <>
      <article className={styles.article}>
        <div className={styles.metaRow}>
          <p className={styles.meta}>
            {article.topic && (
              <span className={styles.topic} lang={contentLang(article.topic, intl.locale)}>
                {article.topic}
              </span>
            )}
            <time dateTime={article.published_at}>
              {intl.formatMessage(messages.published, { date })}
            </time>
          </p>
          <FavoriteToggle kind="article" id={article.id} variant="ghost" />
        </div>
        <Image src={article.image} alt="" ratio="16 / 9" className={styles.cover} />
        <BadgeList tags={article.tags} sponsorLabel={article.sponsor?.label} />
        <SafeHtml html={article.body} />
        {article.sponsor && (
          <p className={styles.sponsor}>
            {intl.formatMessage(messages.sponsor)}{' '}
            <Link to={paths.sponsor(article.sponsor.id)}>{article.sponsor.name}</Link>
          </p>
        )}
      </article>
      <Recommendations articleId={article.id} />
    </>
  );
}
