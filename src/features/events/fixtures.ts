/** Test data for the events screens (kept beside the feature, imported by tests only). */
import type { Paged } from '@/shared/contract/common';
import type { Event } from '@/shared/contract/content';

export function makeEvent(overrides: Partial<Event> = {}): Event {
  return {
    id: 1,
    name: 'Micro-Teaching Lab',
    description: 'A hands-on day.\nBring a lesson plan.',
    image: '/api/media/files/events/event-01.webp',
    starts_at: '2030-12-03T07:00:00.000Z',
    ends_at: '2030-12-03T14:00:00.000Z',
    format: 'offline',
    timezone: 'Europe/Moscow',
    location: 'Myasnitskaya Street 13',
    city: 1,
    tags: [{ id: 7, name: 'Live sessions', label: 'live-sessions', theme: 'brand' }],
    sponsor: null,
    registration_url: 'https://events.example.org/lab',
    ...overrides,
  };
}

export function pagedEvents(results: Event[], count = results.length, page = 1): Paged<Event> {
  return { count, page, next: null, previous: null, results };
}
