/**
 * A request that reaches an instance while it shuts down (server/README.md "Timeouts and
 * shutdown"): a load balancer or the app sees the API's own 503, with its code and Retry-After.
 * A crowd audit sent it on a connection kept open by a request still running when SIGTERM came:
 * the answer was Fastify's `{"error","message","statusCode"}`, with neither.
 */
import net from 'node:net';
import type { App } from '../context';
import { makeApp } from './helpers';

let app: App;
beforeEach(async () => {
  app = await makeApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

it('answers 503 service_unavailable with Retry-After to a request arriving during the shutdown', async () => {
  const { port } = app.server.address() as net.AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.on('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk));
  const body = '{"email":"closing@example.com"}';
  // A request still being sent holds the shutdown open…
  socket.write(
    `POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closed = app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  // …and the next one comes behind it on the same connection.
  socket.write(`${body.slice(5)}GET /api/profile/my/ HTTP/1.1\r\nHost: x\r\n\r\n`);
  await closed;
  await new Promise((resolve) => setTimeout(resolve, 50));
  socket.destroy();
  const second = received.slice(received.indexOf('HTTP/1.1', 1));
  expect(second).toMatch(/^HTTP\/1.1 503/);
  expect(second).toMatch(/\r\nretry-after: 5\r\n/i);
  expect(second).toMatch(/\r\nconnection: close\r\n/i);
  expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({
    detail: 'The service is briefly unavailable. Try again in a few seconds.',
    code: 'service_unavailable',
  });
});
