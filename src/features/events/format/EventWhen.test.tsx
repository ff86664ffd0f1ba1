import { screen } from '@testing-library/react';
import type { Locale } from '@/shared/config';
import type { Event } from '@/shared/contract/content';
import { render } from '@/test/utils';
import { EventWhen } from './EventWhen';

type Timing = Pick<Event, 'starts_at' | 'ends_at' | 'format' | 'timezone'>;

function renderIn(locale: Locale, timeZone: string, event: Timing, variant?: 'long' | 'short') {
  return render(<EventWhen event={event} variant={variant} />, { locale, timeZone });
}

const online = (starts_at: string, ends_at: string): Timing => ({
  starts_at,
  ends_at,
  format: 'online',
  timezone: null,
});
const evening = online('2030-12-03T15:30:00Z', '2030-12-03T18:00:00Z');
/** In person in Moscow (UTC+3 all year): 10:00 to 17:00 there. */
const moscowDay: Timing = {
  starts_at: '2030-12-03T07:00:00Z',
  ends_at: '2030-12-03T14:00:00Z',
  format: 'offline',
  timezone: 'Europe/Moscow',
};

describe('EventWhen, online events: the reader’s own time zone', () => {
  it("shows the range in the user's time zone and locale", () => {
    expect(renderIn('en', 'Europe/Moscow', evening).container).toHaveTextContent(
      'Tue, Dec 3, 2030, 6:30 PM – 9:00 PM GMT+3',
    );
    expect(renderIn('ru', 'Europe/Moscow', evening).container).toHaveTextContent(
      'вт, 3 дек. 2030 г., 18:30 – 21:00 GMT+3',
    );
  });

  it('decides "same day" in the user\'s zone, not in UTC', () => {
    const late = online('2030-12-03T20:00:00Z', '2030-12-04T01:00:00Z');
    expect(renderIn('en', 'Asia/Tokyo', late, 'long').container).toHaveTextContent(
      'Wednesday, December 4, 2030, 5:00 AM – 10:00 AM GMT+9',
    );
    expect(renderIn('en', 'UTC', late).container).toHaveTextContent(
      'Tue, Dec 3, 2030, 8:00 PM – Wed, Dec 4, 2030, 1:00 AM UTC',
    );
  });

  it('spells out both dates of a multi-day event, with a machine-readable start', () => {
    const { container } = renderIn(
      'en',
      'UTC',
      online('2030-11-20T06:00:00Z', '2030-11-23T06:00:00Z'),
    );
    expect(container).toHaveTextContent(
      'Wed, Nov 20, 2030, 6:00 AM – Sat, Nov 23, 2030, 6:00 AM UTC',
    );
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2030-11-20T06:00:00Z');
    expect(screen.queryByText(/Your time/)).not.toBeInTheDocument();
  });

  it('an online event with a zone is still shown in the reader’s zone only', () => {
    const { container } = renderIn('en', 'UTC', { ...evening, timezone: 'Europe/Moscow' });
    expect(container).toHaveTextContent(/^Tue, Dec 3, 2030, 3:30 PM – 6:00 PM UTC$/);
  });
});

describe('EventWhen, in-person events: the venue’s time, and the reader’s when it differs', () => {
  it('shows the venue’s local time with its zone name, then the reader’s own time (en)', () => {
    const { container } = renderIn('en', 'UTC', moscowDay, 'long');
    expect(container).toHaveTextContent(
      /^Tuesday, December 3, 2030, 10:00 AM – 5:00 PM Moscow Standard TimeYour time: 7:00 AM – 2:00 PM UTC$/,
    );
    const times = container.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveTextContent(
      'Tuesday, December 3, 2030, 10:00 AM – 5:00 PM Moscow Standard Time',
    );
    expect(times[1]).toHaveTextContent(/^7:00 AM – 2:00 PM UTC$/);
    expect(times[1]).toHaveAttribute('dateTime', '2030-12-03T07:00:00Z');
  });

  it('says the same in Russian', () => {
    const { container } = renderIn('ru', 'UTC', moscowDay);
    expect(container).toHaveTextContent(
      /^вт, 3 дек\. 2030 г\., 10:00 – 17:00 Москва, стандартное времяВаше время: 7:00 – 14:00 UTC$/,
    );
  });

  it('shows the time once when the reader is in the venue’s zone, or one with the same clock', () => {
    for (const zone of ['Europe/Moscow', 'Europe/Istanbul']) {
      const { container, unmount } = renderIn('en', zone, moscowDay);
      expect(container).toHaveTextContent(
        /^Tue, Dec 3, 2030, 10:00 AM – 5:00 PM Moscow Standard Time$/,
      );
      expect(container.querySelectorAll('time')).toHaveLength(1);
      unmount();
    }
  });

  it('dates the reader’s time when it falls on another day than at the venue', () => {
    // Toronto, 1:00 to 5:00 PM in winter: already the next day in Tokyo.
    const toronto: Timing = {
      starts_at: '2030-12-03T18:00:00Z',
      ends_at: '2030-12-03T22:00:00Z',
      format: 'offline',
      timezone: 'America/Toronto',
    };
    expect(renderIn('en', 'Asia/Tokyo', toronto).container).toHaveTextContent(
      'Tue, Dec 3, 2030, 1:00 PM – 5:00 PM Eastern Standard TimeYour time: Wed, Dec 4, 2030, 3:00 AM – 7:00 AM GMT+9',
    );
  });

  it('follows daylight saving time at the venue (London in summer is an hour off UTC)', () => {
    const london = (starts_at: string, ends_at: string): Timing => ({
      starts_at,
      ends_at,
      format: 'offline',
      timezone: 'Europe/London',
    });
    const summer = renderIn('en', 'UTC', london('2030-07-02T09:00:00Z', '2030-07-02T16:00:00Z'));
    expect(summer.container).toHaveTextContent(
      'Tue, Jul 2, 2030, 10:00 AM – 5:00 PM British Summer TimeYour time: 9:00 AM – 4:00 PM UTC',
    );
    summer.unmount();
    // In winter London's clock is UTC's: one line.
    const winter = renderIn('en', 'UTC', london('2030-12-03T09:00:00Z', '2030-12-03T16:00:00Z'));
    expect(winter.container).toHaveTextContent(
      /^Tue, Dec 3, 2030, 9:00 AM – 4:00 PM Greenwich Mean Time$/,
    );
  });

  it('falls back to the reader’s time for a zone the browser does not know', () => {
    const { container } = renderIn('en', 'UTC', { ...moscowDay, timezone: 'Mars/Olympus_Mons' });
    expect(container).toHaveTextContent(/^Tue, Dec 3, 2030, 7:00 AM – 2:00 PM UTC$/);
  });
});
