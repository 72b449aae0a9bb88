import { BlockList, isIP } from 'node:net';

/**
 * IPv4 networks that are not global unicast: every range ipaddr.js's `range()` names other than
 * `unicast` (unspecified, private, carrier-grade NAT, loopback, link-local, reserved, AS112, AMT,
 * multicast, broadcast) and IANA's other special-purpose blocks.
 */
const IPV4_NOT_GLOBAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.31.196.0', 24],
  ['192.52.193.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['192.175.48.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  IPV4_NOT_GLOBAL.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6 is allowed only inside 2000::/3, the global unicast space, so that every other range
 * (loopback, unspecified, IPv4-compatible ::/96, site-local fec0::/10, unique local, link-local,
 * multicast, discard, local-use NAT64 64:ff9b:1::/48, segment routing…) is refused without being
 * listed, including those assigned after this was written.
 */
const IPV6_GLOBAL = new BlockList();
IPV6_GLOBAL.addSubnet('2000::', 3, 'ipv6');

/**
 * Blocks inside 2000::/3 that are not global unicast: IETF protocol assignments (Teredo, which
 * embeds an IPv4 address, benchmarking, ORCHID, AMT, AS112…), documentation, 6to4 (which embeds an
 * IPv4 address that may be private) and AS112's other block.
 */
const IPV6_NOT_GLOBAL = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['2620:4f:8000::', 48],
  ['3fff::', 20],
] as const) {
  IPV6_NOT_GLOBAL.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address, read from the URL parser's canonical form; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head = '', tail] = canonical.split('::');
  const read = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = read(head);
  const back = tail === undefined ? [] : read(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * The IPv4 address inside an IPv6 one that reaches it: IPv4-mapped (::ffff:0:0/96, how a dual-stack
 * socket writes IPv4) and the NAT64 well-known prefix (64:ff9b::/96, which a DNS64 resolver answers
 * for an IPv4-only name). Judged by that IPv4 address, so that neither is a way around its rules.
 */
function embeddedIPv4(groups: number[]): string | undefined {
  const prefix = groups
    .slice(0, 6)
    .map((group) => group.toString(16))
    .join(':');
  if (prefix !== '0:0:0:0:0:ffff' && prefix !== '64:ff9b:0:0:0:0') return undefined;
  const [high = 0, low = 0] = groups.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * Whether a webhook may not connect to this address: anything but global unicast. Loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved and documentation addresses are the
 * server's own networks or nobody's; an IPv4 address written inside IPv6 counts as that IPv4
 * address; what cannot be read as an address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return IPV4_NOT_GLOBAL.check(address, 'ipv4');
  if (family !== 6) return true;
  const groups = ipv6Groups(address);
  if (groups === undefined) return true;
  const embedded = embeddedIPv4(groups);
  if (embedded !== undefined) return IPV4_NOT_GLOBAL.check(embedded, 'ipv4');
  return !IPV6_GLOBAL.check(address, 'ipv6') || IPV6_NOT_GLOBAL.check(address, 'ipv6');
}
