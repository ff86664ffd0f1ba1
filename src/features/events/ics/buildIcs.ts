/**
 * "Add to calendar" for one event: RFC 5545 iCalendar text. Pure (the clock and the page
 * address come in as arguments) so the exact output can be tested.
 * - Lines end with CRLF (§3.1) and are folded at 75 octets of UTF-8, never inside a character.
 * - TEXT values escape backslash, semicolon, comma and newlines (§3.3.11).
 * - Times are UTC ("Z" form, §3.3.5), so no VTIMEZONE is needed and every calendar app shows
 *   the event in its own time zone. The instants are exact whatever the venue's zone
 *   (Event.timezone); a TZID would need a VTIMEZONE with the zone's rules, which Intl cannot give.
 */
import type { Event } from '@/shared/contract/content';

export interface IcsOptions {
  /** DTSTAMP: when the file is made. */
  now: Date;
  /** The city's name from the references slice (offline events). */
  cityName?: string | null;
  /** The event's page in this app: the URL for events without a registration link. */
  pageUrl?: string;
  /** Right-hand side of the UID (a domain, RFC 5545 §3.8.4.7 recommends one). */
  uidDomain?: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 2026-11-21T22:05:09.123Z -> 20261121T220509Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces; continuation lines start with one space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry a leading space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

export function eventLocation(
  event: Pick<Event, 'format' | 'location' | 'city'>,
  cityName?: string | null,
): string | null {
  if (event.format === 'online') return null;
  const city = cityName ?? null;
  const parts = [event.location, city].filter((part): part is string =>
    Boolean(part && part.trim()),
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

export function buildIcs(event: Event, options: IcsOptions): string {
  const { now, cityName, pageUrl, uidDomain = 'edu-community' } = options;
  const location = eventLocation(event, cityName);
  const url = event.registration_url ?? pageUrl ?? null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//EduCommunity//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${uidDomain}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(new Date(event.starts_at))}`,
    `DTEND:${icsUtc(new Date(event.ends_at))}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    ...(location ? [`LOCATION:${escapeIcsText(location)}`] : []),
    // URI values are not TEXT: no escaping (RFC 5545 §3.3.13).
    ...(url ? [`URL:${url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** A file name that is safe on every system: "micro-teaching-lab-moscow.ics". */
export function icsFileName(event: Pick<Event, 'id' | 'name'>): string {
  const slug = event.name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || `event-${event.id}`}.ics`;
}
