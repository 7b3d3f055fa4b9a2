// The client's address behind proxies (issue 9, decision 022): hops counted from the right of
// X-Forwarded-For, never its client-written first entry.
import { describe, expect, it } from 'vitest';
import { forwardedClientAddress, trustedHopsFrom } from '../../domain/client-address';

describe('forwardedClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever the header says', () => {
    expect(forwardedClientAddress('203.0.113.7', '1.2.3.4', 0)).toBe('203.0.113.7');
    expect(forwardedClientAddress('203.0.113.7', undefined, 0)).toBe('203.0.113.7');
    expect(forwardedClientAddress(undefined, '1.2.3.4', 0)).toBeUndefined();
  });

  it('counts trusted hops from the right: a spoofed first entry is never the answer', () => {
    // the client wrote 1.2.3.4; our proxy (10.0.0.2, the peer) appended the address it saw
    expect(forwardedClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7', 1)).toBe('203.0.113.7');
    // two proxies of ours: a CDN appended the client, our balancer appended the CDN
    expect(forwardedClientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7, 198.51.100.1', 2)).toBe('203.0.113.7');
    // many spoofed entries change nothing
    expect(forwardedClientAddress('10.0.0.2', '9.9.9.9, 8.8.8.8, 7.7.7.7, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('ends at the leftmost entry when the chain is shorter than the trusted hops', () => {
    expect(forwardedClientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(forwardedClientAddress('203.0.113.7', '', 2)).toBe('203.0.113.7');
    expect(forwardedClientAddress('10.0.0.2', ' , ,', 1)).toBe('10.0.0.2');
  });
});

describe('trustedHopsFrom (TRUST_PROXY)', () => {
  it('reads a number of hops; "true" is one; anything else none', () => {
    expect([undefined, '', '0', '1', 'true', '2', '-1', 'abc', '1.5', '99'].map(trustedHopsFrom)).toEqual([0, 0, 0, 1, 1, 2, 0, 0, 0, 0]);
  });
});
