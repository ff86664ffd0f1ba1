import { FormattedDate, FormattedTime, useIntl } from 'react-intl';
import type { Event } from '@/shared/contract/content';

interface EventWhenProps {
  event: Pick<Event, 'starts_at' | 'ends_at'>;
  /** Long: weekday and month names (event page); short: compact (cards). */
  variant?: 'long' | 'short';
}

const dateOptions = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
} as const;

/**
 * The date and time range in the user's locale and time zone (react-intl formats with
 * Intl.DateTimeFormat, whose default zone is the browser's). The end time carries the zone
 * name, since online events gather people from several zones.
 */
export function EventWhen({ event, variant = 'short' }: EventWhenProps) {
  const intl = useIntl();
  // The calendar day in the zone react-intl formats in (the user's, unless configured).
  const dayOf = (date: Date) =>
    intl.formatDate(date, { year: 'numeric', month: 'numeric', day: 'numeric' });
  // The zone as its own part: with timeZoneName some locales switch the hour to two digits.
  const zone = intl
    .formatDateToParts(new Date(event.ends_at), { timeZoneName: 'short' })
    .find((part) => part.type === 'timeZoneName')?.value;
  const suffix = zone ? ` ${zone}` : '';
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const dateFormat = dateOptions[variant];
  if (dayOf(start) === dayOf(end)) {
    return (
      <time dateTime={event.starts_at}>
        <FormattedDate value={start} {...dateFormat} />
        {', '}
        <FormattedTime value={start} hour="numeric" minute="2-digit" />
        {' – '}
        <FormattedTime value={end} hour="numeric" minute="2-digit" />
        {suffix}
      </time>
    );
  }
  return (
    <time dateTime={event.starts_at}>
      <FormattedDate value={start} {...dateFormat} />,{' '}
      <FormattedTime value={start} hour="numeric" minute="2-digit" />
      {' – '}
      <FormattedDate value={end} {...dateFormat} />,{' '}
      <FormattedTime value={end} hour="numeric" minute="2-digit" />
      {suffix}
    </time>
  );
}
