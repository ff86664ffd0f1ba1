import type { ReactNode } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { paths } from '@/shared/routes/paths';
import type { Article } from '@/shared/contract/content';
import { BadgeList } from '../BadgeList/BadgeList';
import { CardFrame } from '../CardFrame/CardFrame';
import { Meta } from '../CardFrame/Meta';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

interface MediaCardProps {
  article: Pick<Article, 'id' | 'name' | 'image' | 'tags' | 'topic' | 'viewed'> & {
    published_at?: string;
  };
  sponsorLabel?: string | null;
  favorite?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A news/article card: image, badges, topic, name, date and the Viewed label. */
export function MediaCard({ article, sponsorLabel, favorite, headingLevel }: MediaCardProps) {
  const intl = useIntl();
  const date = article.published_at ? (
    <FormattedDate value={article.published_at} day="numeric" month="long" year="numeric" />
  ) : null;
  return (
    <CardFrame
      to={paths.article(article.id)}
      title={article.name}
      image={article.image}
      favorite={favorite}
      headingLevel={headingLevel}
      eyebrow={
        article.topic ? (
          <span lang={contentLang(article.topic, intl.locale)}>{article.topic}</span>
        ) : undefined
      }
      tags={<BadgeList tags={article.tags} sponsorLabel={sponsorLabel} size="sm" />}
      overlay={
        article.viewed ? (
          <Meta tone="onImage" icon={<Icon name="eye" size={14} />}>
            {intl.formatMessage(messages.viewed)}
          </Meta>
        ) : null
      }
      footer={date ? <time dateTime={article.published_at}>{date}</time> : undefined}
    />
  );
}
