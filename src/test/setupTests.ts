import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { installSignalShim } from '@/shared/ui/jsdomSignalShim';
import { iconSymbolsMarkup } from '@/app/ssr/iconSymbols';
import { iconNames } from '@/shared/ui/Icon/iconNames';
import { server } from './msw/server';

// Screens wait on the network, lazy chunks and the 250 ms snackbar switch: on a busy machine
// (CI has two cores) that can outlast Testing Library's 1 s default.
configure({ asyncUtilTimeout: 3000 });

// Every icon's symbol in the document, as a server-rendered page carries its own (README
// "Server rendering"): no test fetches the sprite but the ones that take them out (Icon's). In
// <head>, which no test empties.
document.head.append(
  new DOMParser().parseFromString(iconSymbolsMarkup(new Set(iconNames)), 'text/html').body
    .firstElementChild!,
);

// maska registers its listeners with an AbortSignal that jsdom rejects without the shim.
installSignalShim();

/**
 * Unhandled requests are errors (docs/developers.md). MSW's 'error' strategy only makes the fetch
 * fail, which app code may swallow; collecting them here also fails the test that made them.
 */
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);

afterEach(() => {
  server.resetHandlers();
  // Stores read cookies and storage at creation: start every test from a clean browser.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=-1; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (unhandled.length > 0) {
    throw new Error(`Requests without an MSW handler: ${unhandled.splice(0).join(', ')}`);
  }
});

afterAll(() => server.close());
