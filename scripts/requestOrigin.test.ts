import { requestOrigin } from './requestOrigin';

test.each([
  ['http', 'localhost:8080', 'http://localhost:8080'],
  ['https', 'Edu.Example', 'https://edu.example'],
  ['http', '127.0.0.1', 'http://127.0.0.1'],
  ['http', '[::1]:8080', 'http://[::1]:8080'],
])('%s://%s is an origin', (protocol, host, origin) => {
  expect(requestOrigin({ protocol: protocol as 'http', headers: { host } })).toBe(origin);
});

test.each([
  ['javascript', 'x'],
  ['http', 'a<b>'],
  ['http', 'evil.example/path'],
  ['http', 'user@evil.example'],
  ['http', 'a b'],
  ['http', ''],
  ['http', 'x:port'],
  ['http', '-bad-.example'],
])('%s://%s is refused', (protocol, host) => {
  expect(requestOrigin({ protocol: protocol as 'http', headers: { host } })).toBeNull();
});
