import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { catalogues } from './utils';

/**
 * A component as the server sends it, then hydrated, for what happens between the two: the page
 * is painted and a reader on a slow network uses it before the scripts ran (`beforeScripts`
 * gets the server's markup in the document). Both renders use the same tree (English
 * messages, no store or router), so ids from useId match; returns `unmount`.
 */
export function hydrateFromServer(ui: ReactElement, beforeScripts?: (html: HTMLElement) => void) {
  const tree = (
    <IntlProvider locale="en" messages={catalogues.en}>
      {ui}
    </IntlProvider>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeScripts?.(container);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, tree);
  });
  return () => {
    act(() => root?.unmount());
    container.remove();
  };
}
