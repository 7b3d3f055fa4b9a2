// Which network address a request comes from, when proxies stand in between (issue 9, decision 022).
// Each proxy appends the address of the peer it talked to at the right of X-Forwarded-For, so only the
// entries our own proxies wrote can be believed, and those are counted from the right. The first hop,
// on the left, is whatever the client wrote itself: believing it lets anyone pick any address.
// Used by the storefront (the shopper's address, forwarded to the backend) and by the backend (when
// called directly behind proxies), with the same setting: TRUST_PROXY, a number of trusted hops.

/**
 * The client's address: `peer` is the socket's remote address (hop 0); each of the `trustedHops`
 * proxies in front of us vouches for the next address leftwards in `forwardedFor`. With 0 trusted
 * hops the header is ignored. A chain shorter than expected (the request skipped a proxy) ends at
 * its leftmost entry, which one of our proxies wrote. Undefined when nothing is known.
 */
export function forwardedClientAddress(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trustedHops: number,
): string | undefined {
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0;
  if (hops === 0 || !forwardedFor) return peer || undefined;
  const written = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const chain = [peer, ...written];
  return chain[Math.min(hops, chain.length - 1)] || undefined;
}

/** TRUST_PROXY as a number of hops: unset or 0 trusts none, "true" one, a number that many. */
export function trustedHopsFrom(value: string | undefined): number {
  if (!value) return 0;
  if (value === 'true') return 1;
  const hops = Number(value);
  return Number.isInteger(hops) && hops > 0 && hops <= 10 ? hops : 0;
}
