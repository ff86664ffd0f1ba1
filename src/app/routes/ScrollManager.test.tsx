import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import type * as Testing from '@testing-library/react';
import type * as Router from 'react-router';
import { ScrollManager } from './ScrollManager';
import type * as Scroll from './ScrollManager';

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
