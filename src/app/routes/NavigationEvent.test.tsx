import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NavigationEvent } from './NavigationEvent';

test('says app-navigated when the reader goes to another page, not for the first page, a query or a hash', async () => {
  const said: string[] = [];
  const router = createMemoryRouter([{ path: '*', element: <NavigationEvent /> }], {
    initialEntries: ['/education/all'],
  });
  const listen = () => said.push(router.state.location.pathname);
  document.addEventListener('app-navigated', listen);
  render(<RouterProvider router={router} />);
  expect(said).toHaveLength(0);

  // The same page: its filters in the query, a section's hash.
  await act(() => router.navigate('/education/all?type=course'));
  await act(() => router.navigate('/education/all?type=course#results'));
  expect(said).toHaveLength(0);

  await act(() => router.navigate('/education/course/1'));
  expect(said).toEqual(['/education/course/1']);
  // Back to the first page: another page than the one being read (the font is in already).
  await act(() => router.navigate(-1));
  expect(said).toEqual(['/education/course/1', '/education/all']);
  document.removeEventListener('app-navigated', listen);
});
