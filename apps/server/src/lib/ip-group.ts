/**
 * The address group a per-connection limit counts by: an IPv4 address as it is, an IPv6
 * address by its /64 (what one subscriber line gets: a phone or a home has a whole /64 to
 * pick addresses from). IPv4 mapped into IPv6 (`::ffff:1.2.3.4`, what a dual-stack socket
 * reports for an IPv4 client) is the IPv4 address. Anything else is itself.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function ipGroup(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '').toLowerCase(); // without an IPv6 zone (fe80::1%eth0)
  if (isIPv4(address) || !isIPv6(address)) return address;
  const h = hextets(address);
  if (h.slice(0, 5).every((x) => x === 0) && h[5] === 0xffff)
    return [h[6] >> 8, h[6] & 255, h[7] >> 8, h[7] & 255].join('.');
  return `${h
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 split). */
function hextets(address: string): number[] {
  const parts = (s: string) => {
    if (!s) return [];
    const out: number[] = [];
    for (const p of s.split(':')) {
      if (p.includes('.')) {
        const [a, b, c, d] = p.split('.').map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else out.push(parseInt(p, 16));
    }
    return out;
  };
  const [head, tail] = address.split('::');
  const left = parts(head);
  if (tail === undefined) return left;
  const right = parts(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
