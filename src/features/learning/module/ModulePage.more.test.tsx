import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { moduleDetail } from '../fixtures';
import { renderModulePage as renderModule } from '../testing/renderModulePage';
import { positionKey } from '@/shared/lib/playbackPosition';

const recommendations = () =>
  http.get(`${API}/courses/modules/11/recommendations/`, () => HttpResponse.json([]));

/** Module 11 and its point endpoint; returns the points posted. */
function serveModuleWithPoints() {
  const points: unknown[] = [];
  server.use(
    recommendations(),
    http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
    http.post(`${API}/courses/modules/11/point/`, async ({ request }) => {
      points.push(await request.json());
      return HttpResponse.json({ progress: { status: false } });
    }),
  );
  return points;
}

describe('ModulePage materials, resume and errors', () => {
  // jsdom cannot follow links; the handlers under test run before the default action.
  const stopNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', stopNavigation));
  afterEach(() => document.removeEventListener('click', stopNavigation));

  it('opens a presentation in a modal and downloads a file, posting a material point for each', async () => {
    const points = serveModuleWithPoints();
    const { user } = renderModule();
    await user.click(await screen.findByRole('button', { name: 'View Handout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Handout' });
    expect(within(dialog).getByTitle('Handout')).toHaveAttribute(
      'src',
      '/api/media/files/materials/handout-1.pdf',
    );
    expect(within(dialog).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const download = screen.getByRole('link', { name: 'Download Slide deck' });
    expect(download).toHaveAttribute('download');
    fireEvent.click(download);
    await waitFor(() =>
      expect(points).toEqual([
        { label: 'material', object_id: 7 },
        { label: 'material', object_id: 8 },
      ]),
    );
  });

  it('a presentation opened offline says it opens once the network is back, then opens and counts', async () => {
    const points = serveModuleWithPoints();
    const { user } = renderModule();
    const view = await screen.findByRole('button', { name: 'View Handout' });
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Handout' });
    // Not the browser's error page in the frame (it stayed after the network came back), and
    // no material point, which would fail and be lost.
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No connection. The material opens here as soon as you are back online.',
    );
    expect(within(dialog).queryByTitle('Handout')).toBeNull();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(within(dialog).getByTitle('Handout')).toHaveAttribute(
      'src',
      '/api/media/files/materials/handout-1.pdf',
    );
    await waitFor(() => expect(points).toEqual([{ label: 'material', object_id: 7 }]));
    // What it loaded stays when the network drops again.
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(dialog).getByTitle('Handout')).toBeInTheDocument();
    onLine.mockRestore();
  });

  it('the material viewer takes the focus on its heading and gives it back to View on close', async () => {
    server.use(
      recommendations(),
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
      http.post(`${API}/courses/modules/11/point/`, () =>
        HttpResponse.json({ progress: { status: false } }),
      ),
    );
    const { user } = renderModule();
    const view = await screen.findByRole('button', { name: 'View Handout' });
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Handout' });
    // Before, the focus went to "Open in a new tab", the footer's link (ACCESSIBILITY.md, Dialogs).
    expect(within(dialog).getByRole('heading', { name: 'Handout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();
  });

  it('resumes the video where the learner stopped and remembers the new position', async () => {
    window.localStorage.setItem(positionKey(11), '30');
    server.use(
      recommendations(),
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
    );
    const { user } = renderModule();
    const video = (await screen.findByLabelText(
      'Session video: One idea per lesson',
    )) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 120 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(30);
    expect(screen.getByText('Resuming where you stopped, at 0:30.')).toBeInTheDocument();
    video.currentTime = 42;
    fireEvent.timeUpdate(video);
    expect(window.localStorage.getItem(positionKey(11))).toBe('42');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(window.localStorage.getItem(positionKey(11))).toBeNull();
  });

  it('shows the SPEC error inline and as a snackbar, and retries', async () => {
    let calls = 0;
    server.use(
      recommendations(),
      http.get(`${API}/courses/modules/11/`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(moduleDetail()),
      ),
    );
    const { store, user } = renderModule();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the module',
    );
    const { current, queue } = store.getState().snackbar;
    expect([current, ...queue].map((item) => item?.message.id)).toContain(
      'notice.learning.moduleError',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'One idea per lesson', level: 1 }),
    ).toBeInTheDocument();
  });

  it("following a link to a session that fails to load shows that failure, not the last session's content", async () => {
    document.removeEventListener('click', stopNavigation);
    server.use(
      recommendations(),
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
      // Offline by now.
      http.get(`${API}/courses/modules/12/`, () => HttpResponse.error()),
      http.get(`${API}/courses/modules/12/recommendations/`, () => HttpResponse.error()),
    );
    const { user, location } = renderModule();
    await screen.findByRole('heading', { name: 'One idea per lesson', level: 1 });
    await user.click(screen.getByRole('link', { name: /^Next: session/ }));
    expect(location()).toBe('/education/module/12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the module',
    );
    expect(screen.queryByText('One idea per lesson')).toBeNull();
    expect(screen.queryByRole('button', { name: /favorites/i })).toBeNull();
  });

  it('shows a not-found state for an unknown session', async () => {
    server.use(
      http.get(`${API}/courses/modules/11/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderModule();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This session does not exist or was removed.')).toBeInTheDocument();
  });
});
