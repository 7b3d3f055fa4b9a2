// The shopper's network address, for login throttling per address (decision 022). Which to believe:
// - X-Ebsn-Client-Ip: the storefront (a server) calls us for every shopper, so our socket sees only
//   the storefront's address; it forwards the shopper's (its socket's peer, or the address its trusted
//   proxies vouch for) in this header. It is believed only when the same request carries
//   X-Ebsn-Storefront-Key equal to STOREFRONT_KEY, a secret shared by the two processes: anyone else
//   could put any address there and escape the throttle. Without the key configured, every shopper
//   behind the storefront counts as one address: set STOREFRONT_KEY in any deployment where the
//   storefront talks to this backend (`npm start` makes one).
// - X-Forwarded-For with TRUST_PROXY=<hops>: the entry that many hops from the right, written by
//   our own proxies (domain/client-address.ts); never the client-written first hop.
// - else the socket's address.
// A request with the storefront's key but no forwarded address (the storefront could not learn it,
// e.g. the Vite dev server) has NO known address: the per-address count is then skipped, never
// applied to the storefront's own address, which would lock out every shopper.
import { timingSafeEqual, createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { forwardedClientAddress } from '../../domain/client-address';
import type { AppConfig } from '../config';

export const CLIENT_IP_HEADER = 'x-ebsn-client-ip';
export const STOREFRONT_KEY_HEADER = 'x-ebsn-storefront-key';

function sameSecret(given: string, expected: string): boolean {
  // hashes have equal lengths, so the comparison time does not depend on the secret
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * A valid address, normalised: IPv4-mapped IPv6 becomes IPv4, and an IPv6 address becomes its /64
 * network, since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function cleanIp(value: string | undefined): string | null {
  const ip = value
    ?.trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (!ip) return null;
  const version = isIP(ip);
  if (version === 4) return ip;
  if (version !== 6) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1];
  const [head, tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** What the address is read from: the request's headers (lower-case names) and its socket's peer. */
export type RequestOrigin = {
  header: (name: string) => string | undefined;
  /** undefined when there is no socket (in-process requests in tests) */
  socketAddress: string | undefined;
};

export function clientAddress(origin: RequestOrigin, config: AppConfig): string | null {
  const key = origin.header(STOREFRONT_KEY_HEADER);
  if (config.storefrontKey && key && sameSecret(key, config.storefrontKey)) {
    return cleanIp(origin.header(CLIENT_IP_HEADER));
  }
  const address = forwardedClientAddress(origin.socketAddress, origin.header('x-forwarded-for'), config.trustedProxyHops);
  return cleanIp(address) ?? 'unknown';
}

/**
 * The shopper's address only when someone we trust vouches for it: the storefront (its key) or our
 * own proxies (TRUST_PROXY). Else null. For limits that must never fall on everybody at once (slot
 * holds per address, issue 26): without the key, the socket's peer may be the storefront itself,
 * and 'unknown' is every in-process caller.
 */
export function vouchedClientAddress(origin: RequestOrigin, config: AppConfig): string | null {
  const key = origin.header(STOREFRONT_KEY_HEADER);
  if (config.storefrontKey && key && sameSecret(key, config.storefrontKey)) return cleanIp(origin.header(CLIENT_IP_HEADER));
  if (config.trustedProxyHops > 0)
    return cleanIp(forwardedClientAddress(origin.socketAddress, origin.header('x-forwarded-for'), config.trustedProxyHops));
  return null;
}
