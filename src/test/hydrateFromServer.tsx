import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { AppStore } from '@/app/store';
import { catalogues } from './utils';

interface Options {
  /** Gets the server's markup in the document before hydration (a reader using the page). */
  beforeScripts?: (html: HTMLElement) => void;
  /** The server's store and the browser's, for components that read one (they may differ). */
  stores?: { server: AppStore; browser: AppStore };
}

/**
 * A component as the server sends it, then hydrated, for what happens between the two: the page
 * is painted and a reader on a slow network uses it before the scripts ran, or the browser is in
 * another state than the server rendered for. Both renders use the same tree (English messages,
 * the store if given, no router), so ids from useId match; returns `unmount`.
 */
export function hydrateFromServer(ui: ReactElement, { beforeScripts, stores }: Options = {}) {
  const tree = (store?: AppStore) => {
    const inIntl = (
      <IntlProvider locale="en" messages={catalogues.en}>
        {ui}
      </IntlProvider>
    );
    return store ? <Provider store={store}>{inIntl}</Provider> : inIntl;
  };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree(stores?.server));
  beforeScripts?.(container);
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, tree(stores?.browser));
  });
  return () => {
    act(() => root?.unmount());
    container.remove();
  };
}
