import { redactUrl } from '../lib/logRedaction';

test.each([
  [
    '/api/media/files/video/module-3.mp4?exp=1700000000&u=7&sig=AbC_123-xyz',
    '/api/media/files/video/module-3.mp4?exp=1700000000&u=7&sig=[redacted]',
  ],
  ['/api/__test__/last-code/?email=anna%40demo.edu', '/api/__test__/last-code/?email=[redacted]'],
  ['/api/x/?SIG=a&q=keep', '/api/x/?SIG=[redacted]&q=keep'],
  ['/api/media/search/?q=design&page=2', '/api/media/search/?q=design&page=2'],
  ['/api/design?signature=1', '/api/design?signature=1'],
])('%s is logged as %s', (url, logged) => {
  expect(redactUrl(url)).toBe(logged);
});
