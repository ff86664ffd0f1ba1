import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { render, signedIn } from '@/test/utils';
import { moduleDetail } from '../fixtures';
import { ModulePage } from '../pages/ModulePage';
import { CAPTIONS_KEY } from './useCaptions';

function serveModule(detail: ModuleDetail) {
  server.use(
    http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(detail)),
    http.get(`${API}/courses/modules/11/recommendations/`, () => HttpResponse.json([])),
  );
}

const renderModule = (locale: 'en' | 'ru' = 'en') =>
  render(<ModulePage />, {
    path: '/education/module/:id',
    route: '/education/module/11',
    preloadedState: signedIn,
    locale,
  });

const video = () => screen.findByLabelText(/^(Session video|Видео сессии)/);
const tracksOf = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('track')).map((track) => ({
    kind: track.getAttribute('kind'),
    src: track.getAttribute('src'),
    srclang: track.getAttribute('srclang'),
    label: track.getAttribute('label'),
  }));

/**
 * jsdom has no TextTrack API (its `textTracks` is a bare array). This stands in for the
 * browser's: one TextTrack-like object per <track> child, a `change` event target, modes kept.
 */
type FakeTrack = { language: string; mode: TextTrackMode };
const lists = new WeakMap<HTMLMediaElement, EventTarget & { tracks: Map<Element, FakeTrack> }>();
function fakeTextTracks(this: HTMLMediaElement) {
  let list = lists.get(this);
  if (!list) {
    list = Object.assign(new EventTarget(), { tracks: new Map<Element, FakeTrack>() });
    lists.set(this, list);
  }
  for (const element of Array.from(this.querySelectorAll('track')))
    if (!list.tracks.has(element))
      list.tracks.set(element, { language: element.getAttribute('srclang')!, mode: 'disabled' });
  const tracks = [...list.tracks.values()];
  return Object.assign(tracks, {
    addEventListener: list.addEventListener.bind(list),
    removeEventListener: list.removeEventListener.bind(list),
    dispatchEvent: list.dispatchEvent.bind(list),
  });
}
/** The modes of the video's tracks by language, as the browser would hold them. */
const modes = (element: HTMLElement) =>
  Object.fromEntries(
    Array.from((element as HTMLVideoElement).textTracks).map((t) => [t.language, t.mode]),
  );

const original = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'textTracks');
beforeAll(() =>
  Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
    configurable: true,
    get: fakeTextTracks,
  }),
);
afterAll(() => {
  if (original) Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', original);
});
beforeEach(() => window.localStorage.clear());

describe('session video captions', () => {
  it('renders a native caption track per language, the interface language’s on by default', async () => {
    serveModule(moduleDetail());
    const { unmount } = renderModule();
    const player = await video();
    expect(tracksOf(player)).toEqual([
      {
        kind: 'captions',
        src: '/api/media/files/videos/lesson-1.en.vtt',
        srclang: 'en',
        label: 'English',
      },
      {
        kind: 'captions',
        src: '/api/media/files/videos/lesson-1.ru.vtt',
        srclang: 'ru',
        label: 'Русский',
      },
    ]);
    expect(modes(player)).toEqual({ en: 'showing', ru: 'disabled' });
    // Same-origin files: no CORS mode that would change how the video itself is fetched.
    expect(player).not.toHaveAttribute('crossorigin');
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const languages = screen.getByRole('group', { name: 'Caption language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();

    renderModule('ru');
    const ru = await video();
    expect(modes(ru)).toEqual({ en: 'disabled', ru: 'showing' });
    expect(screen.getByRole('button', { name: 'Субтитры' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('turns captions off and on with the toggle, and remembers the choice on the next visit', async () => {
    serveModule(moduleDetail());
    const first = renderModule();
    const player = await video();
    const toggle = screen.getByRole('button', { name: 'Captions' });
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(modes(player)).toEqual({ en: 'disabled', ru: 'disabled' });
    expect(screen.queryByRole('group', { name: 'Caption language' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CAPTIONS_KEY)).toBe('off');
    first.unmount();

    const second = renderModule();
    await video();
    const again = screen.getByRole('button', { name: 'Captions' });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(modes(await video())).toEqual({ en: 'disabled', ru: 'disabled' });
    await second.user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'true');
    expect(modes(await video())).toEqual({ en: 'showing', ru: 'disabled' });
    expect(window.localStorage.getItem(CAPTIONS_KEY)).toBe('on');
  });

  it('switches the caption language; pressing the current one keeps it', async () => {
    serveModule(moduleDetail());
    const { user } = renderModule();
    const player = await video();
    const languages = screen.getByRole('group', { name: 'Caption language' });
    await user.click(within(languages).getByRole('button', { name: 'Русский' }));
    expect(modes(player)).toEqual({ en: 'disabled', ru: 'showing' });
    await user.click(within(languages).getByRole('button', { name: 'Русский' }));
    expect(within(languages).getByRole('button', { name: 'Русский' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("follows the learner's choice in the native caption menu, not the browser's own", async () => {
    serveModule(moduleDetail());
    renderModule();
    const player = (await video()) as HTMLVideoElement;
    const choose = (language: string | null) =>
      act(() => {
        for (const track of Array.from(player.textTracks))
          track.mode = track.language === language ? 'showing' : 'disabled';
        player.textTracks.dispatchEvent(new Event('change'));
      });
    // Before the learner touches the video, a switch is the browser's own: it is undone,
    // whether it replaces our track or shows a second one beside it.
    await choose('ru');
    expect(modes(player)).toEqual({ en: 'showing', ru: 'disabled' });
    await act(() => {
      Array.from(player.textTracks).find((t) => t.language === 'ru')!.mode = 'showing';
      player.textTracks.dispatchEvent(new Event('change'));
    });
    expect(modes(player)).toEqual({ en: 'showing', ru: 'disabled' });
    // The learner opens the native menu (a pointer on the video) and picks Russian.
    fireEvent.pointerDown(player);
    await choose('ru');
    expect(modes(player)).toEqual({ en: 'disabled', ru: 'showing' });
    const languages = screen.getByRole('group', { name: 'Caption language' });
    expect(within(languages).getByRole('button', { name: 'Русский' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await choose(null);
    expect(screen.getByRole('button', { name: 'Captions' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(window.localStorage.getItem(CAPTIONS_KEY)).toBe('off');
  });

  it('shows the transcript under the video, folded, opened from the keyboard', async () => {
    serveModule(moduleDetail());
    const { user } = renderModule();
    await video();
    const heading = screen.getByRole('heading', { level: 2, name: 'Transcript' });
    const button = within(heading).getByRole('button', { name: 'Transcript' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      screen.queryByText('This six-second clip has no narration, music or other sound.'),
    ).not.toBeVisible();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Transcript' });
    expect(
      within(region)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'This six-second clip has no narration, music or other sound.',
      'The title "Lesson 1" stays on screen.',
    ]);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows neither controls nor transcript for a video without them, nor tracks without a file', async () => {
    const base = moduleDetail();
    serveModule(
      moduleDetail({
        video: {
          ...base.video!,
          captions: [{ lang: 'en', label: 'English', url: null }],
          transcript: null,
        },
      }),
    );
    renderModule();
    const player = await video();
    expect(player.querySelectorAll('track')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transcript' })).not.toBeInTheDocument();
  });

  it('asks for the tracks with CORS when the files come from another origin', async () => {
    const base = moduleDetail();
    serveModule(
      moduleDetail({
        video: {
          ...base.video!,
          url: 'https://cdn.example.org/lesson-1.mp4',
          captions: [
            { lang: 'en', label: 'English', url: 'https://cdn.example.org/lesson-1.en.vtt' },
          ],
        },
      }),
    );
    renderModule();
    const player = await video();
    expect(player).toHaveAttribute('crossorigin', 'anonymous');
    // One track: a toggle, no language choice.
    expect(screen.getByRole('button', { name: 'Captions' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Caption language' })).not.toBeInTheDocument();
  });
});
