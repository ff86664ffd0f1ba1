import type { Locale } from '@/shared/config';
import { render } from '@/test/utils';
import { EventWhen } from './EventWhen';

function renderIn(
  locale: Locale,
  timeZone: string,
  event: { starts_at: string; ends_at: string },
  variant?: 'long' | 'short',
) {
  return render(<EventWhen event={event} variant={variant} />, { locale, timeZone });
}

const evening = { starts_at: '2030-12-03T15:30:00Z', ends_at: '2030-12-03T18:00:00Z' };

describe('EventWhen', () => {
  it("shows the range in the user's time zone and locale", () => {
    expect(renderIn('en', 'Europe/Moscow', evening).container).toHaveTextContent(
      'Tue, Dec 3, 2030, 6:30 PM – 9:00 PM GMT+3',
    );
    expect(renderIn('ru', 'Europe/Moscow', evening).container).toHaveTextContent(
      'вт, 3 дек. 2030 г., 18:30 – 21:00 GMT+3',
    );
  });

  it('decides "same day" in the user\'s zone, not in UTC', () => {
    const late = { starts_at: '2030-12-03T20:00:00Z', ends_at: '2030-12-04T01:00:00Z' };
    expect(renderIn('en', 'Asia/Tokyo', late, 'long').container).toHaveTextContent(
      'Wednesday, December 4, 2030, 5:00 AM – 10:00 AM GMT+9',
    );
    expect(renderIn('en', 'UTC', late).container).toHaveTextContent(
      'Tue, Dec 3, 2030, 8:00 PM – Wed, Dec 4, 2030, 1:00 AM UTC',
    );
  });

  it('spells out both dates of a multi-day event, with a machine-readable start', () => {
    const { container } = renderIn('en', 'UTC', {
      starts_at: '2030-11-20T06:00:00Z',
      ends_at: '2030-11-23T06:00:00Z',
    });
    expect(container).toHaveTextContent(
      'Wed, Nov 20, 2030, 6:00 AM – Sat, Nov 23, 2030, 6:00 AM UTC',
    );
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2030-11-20T06:00:00Z');
  });
});
