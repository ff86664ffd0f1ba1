import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Story } from '@/shared/contract/content';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState } from '@/test/utils';
import { StoriesStrip } from './StoriesStrip';

const member = { auth: authState({ accessToken: 'a1', refreshToken: 'r1' }) };
const file = (id: number, kind: 'image' | 'video' = 'image') => ({
  id,
  kind,
  url: `/f/${id}.${kind === 'image' ? 'webp' : 'mp4'}`,
});
const story = (id: number, files: Story['files'], view = false): Story => ({
  id,
  name: `Story ${id}`,
  text: '',
  link: null,
  show_start: '2026-01-01T00:00:00Z',
  show_end: '2027-01-01T00:00:00Z',
  view,
  thumbnail: `/t/${id}.webp`,
  files,
});
const stories = [
  story(1, [file(11), file(12, 'video')]),
  story(2, [file(21)], true),
  story(3, [file(31)]),
];

function serveStories(list: Story[] = stories) {
  const viewed: number[] = [];
  server.use(
    http.get(`${API}/stories/`, () => HttpResponse.json(list)),
    http.post(
      `${API}/stories/:id/view/`,
      ({ params }) => (viewed.push(Number(params.id)), new HttpResponse(null, { status: 204 })),
    ),
  );
  return viewed;
}

const media = () => screen.getByTestId('story-media');
const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('StoriesStrip', () => {
  // jsdom has no media playback; the viewer starts and stops videos with play() and pause().
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows thumbnails in order, seen ones dimmed, after skeletons', async () => {
    serveStories();
    const { container } = render(<StoriesStrip />, { preloadedState: member });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const strip = await screen.findByRole('navigation', { name: 'Stories' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Story 1',
      'Story 2 (seen)',
      'Story 3',
    ]);
    expect(buttons[1]).toHaveAttribute('data-seen', 'true');
    expect(buttons[1].querySelector('img')).toHaveAttribute('src', '/t/2.webp');
  });

  it('plays files and stories in order, by time, video end, clicks and keys, and closes after the last', async () => {
    const viewed = serveStories();
    render(<StoriesStrip />, { preloadedState: member });
    await screen.findByRole('navigation', { name: 'Stories' });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Story 1' }));
    await advance(10); // the modal opens after 10 ms (SPEC §4)
    expect(screen.getByRole('dialog', { name: 'Story: Story 1' })).toBeInTheDocument();
    expect(media()).toHaveAttribute('src', '/f/11.webp');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');

    await advance(4900);
    expect(media()).toHaveAttribute('src', '/f/11.webp');
    await advance(100); // an image stays 5 s
    expect(media().tagName).toBe('VIDEO');
    await advance(30000); // a video stays until it ends
    expect(media()).toHaveAttribute('src', '/f/12.mp4');
    fireEvent.ended(media());
    expect(media()).toHaveAttribute('src', '/f/21.webp');

    fireEvent.keyDown(media(), { key: 'ArrowRight' });
    expect(media()).toHaveAttribute('src', '/f/31.webp');
    fireEvent.keyDown(media(), { key: 'ArrowLeft' });
    expect(media()).toHaveAttribute('src', '/f/21.webp');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(media()).toHaveAttribute('src', '/f/12.mp4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(media()).toHaveAttribute('src', '/f/31.webp');

    await advance(5000); // after the last file of the last story the viewer closes
    await advance(200);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Seen once each when first shown; story 2 was seen already.
    expect(viewed).toEqual([1, 3]);
  });

  it('marks the opened story seen and the strip dims it; Escape and the close button close', async () => {
    const viewed = serveStories();
    const { user } = render(<StoriesStrip />, { preloadedState: member });
    await user.click(await screen.findByRole('button', { name: 'Story 3' }));
    expect(await screen.findByRole('dialog', { name: 'Story: Story 3' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Story 3 (seen)', hidden: true }),
    ).toHaveAttribute('data-seen', 'true');
    expect(viewed).toEqual([3]);
    // The viewer has no heading: it starts on its first control, Pause (ACCESSIBILITY.md, Dialogs).
    expect(screen.getByRole('button', { name: 'Pause story' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Story 1' }); // back on the page
    await waitForNoDialog();
    expect(screen.getByRole('button', { name: 'Story 3 (seen)' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Story 2 (seen)' }));
    await user.click(await screen.findByRole('button', { name: 'Close stories' }));
    await waitForNoDialog();
    expect(viewed).toEqual([3]);
  });

  it('shows nothing without active stories, and a retry when they fail', async () => {
    serveStories([]);
    const { container, unmount } = render(<StoriesStrip />, {
      preloadedState: member,
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    unmount();

    server.use(
      http.get(`${API}/stories/`, () => HttpResponse.json({ detail: 'down' }, { status: 500 })),
    );
    render(<StoriesStrip />, { preloadedState: member });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stories could not be loaded.');
    serveStories();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Stories' })).toBeInTheDocument();
  });
});

async function waitForNoDialog() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 250)));
  expect(screen.queryByRole('dialog')).toBeNull();
}
