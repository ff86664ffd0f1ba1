import { act, cleanup, render } from '@testing-library/react';
import * as react from 'react';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import type * as Testing from '@testing-library/react';
import type * as Router from 'react-router';
import * as reactRouter from 'react-router';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/useMediaQuery';
import { ScrollManager } from './ScrollManager';
import type * as Scroll from './ScrollManager';
import { matchOnly, removeMatchMedia } from '@/test/matchMedia';

let navigate: NavigateFunction;
function Screen({ withTarget = false }: { withTarget?: boolean }) {
  // Hands the router's navigate to the test (after render: render itself stays pure).
  const routerNavigate = useNavigate();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);
  return (
    <>
      <ScrollManager />
      {withTarget && <h2 id="materials">Materials</h2>}
    </>
  );
}

/** The reader scrolls the page: the browser moves it and fires a scroll event. */
function scrollReaderTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function setup() {
  const scrollTo = jest.fn((_x: number, y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const router = createMemoryRouter(
    [
      { path: '/a', element: <Screen /> },
      { path: '/b', element: <Screen withTarget /> },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />);
  return { scrollTo, scrollIntoView };
}

test('the first screen stays where it is; a hash scrolls smoothly to its target; back restores the position; new pages start at the top', async () => {
  const { scrollTo, scrollIntoView } = setup();
  // Where the browser put it, or where the reader scrolled the server's page before the scripts.
  expect(scrollTo).not.toHaveBeenCalled();

  // The reader scrolls down /a, then follows a link to /b#materials.
  scrollReaderTo(640);
  await act(async () => {
    await navigate('/b#materials');
  });
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

  await act(async () => {
    await navigate(-1);
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

  await act(async () => {
    await navigate('/b');
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

test('back to a list the reader left for a page without a hash restores where they were', async () => {
  const { scrollTo } = setup();
  // The reader scrolls down the list, then opens a card (the new page starts at the top).
  scrollReaderTo(900);
  await act(async () => {
    await navigate('/b');
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  await act(async () => {
    await navigate(-1);
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
});

/** A new document (its modules afresh) on the current history entry, loaded as `how` says. */
async function newDocument(how: 'reload' | 'navigate') {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ type: how }] : []),
  });
  let load!: () => Promise<void>;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a new document's own copies */
    const testing = require('@testing-library/react/pure') as typeof Testing;
    const router = require('react-router') as typeof Router;
    const { ScrollManager: Reloaded } = require('./ScrollManager') as typeof Scroll;
    /* eslint-enable @typescript-eslint/no-require-imports */
    load = async () => {
      const routes = router.createMemoryRouter([{ path: '/a', element: <Reloaded /> }], {
        initialEntries: ['/a'],
      });
      testing.render(<router.RouterProvider router={routes} />);
      await testing.act(async () => {});
      testing.cleanup();
    };
  });
  await load();
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
}

test('a reload comes back to where the reader was on the page; an address opened anew starts where the browser put it', async () => {
  const { scrollTo } = setup();
  scrollReaderTo(1500);
  // The reader reloads: the document goes, and a new one starts on the same entry, at the top.
  window.dispatchEvent(new Event('pagehide'));
  cleanup();
  scrollTo.mockClear();
  await newDocument('reload');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 1500);

  // The same first entry's key ("default"), but an address typed or followed: no saved place.
  scrollTo.mockClear();
  await newDocument('navigate');
  expect(scrollTo).not.toHaveBeenCalled();
});

describe('a document loaded afresh in the same tab', () => {
  /** The app started anew (its module state read again from sessionStorage) on `path`. */
  function newDocument(path: string, type: NavigationTimingType) {
    // jsdom has no navigation timing: the browser's own says how this document was opened.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [{ type }],
    });
    // A fresh copy of the module (its positions read again), with this document's React and
    // router: an isolated copy of those would be another React, whose hooks fail.
    let Fresh: typeof ScrollManager = ScrollManager;
    jest.isolateModules(() => {
      jest.doMock('react', () => react);
      jest.doMock('react-router', () => reactRouter);
      ({ ScrollManager: Fresh } = jest.requireActual<{ ScrollManager: typeof ScrollManager }>(
        './ScrollManager',
      ));
    });
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const router = createMemoryRouter([{ path: '*', element: <Fresh /> }], {
      initialEntries: [path],
    });
    const view = render(<RouterProvider router={router} />);
    return { scrollTo, router, unmount: view.unmount };
  }

  afterEach(() => {
    Reflect.deleteProperty(performance, 'getEntriesByType');
    sessionStorage.clear();
  });

  it("opens another page at its top, not where the tab's earlier first page was left", async () => {
    // The reader scrolled the session page they had opened by its address, and went on to its
    // test (the way the app keeps positions for Back)…
    const first = newDocument('/education/module/50', 'navigate');
    scrollReaderTo(715);
    await act(async () => {
      await first.router.navigate('/education/module/tests/50');
    });
    first.unmount();
    // …then opened the course page by its address (a bookmark, a typed address, a server link).
    const second = newDocument('/education/course/12', 'navigate');
    // Before: both first entries were "default", and the course page opened 715 px down.
    expect(second.scrollTo).not.toHaveBeenCalledWith(0, 715);
    second.unmount();
  });

  it('puts the page the browser brings back (Back into an earlier document) where it was left', async () => {
    const first = newDocument('/education/module/50', 'navigate');
    scrollReaderTo(715);
    await act(async () => {
      await first.router.navigate('/education/module/tests/50');
    });
    first.unmount();
    const returned = newDocument('/education/module/50', 'back_forward');
    expect(returned.scrollTo).toHaveBeenLastCalledWith(0, 715);
    returned.unmount();
  });
});

test('a reader who prefers reduced motion is taken to a hash target at once, not scrolled smoothly', async () => {
  matchOnly(REDUCED_MOTION_QUERY);
  try {
    const { scrollIntoView } = setup();
    await act(async () => {
      await navigate('/b#materials');
    });
    // Before: 'smooth' whatever the reader's setting (a script's behaviour wins over the CSS).
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  } finally {
    removeMatchMedia();
    cleanup();
  }
});
