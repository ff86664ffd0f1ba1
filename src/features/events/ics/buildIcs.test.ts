import type { Event } from '@/shared/contract/content';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName } from './buildIcs';

const event: Event = {
  id: 7,
  name: 'Meetup; assessment, grades\\reports',
  description: 'Line one\nLine two, with a comma',
  image: null,
  starts_at: '2026-12-03T18:30:00+03:00',
  ends_at: '2026-12-03T21:00:00+03:00',
  format: 'offline',
  timezone: 'Europe/Moscow',
  location: 'Nevsky Prospekt 28',
  city: 2,
  tags: [],
  sponsor: null,
  registration_url: 'https://events.example.org/spb?a=1,2',
};
const now = new Date('2026-11-21T22:05:09.123Z');

describe('buildIcs', () => {
  it('produces the exact RFC 5545 lines with CRLF endings', () => {
    const text = buildIcs(event, { now, cityName: 'Санкт-Петербург' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare LF or CR anywhere
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//EduCommunity//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-7@edu-community',
      'DTSTAMP:20261121T220509Z',
      'DTSTART:20261203T153000Z',
      'DTEND:20261203T180000Z',
      'SUMMARY:Meetup\\; assessment\\, grades\\\\reports',
      'DESCRIPTION:Line one\\nLine two\\, with a comma',
      'LOCATION:Nevsky Prospekt 28\\, Санкт-Петербург',
      'URL:https://events.example.org/spb?a=1,2',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it("carries the venue's local times as exact UTC instants, across daylight saving time", () => {
    // 10:00 to 17:00 in London in July is British Summer Time (UTC+1): 09:00Z to 16:00Z.
    const london: Event = {
      ...event,
      timezone: 'Europe/London',
      starts_at: '2030-07-02T10:00:00+01:00',
      ends_at: '2030-07-02T17:00:00+01:00',
    };
    const lines = buildIcs(london, { now }).split('\r\n');
    expect(lines).toContain('DTSTART:20300702T090000Z');
    expect(lines).toContain('DTEND:20300702T160000Z');
    // Calendar apps show UTC instants in their own zone: no TZID, so no VTIMEZONE is needed.
    expect(lines.some((line) => /TZID|VTIMEZONE/.test(line))).toBe(false);
  });

  it('leaves LOCATION out for online events and falls back to the page URL', () => {
    const online: Event = {
      ...event,
      format: 'online',
      location: null,
      city: null,
      registration_url: null,
    };
    const lines = buildIcs(online, { now, pageUrl: 'http://localhost/events/all/7' }).split('\r\n');
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(lines).toContain('URL:http://localhost/events/all/7');
  });

  it('names the city it is given (the event carries only its id) and leaves it out without one', () => {
    expect(buildIcs(event, { now, cityName: 'Saint Petersburg' })).toContain(
      'LOCATION:Nevsky Prospekt 28\\, Saint Petersburg\r\n',
    );
    expect(buildIcs(event, { now })).toContain('LOCATION:Nevsky Prospekt 28\r\n');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = { ...event, description: 'Урок '.repeat(40) };
    const text = buildIcs(long, { now });
    const encoder = new TextEncoder();
    for (const line of text.split('\r\n'))
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const description = text.slice(text.indexOf('DESCRIPTION:'), text.indexOf('\r\nLOCATION'));
    expect(description.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'Урок '.repeat(40)}`);
    expect(text).not.toContain('\uFFFD');
  });
});

describe('ics helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('keeps short lines as they are', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });

  it('makes a safe file name', () => {
    expect(icsFileName({ id: 3, name: 'Micro-Teaching Lab: Moscow' })).toBe(
      'micro-teaching-lab-moscow.ics',
    );
    expect(icsFileName({ id: 3, name: 'Форум наставников' })).toBe('форум-наставников.ics');
    expect(icsFileName({ id: 3, name: '!!!' })).toBe('event-3.ics');
  });
});
