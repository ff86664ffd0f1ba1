import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Story } from '@/shared/contract/content';
import { API, server } from '@/test/msw/server';
import { switchLanguage } from '@/test/switchLanguage';
import { authState, render } from '@/test/utils';
import { REDUCED_MOTION_QUERY } from '@/shared/lib/useMediaQuery';
import { StoryViewer } from './StoryViewer';
import { matchOnly, removeMatchMedia } from '@/test/matchMedia';

const member = { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) };
const story = (id: number, overrides: Partial<Story> = {}): Story => ({
  id,
  name: `Story ${id}`,
  text: `Words of story ${id}.`,
  link: null,
  show_start: '2026-01-01T00:00:00Z',
  show_end: '2027-01-01T00:00:00Z',
  view: true,
  thumbnail: `/t/${id}.webp`,
  files: [{ id: id * 10, kind: 'image', url: `/f/${id * 10}.webp` }],
  ...overrides,
});

const media = () => screen.getByTestId('story-media');
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function open(stories: Story[], onClose = jest.fn()) {
  server.use(http.post(`${API}/stories/:id/view/`, () => new HttpResponse(null, { status: 204 })));
  jest.useFakeTimers();
  const result = render(<StoryViewer stories={stories} startIndex={0} onClose={onClose} />, {
    preloadedState: member,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { ...result, user, onClose };
}

describe('StoryViewer: words, links and pausing', () => {
  afterEach(() => jest.useRealTimers());

  it("shows the story's text and a link named for what it leads to", async () => {
    const { user, location, onClose } = open([
      story(1, { link: { kind: 'article', id: 17 } }),
      story(2, { link: { kind: 'event', id: 4 } }),
      story(3, { link: { kind: 'course', id: 13 } }),
      story(4, { text: '', link: null }),
    ]);
    await advance(10);
    expect(screen.getByText('Words of story 1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the article' })).toHaveAttribute(
      'href',
      '/media/17',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      '/events/all/4',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      '/education/course/13',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Words of story/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('link', { name: 'Open the course' }));
    expect(location()).toBe('/education/course/13');
    expect(onClose).toHaveBeenCalled();
  });

  it('says which story it moved to, not the one it opened at', async () => {
    const { user } = open([story(1), story(2)]);
    await advance(10);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Story: Story 2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status')).toHaveTextContent('Story: Story 1');
  });

  it('says the story moved to in the language switched to meanwhile', async () => {
    server.use(
      http.post(`${API}/stories/:id/view/`, () => new HttpResponse(null, { status: 204 })),
    );
    jest.useFakeTimers();
    const { store } = render(
      <StoryViewer stories={[story(1), story(2)]} startIndex={0} onClose={jest.fn()} />,
      {
        preloadedState: member,
        locale: 'store',
      },
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await advance(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Story: Story 2');
    switchLanguage(store, 'ru');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('История: Story 2'));
  });

  it('the pause button holds the story; playing again goes on with the time that was left', async () => {
    const { user } = open([story(1), story(2)]);
    await advance(3000);
    await user.click(screen.getByRole('button', { name: 'Pause story' }));
    await advance(60_000);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
    expect(document.querySelector('[style*="animation-play-state: paused"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Play story' }));
    await advance(1500);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
    await advance(1000); // about 3 s before the pause + 2 s after it = the image's 5 s
    expect(media()).toHaveAttribute('src', '/f/20.webp');
    // The user's choice stays: stepping on by hand does not start playing again by itself.
    await user.click(screen.getByRole('button', { name: 'Pause story' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await advance(10_000);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
  });

  it("holds while a mouse rests on the story's words or its link has focus, not after a tap", async () => {
    const { user } = open([story(1, { link: { kind: 'article', id: 1 } }), story(2), story(3)]);
    await advance(10);
    await user.hover(screen.getByText('Words of story 1.'));
    await advance(20_000);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
    await user.unhover(screen.getByText('Words of story 1.'));

    act(() => screen.getByRole('link', { name: 'Read the article' }).focus());
    await advance(20_000);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
    act(() => screen.getByRole('link', { name: 'Read the article' }).blur());

    await advance(5000);
    expect(media()).toHaveAttribute('src', '/f/20.webp');

    await user.pointer({ keys: '[TouchA]', target: screen.getByText('Words of story 2.') });
    await advance(5000);
    expect(media()).toHaveAttribute('src', '/f/30.webp');
  });

  it('pauses and plays the video with the button', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    try {
      const { user } = open([story(1, { files: [{ id: 5, kind: 'video', url: '/f/5.mp4' }] })]);
      await advance(10);
      expect(media().tagName).toBe('VIDEO');
      await user.click(screen.getByRole('button', { name: 'Pause story' }));
      expect(pause).toHaveBeenCalled();
      play.mockClear();
      await user.click(screen.getByRole('button', { name: 'Play story' }));
      expect(play).toHaveBeenCalled();
    } finally {
      play.mockRestore();
      pause.mockRestore();
    }
  });
});

describe('StoryViewer: a reader who prefers reduced motion', () => {
  beforeEach(() => {
    matchOnly(REDUCED_MOTION_QUERY);
  });
  afterEach(() => {
    jest.useRealTimers();
    removeMatchMedia();
  });

  it('opens held: nothing moves on by itself until Play is pressed, and then it does', async () => {
    const { user } = open([story(1), story(2)]);
    await advance(60_000);
    expect(media()).toHaveAttribute('src', '/f/10.webp');
    // Stepping by hand still works, and stays held.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await advance(60_000);
    expect(media()).toHaveAttribute('src', '/f/20.webp');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Play story' }));
    await advance(5000);
    expect(media()).toHaveAttribute('src', '/f/20.webp');
  });
});
