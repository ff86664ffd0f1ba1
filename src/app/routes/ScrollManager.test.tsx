import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { ScrollManager } from './ScrollManager';

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
