import { BlockList, isIP } from 'node:net';

/**
 * Which IP addresses the server may fetch pages from: public unicast only. Refused: private,
 * loopback, link-local, shared (CGNAT), multicast, reserved, documentation, benchmarking and
 * unspecified ranges, and in IPv6 everything outside global unicast (2000::/3) — which takes in
 * IPv4-mapped (::ffff:0:0/96), IPv4-compatible, NAT64 (64:ff9b::/96), unique-local (fc00::/7),
 * link-local (fe80::/10) and multicast (ff00::/8) — plus the special blocks inside 2000::/3
 * (Teredo and other IETF assignments 2001::/23, documentation 2001:db8::/32 and 3fff::/20, 6to4 2002::/16),
 * since each of those can reach an IPv4 address of the server's own network.
 */

const REFUSED_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network", including the unspecified 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast 255.255.255.255
];

const REFUSED_V6_IN_GLOBAL: ReadonlyArray<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const refusedV4 = new BlockList();
for (const [network, prefix] of REFUSED_V4) refusedV4.addSubnet(network, prefix, 'ipv4');

const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const refusedV6 = new BlockList();
for (const [network, prefix] of REFUSED_V6_IN_GLOBAL) refusedV6.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, without brackets) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family === 6) return globalUnicastV6.check(address, 'ipv6') && !refusedV6.check(address, 'ipv6');
  return false;
}
