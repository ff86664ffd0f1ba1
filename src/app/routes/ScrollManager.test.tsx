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

test('new pages start at the top; a hash scrolls smoothly to its target; back restores the position', async () => {
  const { scrollTo, scrollIntoView } = setup();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  // The reader scrolls down /a, then follows a link to /b#materials.
  Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
  await act(async () => {
    await navigate('/b#materials');
  });
  expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });

  await act(async () => {
    await navigate(-1);
  });
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
});
