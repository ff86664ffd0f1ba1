/**
 * The address a per-address rate limit counts (app.ts): an IPv4 address as it is, an IPv6
 * address by its /64 network. One IPv6 subscriber gets a whole /64 (RFC 6177 — a home, a phone,
 * a cloud server), so counting each address let one client rotate through billions of them
 * (a session-11 audit guessed promo codes from 14 addresses of one /64 without a 429). An IPv4
 * address written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address it is.
 */
import ipaddr from 'ipaddr.js';

export function rateLimitAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * The rate-limit key of a signed-in person's own calls (the promo code, the photo upload): their
 * account, whatever their address. Those limits stop one account guessing codes or decoding
 * photos fast, and per address they stopped a class behind its school's one address: 10 of 20
 * learners redeeming their teacher's code at once were refused for a minute (a crowd audit). A
 * new account costs a mailed code at a per-address limit, so accounts are no cheaper than
 * addresses. The auth hook has already run (a global onRequest hook, before the limit's
 * route-level one), so the account is known; without one, the address as for everyone else.
 */
export function accountRateLimitKey(req: {
  ip: string;
  userId: number | null;
  routeOptions: { url?: string };
}): string {
  const who = req.userId !== null ? `user:${req.userId}` : rateLimitAddress(req.ip);
  return `${who}|${req.routeOptions.url}`;
}
