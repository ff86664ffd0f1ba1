import { markNavigated, takeNavigated } from '@/shared/ui/Page/navigationFocus';
import { refocusFollowedLink, watchFollowedLinks } from './followedLink';

/** A page with a menu link and a content link to the same address, all on screen. */
function page() {
  document.body.innerHTML = `
    <nav><a href="/events/all">Events</a></nav>
    <main><h1 tabindex="-1">Home</h1><a href="/events/all">All events</a><a href="/x">X</a></main>`;
  for (const link of Array.from(document.querySelectorAll('a')))
    link.getBoundingClientRect = () => ({ top: 100, bottom: 120 }) as DOMRect;
  const [menu, content, other] = Array.from(document.querySelectorAll('a'));
  return { menu, content, other, heading: document.querySelector('h1')! };
}

let entry = 'list';
let unwatch: () => void;
beforeEach(() => {
  entry = 'list';
  unwatch = watchFollowedLinks(() => entry);
});
afterEach(() => unwatch());

/** The reader leaves the list for another page, then comes back with Back. */
function leaveAndComeBack(heading: HTMLElement) {
  entry = 'next page';
  heading.focus();
  heading.blur(); // the next page goes, and its heading with it
  entry = 'list';
  markNavigated();
}

test('back at an entry, the content link the reader left by takes the focus again', () => {
  const { content, heading } = page();
  content.focus();
  leaveAndComeBack(heading);
  // Its place put back at once: the link takes the focus before the heading would.
  refocusFollowedLink('list');
  expect(content).toHaveFocus();
  // The change of page is answered: a heading mounting after this leaves the focus there.
  expect(takeNavigated()).toBe(false);
});

test('also when the heading took the focus first (the place put back once the content came)', () => {
  const { content, heading } = page();
  content.focus();
  leaveAndComeBack(heading);
  heading.focus();
  refocusFollowedLink('list');
  expect(content).toHaveFocus();
});

test("a menu link is not the content's link to the same address", () => {
  const { menu, content, heading } = page();
  menu.focus();
  leaveAndComeBack(heading);
  refocusFollowedLink('list');
  expect(content).not.toHaveFocus();
});

test('the focus the reader has moved meanwhile, or a link off screen, is left alone', () => {
  const { content, other, heading } = page();
  content.focus();
  leaveAndComeBack(heading);
  other.focus();
  refocusFollowedLink('list');
  expect(other).toHaveFocus();

  content.focus();
  leaveAndComeBack(heading);
  content.getBoundingClientRect = () => ({ top: -300, bottom: -280 }) as DOMRect;
  heading.focus();
  refocusFollowedLink('list');
  expect(heading).toHaveFocus();
});
