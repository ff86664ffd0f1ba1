import type { IntlShape, MessageDescriptor } from 'react-intl';
import { titleMessages } from './messages';

/**
 * The document title of a list's tab: the section ("Learning") for All, "Learning: Courses" for
 * the others. Each tab is its own address, crawled and shared, so each has its own title, in the
 * server's head (src/app/ssr) and in the browser tab alike; the heading stays the section's.
 */
export function listTabTitle(
  intl: IntlShape,
  section: MessageDescriptor,
  tab: MessageDescriptor | null,
): string {
  const name = intl.formatMessage(section);
  return tab
    ? intl.formatMessage(titleMessages.listTab, { section: name, tab: intl.formatMessage(tab) })
    : name;
}
