import { act, screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { lazyPage } from '@/shared/lib/lazyPage';
import { isChunkLoadError, RouteBoundary } from './RouteBoundary';

function chunkError() {
  const error = new Error(
    'Loading chunk page-course failed.\n(missing: http://localhost/js/page-course.chunk.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

/** A lazy screen inside the boundary, as the router renders each screen. */
function renderScreen(load: Parameters<typeof lazyPage>[0]) {
  const Page = lazyPage(load);
  return render(
    <RouteBoundary>
      <Page />
    </RouteBoundary>,
  );
}

describe('RouteBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React logs caught render errors; the assertions are on the screen.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  test('a screen that throws shows the error with a working "Try again"', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    const { user } = render(
      <RouteBoundary>
        <Flaky />
      </RouteBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  test('a failed chunk says the connection is the problem, and the retry loads it again', async () => {
    let online = false;
    const load = jest.fn(() =>
      online ? Promise.resolve({ default: () => <h1>Course</h1> }) : Promise.reject(chunkError()),
    );
    const { user } = renderScreen(load);
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your internet connection');
    online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Course' })).toBeInTheDocument();
    // React's own recovery render may try once more before the boundary shows; the retry is extra.
    expect(load.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  test('a screen whose chunk failed offline loads by itself when the connection comes back', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = jest.fn(() =>
      navigator.onLine
        ? Promise.resolve({ default: () => <h1>Course</h1> })
        : Promise.reject(chunkError()),
    );
    renderScreen(load);
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'Course' })).toBeInTheDocument();
    onLine.mockRestore();
  });

  test('a chunk that fails after a while shows the failure, and is not asked for again and again', async () => {
    // As a browser offline: the request fails some milliseconds after it is sent.
    const load = jest.fn(
      () => new Promise<never>((_, reject) => setTimeout(() => reject(chunkError()), 20)),
    );
    renderScreen(load);
    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    const asked = load.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(load.mock.calls.length).toBe(asked);
    // React's own recovery render may ask once more before the boundary shows; never more.
    expect(asked).toBeLessThanOrEqual(2);
  });

  test('recognises webpack chunk errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.\n(/css/x.css)'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});
