/**
 * The mocked network of the app tests (MSW at the fetch level, as the Redux testing guide
 * recommends). No default handlers: each test declares the calls it expects with server.use(),
 * and any other request fails the test (`onUnhandledRequest: 'error'` in setupTests.ts).
 * Handlers use absolute URLs: jsdom's origin is http://localhost and API_URL defaults to /api.
 */
import { setupServer } from 'msw/node';

export const API = 'http://localhost/api';

export const server = setupServer();
