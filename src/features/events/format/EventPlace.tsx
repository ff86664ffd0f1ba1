import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { useAppSelector } from '@/app/hooks';
import type { Event } from '@/shared/contract/content';
import { selectCityName } from '@/features/references/referencesSlice';
import { messages } from './messages';

/** The event carries a city id (docs/api.md); its name comes from the references slice. */
export function useEventCityName(event: Pick<Event, 'city'>): string | null {
  return useAppSelector((state) => selectCityName(state, event.city));
}

/** "Online" or "City · street address". */
export function EventPlace({
  event,
  long = false,
}: {
  event: Pick<Event, 'format' | 'location' | 'city'>;
  long?: boolean;
}) {
  const intl = useIntl();
  const city = useEventCityName(event);
  if (event.format === 'online')
    return <>{intl.formatMessage(long ? messages.onlineWhere : messages.online)}</>;
  const parts = [city, event.location].filter(Boolean);
  if (parts.length === 0) return <>{intl.formatMessage(messages.offline)}</>;
  const place = parts.join(' · ');
  return <span lang={contentLang(place, intl.locale)}>{place}</span>;
}
