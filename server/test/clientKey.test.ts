import { rateLimitAddress } from '../lib/clientKey';

test.each([
  ['192.0.2.7', '192.0.2.7'],
  ['::ffff:192.0.2.7', '192.0.2.7'],
  ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['::1', '0:0:0:0::/64'],
  ['not an address', 'not an address'],
])('%s counts as %s', (ip, key) => {
  expect(rateLimitAddress(ip)).toBe(key);
});
