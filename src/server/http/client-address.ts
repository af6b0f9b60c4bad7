/**
 * Who a request comes from, for the rate limit: the socket's address, or with TRUST_PROXY=<n>
 * the n-th address from the right of X-Forwarded-For (the one the trusted proxy appended; everything left
 * of it is whatever the client chose to send). IPv6 clients are counted per /64, the block one
 * subscriber usually holds.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function clientAddress(
  headers: Pick<Headers, 'get'>,
  socketAddress: string | undefined,
  trustProxyHops: number,
): string {
  let address = socketAddress;
  if (trustProxyHops > 0) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (forwarded.length > 0) address = forwarded[Math.max(0, forwarded.length - trustProxyHops)];
  }
  return normaliseAddress(address ?? 'unknown');
}

export function normaliseAddress(raw: string): string {
  const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address.slice(0, 100);
}

function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail ("::1.2.3.4") takes two groups; it only matters past the /64 we keep.
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}
