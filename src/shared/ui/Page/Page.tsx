import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { Breadcrumbs, type BreadcrumbItem } from '@/shared/ui/Breadcrumbs/Breadcrumbs';
import { sectionMessages } from '@/shared/routes/messages';
import { messages } from './messages';
import { takeNavigated } from './navigationFocus';
import { contentLang } from '@/shared/lib/contentLang';
import styles from './Page.module.css';

export interface PageProps {
  /** The page heading (h1); also the document title. */
  title: string;
  /**
   * What the page shows does not exist (its id answered 404): the document title is "Page not
   * found", as the server's head for the same address, whatever the heading says.
   */
  notFound?: boolean;
  /** The document title, when it says more than the heading (as the server's head does). */
  documentTitle?: string;
  /**
   * Trail from the section root to this page; the last item is the current page. Home (/main)
   * is put in front of it, except on the home page itself.
   */
  breadcrumbs?: BreadcrumbItem[];
  /** One line under the heading saying what the screen is for. */
  lead?: ReactNode;
  /** Controls shown at the heading's end (filters toggle, share...). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The header block of every screen (SPEC §2 "Header: heading, breadcrumbs") plus its body.
 * Screens render <Page title=... breadcrumbs=...> and put their content inside.
 */
export function Page({
  title,
  notFound = false,
  documentTitle,
  breadcrumbs,
  lead,
  actions,
  children,
}: PageProps) {
  const intl = useIntl();
  const appName = intl.formatMessage(messages.appName);
  const { pathname } = useLocation();
  const home = paths.main();
  const trail =
    breadcrumbs && breadcrumbs.length > 0 && pathname !== home && breadcrumbs[0].to !== home
      ? [{ label: intl.formatMessage(sectionMessages.home), to: home }, ...breadcrumbs]
      : breadcrumbs;

  const tabTitle = notFound ? intl.formatMessage(messages.notFoundTitle) : (documentTitle ?? title);
  useEffect(() => {
    document.title = tabTitle ? `${tabTitle} · ${appName}` : appName;
  }, [tabTitle, appName]);

  // A screen shown by going to it (./navigationFocus.ts): its heading takes the focus, where it
  // is (the scroll is ScrollManager's).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeNavigated()) heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {trail && trail.length > 0 && <Breadcrumbs items={trail} />}
        <div className={styles.titleRow}>
          <h1
            ref={heading}
            className={styles.title}
            tabIndex={-1}
            // A course's or an event's name is content, maybe in the other language; a person's
            // name may be Arabic or Hebrew: its own direction, so its punctuation sits right.
            lang={contentLang(title, intl.locale)}
            dir="auto"
          >
            {title}
          </h1>
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
