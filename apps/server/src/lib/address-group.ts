import ipaddr from 'ipaddr.js';

/**
 * The unit every per-address limit counts (docs/decisions/026-login-lockout-and-proxies.md): an IPv4
 * address as it is, and an IPv6 address by its /64, the network one household, phone or machine is given
 * (RFC 6177; a single machine can pick any of its 2^64 addresses). An IPv4 address written as IPv6
 * (`::ffff:203.0.113.7`) is that IPv4 address. Anything unreadable is kept as given.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/** Whether two addresses fall in one group (the same IPv4 address, or the same IPv6 /64). */
export function sameAddressGroup(a: string, b: string): boolean {
  return addressGroup(a) === addressGroup(b);
}
