import { createElement } from 'react';
import { useParams } from 'react-router';

/**
 * A jest.mock factory result for a screen module: exports `name` as a component rendering only
 * its h1 (and the route params, so tests can see which route matched).
 */
export function mockScreen(name: string, title: string) {
  function Screen() {
    const params = useParams();
    return createElement(
      'section',
      { 'data-params': JSON.stringify(params) },
      createElement('h1', null, title),
    );
  }
  return { __esModule: true, [name]: Screen };
}
