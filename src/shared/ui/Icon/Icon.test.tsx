import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { Heart, ImageOff, X } from 'lucide-react';
import type { ReactElement } from 'react';
import { server } from '@/test/msw/server';
import { iconSymbolsMarkup } from '@/app/ssr/iconSymbols';
import { Icon } from './Icon';
import { IconCollectorContext } from './iconCollector';
import type { IconName } from './iconNames';
import { SPRITE_ELEMENT_ID } from './iconSprite';

/** The attributes of the first <svg> an element renders, by name. */
function svgAttributes(element: ReactElement) {
  const { container, unmount } = render(element);
  const svg = container.querySelector('svg')!;
  const attributes = Object.fromEntries([...svg.attributes].map((a) => [a.name, a.value]));
  unmount();
  return attributes;
}

describe('Icon', () => {
  // lucide-react is the reference here only: the app's bundles never import it (eslint).
  test.each([
    ['a plain icon', <X key="l" />, <Icon key="i" name="x" />],
    [
      'a filled heart',
      <Heart key="l" size={20} fill="currentColor" strokeWidth={2} />,
      <Icon key="i" name="heart" size={20} fill="currentColor" strokeWidth={2} />,
    ],
    [
      'a thin one with a class',
      <ImageOff key="l" size={28} strokeWidth={1.5} className="extra" aria-hidden="true" />,
      <Icon
        key="i"
        name="image-off"
        size={28}
        strokeWidth={1.5}
        className="extra"
        aria-hidden="true"
      />,
    ],
    ['a coloured one', <Heart key="l" color="#f00" />, <Icon key="i" name="heart" color="#f00" />],
    [
      'a named one (not hidden)',
      <X key="l" aria-label="Close" />,
      <Icon key="i" name="x" aria-label="Close" />,
    ],
  ])('%s has the <svg> attributes lucide-react gives it', (_case, lucide, icon) => {
    const { xmlns, class: lucideClass, ...expected } = svgAttributes(lucide);
    // Left out: xmlns, implied in HTML, and the class naming the icon, which <use> names (Icon.tsx).
    expect(xmlns).toBe('http://www.w3.org/2000/svg');
    const { class: iconClass, ...attributes } = svgAttributes(icon);
    expect(attributes).toEqual(expected);
    expect(iconClass).toBe(lucideClass.replace(/ lucide-[a-z0-9-]+/, ''));
  });

  test('draws its symbol with <use>', () => {
    const { container } = render(<Icon name="heart" />);
    expect(container.querySelector('svg > use')).toHaveAttribute('href', '#i-heart');
  });

  test('on the server, the page notes each icon it rendered, once', () => {
    const used = new Set<IconName>();
    renderToString(
      <IconCollectorContext value={used}>
        <Icon name="heart" />
        <Icon name="x" />
        <Icon name="heart" size={20} />
      </IconCollectorContext>,
    );
    expect([...used].sort()).toEqual(['heart', 'x']);
    const markup = iconSymbolsMarkup(used);
    expect(markup.match(/<symbol /g)).toHaveLength(2);
    expect(markup).toContain('<symbol id="i-heart"><path d="M2 9.5');
  });
});

describe('Icon without its symbol in the page', () => {
  const SPRITE =
    '<svg xmlns="http://www.w3.org/2000/svg">' +
    '<symbol id="i-heart"><path d="M1 1"/></symbol>' +
    '<symbol id="i-x"><path d="M2 2"/></symbol></svg>';
  let pageSymbols: Element;
  let requests = 0;

  beforeEach(() => {
    // The test document carries every symbol (setupTests.ts): this page has none but x's.
    pageSymbols = document.getElementById(SPRITE_ELEMENT_ID)!;
    pageSymbols.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      '<svg id="page-x"><symbol id="i-x"></symbol></svg>',
    );
    requests = 0;
    server.use(
      http.get('http://localhost/assets/icons.test.svg', () => {
        requests += 1;
        return new HttpResponse(SPRITE, { headers: { 'Content-Type': 'image/svg+xml' } });
      }),
    );
  });
  afterEach(() => {
    document.getElementById(SPRITE_ELEMENT_ID)?.remove();
    document.getElementById('page-x')?.remove();
    document.head.append(pageSymbols);
  });

  /** Icon, its sprite loader and React as a fresh page has them (no sprite asked for yet). */
  async function freshPage() {
    const { render: renderFresh, cleanup, waitFor } = await import('@testing-library/react/pure');
    const { Icon: FreshIcon } = await import('./Icon');
    return { renderFresh, cleanup, waitFor, FreshIcon };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  test('fetches the sprite once and adds the missing symbols, each once', async () => {
    await jest.isolateModulesAsync(async () => {
      const { renderFresh, cleanup, waitFor, FreshIcon } = await freshPage();
      renderFresh(
        <>
          <FreshIcon name="heart" />
          <FreshIcon name="heart" size={20} />
          <FreshIcon name="x" />
        </>,
      );
      await waitFor(() => expect(document.getElementById('i-heart')).not.toBeNull());
      expect(document.querySelectorAll('#i-heart')).toHaveLength(1);
      // x's symbol was in the page already: not added a second time.
      expect(document.querySelectorAll('#i-x')).toHaveLength(1);
      expect(document.getElementById('i-heart')?.innerHTML).toContain('M1 1');
      // In the holder global.css hides by its id, made here: the page had none.
      expect(document.getElementById('i-heart')?.parentElement?.id).toBe(SPRITE_ELEMENT_ID);

      renderFresh(<FreshIcon name="heart" />);
      await settle();
      expect(requests).toBe(1);
      cleanup();
    });
  });

  test('an icon whose symbol the page has asks for nothing', async () => {
    await jest.isolateModulesAsync(async () => {
      const { renderFresh, cleanup, FreshIcon } = await freshPage();
      renderFresh(<FreshIcon name="x" />);
      await settle();
      expect(requests).toBe(0);
      cleanup();
    });
  });

  test('a failed fetch (offline) is tried again by the next icon that misses', async () => {
    await jest.isolateModulesAsync(async () => {
      let failed = 0;
      server.use(
        http.get(
          'http://localhost/assets/icons.test.svg',
          () => {
            failed += 1;
            return HttpResponse.error();
          },
          { once: true },
        ),
      );
      const { renderFresh, cleanup, waitFor, FreshIcon } = await freshPage();
      renderFresh(<FreshIcon name="heart" />);
      await waitFor(() => expect(failed).toBe(1));
      await settle();
      expect(document.getElementById('i-heart')).toBeNull();
      renderFresh(<FreshIcon name="heart" size={20} />);
      await waitFor(() => expect(document.getElementById('i-heart')).not.toBeNull());
      expect(requests).toBe(1);
      cleanup();
    });
  });
});
