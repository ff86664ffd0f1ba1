import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { appScrollBehavior } from '@/shared/lib/scrollBehavior';
import { refocusFollowedLink, watchFollowedLinks } from './followedLink';

/**
 * Scroll behaviour on navigation (SPEC §2): smooth scroll to the hash target (a jump for a reader
 * who prefers reduced motion); otherwise the
 * saved position on back/forward and on a reload (POP); otherwise the top.
 * Our own instead of react-router's <ScrollRestoration>: that one jumps to the hash without
 * smoothing, and restores before a lazy page has rendered. Here both the hash target and the
 * saved position are retried for a short while until the lazy screen is tall enough.
 */
const STORAGE_KEY = 'scrollPositions';
const RETRY_MS = 1500;
const positions = new Map<string, number>(readSaved());
/**
 * The document's first screen is where the browser put it: at the top, at the hash target, or
 * where the reader has scrolled the server's page to before the scripts ran (README "Server
 * rendering"); scrolling it to the top would yank them, and a control they focused, away.
 */
let firstScreen = true;

function readSaved(): [string, number][] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function persist() {
  try {
    // Keep the last 50 entries: enough for any back/forward walk, bounded in size.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    /* storage full or disabled: positions then live for this document only */
  }
}

/**
 * The entry a position belongs to. A document's first entry always has the key 'default', so a
 * page loaded afresh in the same tab (an address typed, a bookmark, a link followed before the
 * scripts ran) found the position of the tab's earlier first page and opened scrolled to it (a
 * course page opened 645 px down, where the session page before it had been left): that entry
 * is told apart by its address.
 */
const entryKey = ({ key, pathname }: { key: string; pathname: string }) =>
  // Not its query: the lists write theirs past the router (`?shown=`, favorites' `?page=`), so
  // a reload comes back under a query the router never saw for this entry.
  key === 'default' ? `default:${pathname}` : key;

/**
 * Whether the browser brought this document back (a reload, back or forward into it), rather
 * than opening it anew: only then is its first screen put where the reader left it.
 */
function documentReturnedTo(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Calls attempt() every animation frame until it returns true or the time runs out. */
function retry(attempt: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    if (attempt() || performance.now() - started > RETRY_MS) return;
    frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

export function ScrollManager() {
  const location = useLocation();
  const { key, pathname, hash } = location;
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Each entry's position is recorded as the reader scrolls it, not read when they leave: by the
  // time a navigation's effects run, the next page is in the document and has been scrolled to
  // its top (a read then saved 0, and Back always landed at the top of a list).
  const entry = useRef(entryKey(location));
  useEffect(() => {
    const save = () => positions.set(entry.current, window.scrollY);
    save(); // where the reader scrolled the server's page before the scripts ran
    window.addEventListener('scroll', save, { passive: true });
    // A reload keeps the entry (and its key): kept as the document goes, its place comes back
    // (a reloaded list with its "Show more" cards included; the browser's own restoring is off).
    window.addEventListener('pagehide', persist);
    const unwatch = watchFollowedLinks(() => entry.current);
    return () => {
      unwatch();
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    // Scroll events from here on (the top, a restored position) belong to the new entry.
    entry.current = entryKey({ key, pathname });
    persist();
    const first = firstScreen;
    firstScreen = false;
    const id = decodeURIComponent(hash.slice(1));
    if (id) {
      return retry(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView({ behavior: appScrollBehavior(), block: 'start' });
        return Boolean(target);
      });
    }
    const restore = navigationType === 'POP' && (!first || documentReturnedTo());
    const saved = restore ? positions.get(entryKey({ key, pathname })) : undefined;
    if (saved === undefined) {
      if (!first) window.scrollTo(0, 0);
      return undefined;
    }
    const back = entryKey({ key, pathname });
    return retry(() => {
      window.scrollTo(0, saved);
      const there = Math.abs(window.scrollY - saved) < 2;
      // The place is back: so is the focus, on the link the reader left it by (./followedLink.ts).
      if (there) refocusFollowedLink(back);
      return there;
    });
  }, [key, pathname, hash, navigationType]);

  return null;
}
