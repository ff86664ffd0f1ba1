import { preloadOnIntent } from './preloadOnIntent';

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.append(document.createElement('span'));
  document.body.append(a);
  return a;
}

const over = (el: Element) => el.dispatchEvent(new Event('pointerover', { bubbles: true }));

describe('preloadOnIntent', () => {
  // Listeners stay on the document between tests: one set, for all of them.
  const preload = jest.fn<Promise<unknown>, [string]>();
  beforeAll(() => preloadOnIntent(preload));
  beforeEach(() => {
    preload.mockReset();
    preload.mockResolvedValue(undefined);
    document.body.innerHTML = '';
  });

  it("asks for a link's screen when the pointer is over it, the focus on it or a touch", () => {
    over(link('/education/course/1').firstElementChild!);
    link('/events/all/2').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/favorites/all').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload.mock.calls).toEqual([
      ['/education/course/1'],
      ['/events/all/2'],
      ['/favorites/all'],
    ]);
  });

  it('asks once per path, and ignores links to other sites and other elements', () => {
    const a = link('/education/course/3');
    over(a);
    over(a);
    over(link('https://example.org/education/course/4'));
    over(document.body);
    expect(preload.mock.calls).toEqual([['/education/course/3']]);
  });

  it('asks again after a failed load (offline)', async () => {
    preload.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const a = link('/education/course/5');
    over(a);
    await Promise.resolve();
    await Promise.resolve();
    over(a);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
