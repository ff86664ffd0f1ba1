/** Where an event stands in time, from the caller's clock (kept pure for tests). */
import type { Event } from '@/shared/contract/content';

export type EventStatus = 'upcoming' | 'live' | 'ended';

export function eventStatus(event: Pick<Event, 'starts_at' | 'ends_at'>, now: Date): EventStatus {
  const time = now.getTime();
  if (new Date(event.ends_at).getTime() < time) return 'ended';
  return new Date(event.starts_at).getTime() <= time ? 'live' : 'upcoming';
}
