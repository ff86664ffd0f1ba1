import { FormattedMessage, useIntl } from 'react-intl';
import type { Event } from '@/shared/contract/content';
import { eventTimes, type EventDateVariant } from './eventTimes';
import { messages } from './messages';
import styles from './EventWhen.module.css';

interface EventWhenProps {
  event: Pick<Event, 'starts_at' | 'ends_at' | 'format' | 'timezone'>;
  /** Long: weekday and month names (event page); short: compact (cards). */
  variant?: EventDateVariant;
}

/**
 * When an event takes place, in the reader's language (eventTimes.ts): an in-person event in
 * its venue's local time with the zone's name ("10:00 AM – 5:00 PM Moscow Standard Time") and,
 * when the reader's clock differs, "Your time: 7:00 AM – 2:00 PM UTC"; an online event in the
 * reader's own zone, whose name is shown since online events gather people from several zones.
 */
export function EventWhen({ event, variant = 'short' }: EventWhenProps) {
  const intl = useIntl();
  const { main, reader } = eventTimes(intl, event, variant);
  return (
    <span className={styles.when}>
      <time dateTime={event.starts_at}>{main}</time>
      {reader && (
        <span className={styles.reader}>
          <FormattedMessage
            {...messages.readerTime}
            values={{
              time: (
                <time key="reader" dateTime={event.starts_at}>
                  {reader}
                </time>
              ),
            }}
          />
        </span>
      )}
    </span>
  );
}
