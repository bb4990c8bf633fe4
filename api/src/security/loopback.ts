// Whether a listen address (the api's HOST) is reachable from this machine only. Literal addresses
// and "localhost" alone count: any other name could resolve anywhere.
import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// IPv4-mapped IPv6 (::ffff:127.x.y.z) is the same loopback range.
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

export function isLoopbackHost(host: string): boolean {
  const value = host.trim();
  if (value.toLowerCase() === 'localhost') return true;
  const family = net.isIP(value);
  if (family === 0) return false;
  return loopback.check(value, family === 4 ? 'ipv4' : 'ipv6');
}
