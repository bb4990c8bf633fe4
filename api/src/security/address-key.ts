// The budget key of a client address. One visitor on IPv6 holds a whole /64 (a home connection or
// a phone gets one, and may pick any address inside it), so an IPv6 address is counted by its /64
// network; an IPv4 one, also when written IPv4-mapped (::ffff:a.b.c.d), by itself. Anything that
// is not an address ('unknown', a proxy's odd entry) is its own key.
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The first four 16-bit groups of a valid IPv6 address, each as lowercase hex without leading zeros. */
function networkGroups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  // An IPv4 tail (a.b.c.d) stands for two groups; it only ever sits in the last two.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const tailWidth = tailGroups.reduce((width, group) => width + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailWidth).fill('0');
  return [...headGroups, ...zeros, ...tailGroups]
    .slice(0, 4)
    .map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}

export function addressKey(address: string): string {
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  // A zone (fe80::1%eth0) names the interface, not the peer.
  const plain = address.split('%')[0] ?? address;
  if (!isIPv6(plain)) return address;
  return `${networkGroups(plain).join(':')}::/64`;
}
