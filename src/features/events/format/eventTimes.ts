/**
 * An event's date and time range as text, in a given IANA time zone, with Intl.DateTimeFormat
 * (through react-intl, so the reader's language applies). No date library: the zone database of
 * the browser's Intl is enough to show an in-person event in its venue's wall-clock time
 * (docs/api.md "Events") beside the reader's own.
 */
import type { IntlShape } from 'react-intl';
import type { Event } from '@/shared/contract/content';

export type EventDateVariant = 'long' | 'short';

const dateOptions = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
} as const;

/** The zone react-intl formats in: the provider's, else the browser's own. */
export function readerTimeZone(intl: Pick<IntlShape, 'timeZone'>): string {
  return intl.timeZone ?? new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function isKnownZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false; // a zone this browser's Intl does not know: fall back to the reader's time
  }
}

/** The venue's zone of an in-person event, when the event names one this browser knows. */
export function venueTimeZone(event: Pick<Event, 'format' | 'timezone'>): string | null {
  if (event.format !== 'offline' || !event.timezone) return null;
  return isKnownZone(event.timezone) ? event.timezone : null;
}

/** "GMT+03:00": equal offsets at an instant mean both clocks read the same then. */
function offsetAt(intl: IntlShape, date: Date, timeZone: string): string | undefined {
  return intl
    .formatDateToParts(date, { timeZone, timeZoneName: 'longOffset' })
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * Whether two zones show the same wall-clock times at every given instant (Europe/Moscow and
 * Europe/Istanbul do, all year; Europe/London and UTC only in winter).
 */
export function sameWallClock(
  intl: IntlShape,
  a: string,
  b: string,
  instants: readonly Date[],
): boolean {
  return instants.every((date) => offsetAt(intl, date, a) === offsetAt(intl, date, b));
}

interface RangeOptions {
  timeZone: string;
  variant: EventDateVariant;
  /** 'long' = "Moscow Standard Time" (the venue), 'short' = "GMT+3", "UTC" (the reader). */
  zoneName: 'long' | 'short';
  /** Leave the date out when the range is within one day (the line above already says it). */
  timesOnly?: boolean;
}

/** The calendar day of an instant in a zone, comparable between zones ("12/3/2030"). */
export function dayIn(intl: IntlShape, date: Date, timeZone: string): string {
  return intl.formatDate(date, { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
}

/**
 * "Tue, Dec 3, 2030, 10:00 AM – 5:00 PM Moscow Standard Time", or with both dates when the
 * range crosses midnight in that zone.
 */
export function formatEventRange(
  intl: IntlShape,
  event: Pick<Event, 'starts_at' | 'ends_at'>,
  { timeZone, variant, zoneName, timesOnly = false }: RangeOptions,
): string {
  const start = new Date(event.starts_at);
  const end = new Date(event.ends_at);
  const time = (date: Date) =>
    intl.formatTime(date, { timeZone, hour: 'numeric', minute: '2-digit' });
  const date = (value: Date) => intl.formatDate(value, { timeZone, ...dateOptions[variant] });
  // The zone as its own part: with timeZoneName some locales switch the hour to two digits.
  const zone = intl
    .formatDateToParts(end, { timeZone, timeZoneName: zoneName })
    .find((part) => part.type === 'timeZoneName')?.value;
  const suffix = zone ? ` ${zone}` : '';
  if (dayIn(intl, start, timeZone) === dayIn(intl, end, timeZone)) {
    const times = `${time(start)} – ${time(end)}${suffix}`;
    return timesOnly ? times : `${date(start)}, ${times}`;
  }
  return `${date(start)}, ${time(start)} – ${date(end)}, ${time(end)}${suffix}`;
}

export interface EventTimes {
  /** The main line: the venue's local time, or the reader's for online events. */
  main: string;
  /** The reader's own time when the venue's clock reads differently; else null. */
  reader: string | null;
}

/**
 * What an event's "when" says. Online events (and events without a known zone) show the
 * reader's time only. In-person events show the venue's time with its zone's long name, and the
 * reader's own time as well when their clocks differ (with the date when it is another day).
 */
export function eventTimes(
  intl: IntlShape,
  event: Pick<Event, 'starts_at' | 'ends_at' | 'format' | 'timezone'>,
  variant: EventDateVariant,
): EventTimes {
  const reader = readerTimeZone(intl);
  const venue = venueTimeZone(event);
  const instants = [new Date(event.starts_at), new Date(event.ends_at)];
  if (!venue) {
    return {
      main: formatEventRange(intl, event, { timeZone: reader, variant, zoneName: 'short' }),
      reader: null,
    };
  }
  const main = formatEventRange(intl, event, { timeZone: venue, variant, zoneName: 'long' });
  if (sameWallClock(intl, venue, reader, instants)) return { main, reader: null };
  const sameDays = instants.every((date) => dayIn(intl, date, venue) === dayIn(intl, date, reader));
  return {
    main,
    reader: formatEventRange(intl, event, {
      timeZone: reader,
      variant,
      zoneName: 'short',
      timesOnly: sameDays,
    }),
  };
}
