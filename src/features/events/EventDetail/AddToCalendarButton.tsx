import { useIntl } from 'react-intl';
import type { Event } from '@/shared/contract/content';
import { Button } from '@/shared/ui/Button/Button';
import { paths } from '@/shared/routes/paths';
import { buildIcs, icsFileName } from '../ics/buildIcs';
import { downloadTextFile } from '../ics/downloadIcs';
import { useEventCityName } from '../format/EventPlace';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Downloads the event as an .ics file that any calendar app imports. */
export function AddToCalendarButton({ event }: { event: Event }) {
  const intl = useIntl();
  const cityName = useEventCityName(event);
  const download = () => {
    const pageUrl = new URL(paths.event(event.id), window.location.origin).href;
    const ics = buildIcs(event, {
      now: new Date(),
      cityName,
      pageUrl,
      uidDomain: window.location.hostname || 'edu-community',
    });
    downloadTextFile(ics, icsFileName(event));
  };
  return (
    <Button
      theme="outline"
      fullWidth
      iconStart={<Icon name="calendar-plus" size={18} aria-hidden="true" />}
      onClick={download}
    >
      {intl.formatMessage(messages.addToCalendar)}
    </Button>
  );
}
