import '@testing-library/jest-dom';
import { server } from './msw/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  server.resetHandlers();
  // Stores read cookies and storage at creation: start every test from a clean browser.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=-1; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterAll(() => server.close());
