import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import type { Event } from '@/shared/contract/content';
import { paths } from '@/shared/routes/paths';
import { Badge } from '@/shared/ui/Badge/Badge';
import { Button, ButtonLabel, buttonClassName } from '@/shared/ui/Button/Button';
import { Image } from '@/shared/ui/Image/Image';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { EventPlace } from '../format/EventPlace';
import { EventWhen } from '../format/EventWhen';
import { eventStatus } from '../format/eventTiming';
import { messages as formatMessages } from '../format/messages';
import { AddToCalendarButton } from './AddToCalendarButton';
import { messages } from './messages';
import styles from './EventDetail.module.css';
import { useRenderNow } from '@/shared/lib/renderTime';
import { Icon } from '@/shared/ui/Icon/Icon';

/** The event page's content: cover, description and tags beside a card with when, where and actions. */
export function EventDetail({ event }: { event: Event }) {
  const intl = useIntl();
  const now = useRenderNow();
  const status = eventStatus(event, now);
  const paragraphs = event.description.split(/\n+/).filter((part) => part.trim());

  return (
    // Phones: cover, then when/where/actions, then the description; desktop: a side column.
    <div className={styles.layout}>
      <div className={styles.main}>
        <Image src={event.image} alt="" ratio="16 / 9" className={styles.cover} priority />
        <div className={styles.badges}>
          <Badge theme={event.format === 'online' ? 'base' : 'specialization'}>
            {intl.formatMessage(
              event.format === 'online' ? formatMessages.online : formatMessages.offline,
            )}
          </Badge>
          {status === 'live' && (
            <Badge theme="brand">{intl.formatMessage(formatMessages.live)}</Badge>
          )}
          {status === 'ended' && (
            <Badge theme="grey">{intl.formatMessage(formatMessages.ended)}</Badge>
          )}
          {event.tags.map((tag) => (
            <Badge key={tag.id} theme={tag.theme} lang={contentLang(tag.name, intl.locale)}>
              {tag.name}
            </Badge>
          ))}
        </div>
      </div>
      <aside className={styles.aside} aria-label={intl.formatMessage(messages.aside)}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar-clock" size={18} aria-hidden="true" />
              {intl.formatMessage(messages.when)}
            </dt>
            <dd>
              <EventWhen event={event} variant="long" />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              {event.format === 'online' ? (
                <Icon name="monitor-play" size={18} aria-hidden="true" />
              ) : (
                <Icon name="map-pin" size={18} aria-hidden="true" />
              )}
              {intl.formatMessage(messages.where)}
            </dt>
            <dd>
              <EventPlace event={event} long />
            </dd>
          </div>
          {event.sponsor && (
            <div className={styles.fact}>
              <dt>{intl.formatMessage(messages.sponsor)}</dt>
              <dd>
                <Link to={paths.sponsor(event.sponsor.id)} className={styles.sponsor}>
                  {event.sponsor.logo && (
                    <img src={event.sponsor.logo} alt="" className={styles.logo} />
                  )}
                  <span lang={contentLang(event.sponsor.name, intl.locale)}>
                    {event.sponsor.name}
                  </span>
                </Link>
              </dd>
            </div>
          )}
        </dl>
        {status === 'ended' ? (
          <div className={styles.ended}>
            <p>{intl.formatMessage(messages.endedNote)}</p>
            <Button theme="outline" fullWidth to={paths.events('upcoming')}>
              {intl.formatMessage(messages.toUpcoming)}
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            {event.registration_url && (
              <a
                className={buttonClassName({ theme: 'primary', fullWidth: true })}
                href={event.registration_url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ButtonLabel>{intl.formatMessage(messages.register)}</ButtonLabel>
                <Icon name="external-link" size={18} aria-hidden="true" />
                <VisuallyHidden>{intl.formatMessage(messages.opensInNewTab)}</VisuallyHidden>
              </a>
            )}
            <AddToCalendarButton event={event} />
          </div>
        )}
      </aside>
      <section aria-labelledby="event-about" className={styles.about}>
        <h2 id="event-about" className={styles.heading}>
          {intl.formatMessage(messages.about)}
        </h2>
        {paragraphs.map((text, index) => (
          <p key={index} lang={contentLang(text, intl.locale)}>
            {text}
          </p>
        ))}
      </section>
    </div>
  );
}
