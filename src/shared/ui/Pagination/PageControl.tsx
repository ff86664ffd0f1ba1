import type { MouseEvent, ReactNode } from 'react';

interface PageControlProps {
  /** The page it turns to; outside 1…pageCount on the edges (Back on the first page). */
  target: number;
  page: number;
  pageCount: number;
  /** See Pagination: links when the page is in the address, buttons otherwise. */
  href?: (page: number) => string;
  onGo: (page: number) => void;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A click the browser should handle itself: another button, or a new tab or window asked for. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * One of the pager's Back, Next or page numbers. A button is aria-disabled on the edge, not
 * disabled: Next pressed to reach the last page keeps the keyboard's focus (a disabled button
 * drops it to the page). A link's plain click turns the page in place through `onGo`, as a
 * button's does (the same history entry, scroll and focus hand-off); on the edge it is ARIA's
 * disabled link, with no address: nothing to follow, for a crawler either, out of the Tab order,
 * still read as "link, unavailable".
 */
export function PageControl({
  target,
  page,
  pageCount,
  href,
  onGo,
  children,
  ...props
}: PageControlProps) {
  const off = target < 1 || target > pageCount;
  const current = target === page ? 'page' : undefined;
  if (!href)
    return (
      <button
        type="button"
        {...props}
        onClick={() => onGo(target)}
        aria-disabled={off || undefined}
        aria-current={current}
      >
        {children}
      </button>
    );
  if (off)
    return (
      <a role="link" aria-disabled="true" {...props}>
        {children}
      </a>
    );
  return (
    <a
      href={href(target)}
      {...props}
      aria-current={current}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onGo(target);
      }}
    >
      {children}
    </a>
  );
}
