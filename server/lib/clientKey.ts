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
