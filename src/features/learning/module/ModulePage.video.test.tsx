import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { POINT_RETRY_MS } from './useModuleProgress';
import { moduleDetail } from '../fixtures';
import { renderModulePage as renderModule, serveModule } from '../testing/renderModulePage';

describe('ModulePage video progress', () => {
  /** What the browser reports as played (seeking excluded), on a video of 100 s. */
  function played(video: HTMLElement, ...ranges: [number, number][]) {
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    Object.defineProperty(video, 'played', {
      configurable: true,
      value: {
        length: ranges.length,
        start: (i: number) => ranges[i][0],
        end: (i: number) => ranges[i][1],
      },
    });
  }

  function serveProgress(calls: string[]) {
    let progress: ModuleDetail['progress'] = null;
    serveModule(() => moduleDetail({ progress }));
    server.use(
      http.post(`${API}/courses/modules/11/start/`, async ({ request }) => {
        calls.push(`start ${JSON.stringify(await request.json())}`);
        progress = { status: false };
        return HttpResponse.json({ progress });
      }),
      http.post(`${API}/courses/modules/11/point/`, async ({ request }) => {
        calls.push(`point ${JSON.stringify(await request.json())}`);
        progress = { status: true };
        return HttpResponse.json({ progress });
      }),
    );
  }

  it('posts start on the first play, then the video point once 90% has played, and shows Completed after the reload', async () => {
    const calls: string[] = [];
    serveProgress(calls);
    renderModule();
    const video = await screen.findByLabelText('Session video: One idea per lesson');
    expect(video).toHaveAttribute('poster', '/api/media/files/videos/poster-1.webp');
    expect(screen.queryByTestId('module-status')).not.toBeInTheDocument();
    fireEvent.play(video);
    fireEvent.play(video); // a second play (after a pause) starts nothing new
    expect(await screen.findByTestId('module-status')).toHaveTextContent('Viewed');
    played(video, [0, 89]);
    fireEvent.timeUpdate(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    played(video, [0, 90]);
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(screen.getByTestId('module-status')).toHaveTextContent('Completed'));
    fireEvent.ended(video); // credited once per visit
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([
      'start {"label":"video","object_id":5}',
      'point {"label":"video","object_id":5}',
    ]);
  });

  it('keeps playing the same file when the reload after the point signs its link anew', async () => {
    let signed = 0;
    let progress: ModuleDetail['progress'] = null;
    server.use(
      http.get(`${API}/courses/modules/11/`, () => {
        signed += 1;
        const detail = moduleDetail({ progress });
        return HttpResponse.json({
          ...detail,
          video: { ...detail.video!, url: `${detail.video!.url}?exp=${signed}` },
        });
      }),
      http.get(`${API}/courses/modules/11/recommendations/`, () => HttpResponse.json([])),
      http.post(`${API}/courses/modules/11/start/`, () => {
        progress = { status: false };
        return HttpResponse.json({ progress });
      }),
      http.post(`${API}/courses/modules/11/point/`, () => {
        progress = { status: true };
        return HttpResponse.json({ progress });
      }),
    );
    renderModule();
    const video = await screen.findByLabelText('Session video: One idea per lesson');
    expect(video.getAttribute('src')).toMatch(/\?exp=1$/);
    fireEvent.play(video);
    played(video, [0, 95]);
    fireEvent.timeUpdate(video); // the point, then the session reloads with ?exp=2
    await waitFor(() => expect(screen.getByTestId('module-status')).toHaveTextContent('Completed'));
    expect(signed).toBeGreaterThan(1);
    expect(video.getAttribute('src')).toMatch(/\?exp=1$/); // not restarted at 0:00
    // Should the kept link stop working (after its hour), the newest one is taken.
    fireEvent.error(video);
    await waitFor(() => expect(video.getAttribute('src')).toMatch(new RegExp(`\\?exp=${signed}$`)));
  });

  it('tries a failed video point again on a later update, not at once', async () => {
    const calls: string[] = [];
    let fail = true;
    serveModule(() => moduleDetail());
    server.use(
      http.post(`${API}/courses/modules/11/start/`, () => HttpResponse.json({ progress: null })),
      http.post(`${API}/courses/modules/11/point/`, () => {
        calls.push('point');
        return fail ? HttpResponse.error() : HttpResponse.json({ progress: { status: true } });
      }),
    );
    const now = jest.spyOn(Date, 'now');
    try {
      renderModule();
      const video = await screen.findByLabelText('Session video: One idea per lesson');
      played(video, [0, 95]);
      fireEvent.timeUpdate(video);
      await waitFor(() => expect(calls).toEqual(['point']));
      await new Promise((resolve) => setTimeout(resolve, 50));
      fail = false;
      fireEvent.timeUpdate(video); // at once: not yet
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toEqual(['point']);
      now.mockReturnValue(Date.now() + POINT_RETRY_MS + 1);
      fireEvent.timeUpdate(video);
      await waitFor(() => expect(calls).toEqual(['point', 'point']));
    } finally {
      now.mockRestore();
    }
  });

  it('resumes where the learner stopped when the video knew its length before the page listened', async () => {
    window.localStorage.setItem('learning.video.11', '40');
    const readyState = jest
      .spyOn(HTMLMediaElement.prototype, 'readyState', 'get')
      .mockReturnValue(HTMLMediaElement.HAVE_METADATA);
    const duration = jest.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(100);
    try {
      serveModule(() => moduleDetail());
      renderModule();
      const video = (await screen.findByLabelText(
        'Session video: One idea per lesson',
      )) as HTMLVideoElement;
      expect(await screen.findByText('Resuming where you stopped, at 0:40.')).toBeInTheDocument();
      expect(video.currentTime).toBe(40);
    } finally {
      readyState.mockRestore();
      duration.mockRestore();
    }
  });

  it('does not count a video dragged to its end as watched', async () => {
    const calls: string[] = [];
    serveProgress(calls);
    renderModule();
    const video = await screen.findByLabelText('Session video: One idea per lesson');
    fireEvent.play(video);
    await screen.findByTestId('module-status');
    played(video, [0, 12], [98, 100]);
    fireEvent.ended(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['start {"label":"video","object_id":5}']);
    expect(screen.getByTestId('module-status')).toHaveTextContent('Viewed');
    // The end of the video is not the end of the task: the learner is told why it did not count.
    expect(
      screen.getByText(
        'Only 14% of the video has played: parts you skip do not count. Watch the rest to complete the session.',
      ),
    ).toBeInTheDocument();
    // Watched after all (the skipped part played): the note goes as the point is posted.
    played(video, [0, 100]);
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(screen.getByTestId('module-status')).toHaveTextContent('Completed'));
    expect(screen.queryByText(/parts you skip do not count/)).toBeNull();
  });

  it('adds what played on an earlier visit, so a resumed video counts', async () => {
    const calls: string[] = [];
    serveProgress(calls);
    const first = renderModule();
    let video = await screen.findByLabelText('Session video: One idea per lesson');
    fireEvent.play(video);
    played(video, [0, 60]);
    fireEvent.pause(video);
    first.unmount();

    renderModule();
    video = await screen.findByLabelText('Session video: One idea per lesson');
    fireEvent.play(video);
    played(video, [58, 95]); // resumed near where it stopped
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(calls).toEqual([
        'start {"label":"video","object_id":5}',
        'start {"label":"video","object_id":5}', // each visit starts once
        'point {"label":"video","object_id":5}',
      ]),
    );
  });

  it('a video that failed to load says so, and is asked for again when the connection is back', async () => {
    serveModule(() => moduleDetail());
    const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const { user } = renderModule();
    const video = await screen.findByLabelText('Session video: One idea per lesson');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(video); // offline as it opened: the element gives up
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video could not be loaded. Check your connection',
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.error(video); // still failing: said again, and Try again asks once more
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    load.mockRestore();
  });

  it('a video that failed before the page listened (a server-rendered page) says so too', async () => {
    serveModule(() => moduleDetail());
    // jsdom's media elements have no `error`: this one had failed (MEDIA_ERR_SRC_NOT_SUPPORTED).
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4 }),
    });
    try {
      renderModule();
      expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded.');
    } finally {
      delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });
});
