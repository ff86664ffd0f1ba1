import { FormattedDate, useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import type { Event } from '@/shared/contract/content';
import { paths, type EventType } from '@/shared/routes/paths';
import { Badge } from '@/shared/ui/Badge/Badge';
import { Image } from '@/shared/ui/Image/Image';
import { EventPlace } from '../format/EventPlace';
import { EventWhen } from '../format/EventWhen';
import { eventStatus } from '../format/eventTiming';
import { venueTimeZone } from '../format/eventTimes';
import { messages } from '../format/messages';
import styles from './EventCard.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface EventCardProps {
  event: Event;
  /** The list tab the card sits in: the event page's breadcrumb leads back to it. */
  listType?: EventType;
  now: Date;
  headingLevel?: 2 | 3;
}

/** One event in a list: cover with a calendar chip, name, when and where. */
export function EventCard({ event, listType = 'all', now, headingLevel = 2 }: EventCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const status = eventStatus(event, now);
  const start = new Date(event.starts_at);
  // The chip shows the day as the main line does: the venue's for in-person events.
  const timeZone = venueTimeZone(event) ?? undefined;
  return (
    <article
      className={[styles.card, status === 'ended' && styles.ended].filter(Boolean).join(' ')}
    >
      <div className={styles.media}>
        <Image src={event.image} alt="" ratio="16 / 9" className={styles.image} />
        <span className={styles.dateChip} aria-hidden="true">
          <span className={styles.day}>
            <FormattedDate value={start} day="numeric" timeZone={timeZone} />
          </span>
          <span className={styles.month}>
            <FormattedDate value={start} month="short" timeZone={timeZone} />
          </span>
        </span>
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge theme={event.format === 'online' ? 'base' : 'specialization'} size="sm">
            {intl.formatMessage(event.format === 'online' ? messages.online : messages.offline)}
          </Badge>
          {status === 'live' && (
            <Badge theme="brand" size="sm">
              {intl.formatMessage(messages.live)}
            </Badge>
          )}
          {status === 'ended' && (
            <Badge theme="grey" size="sm">
              {intl.formatMessage(messages.ended)}
            </Badge>
          )}
        </div>
        <Heading className={styles.title} lang={contentLang(event.name, intl.locale)}>
          <Link to={paths.event(event.id, listType)} className={styles.link}>
            {event.name}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <Icon name="calendar-clock" size={16} aria-hidden="true" />
          <EventWhen event={event} />
        </p>
        <p className={styles.meta}>
          {event.format === 'online' ? (
            <Icon name="monitor-play" size={16} aria-hidden="true" />
          ) : (
            <Icon name="map-pin" size={16} aria-hidden="true" />
          )}
          <span>
            <EventPlace event={event} />
          </span>
        </p>
      </div>
    </article>
  );
}
