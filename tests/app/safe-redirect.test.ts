// The one redirect check (app/lib/safe-redirect.ts) against the payloads of issue 9: each one, as a
// browser would read the `Location` it produces, must stay on the shop.
import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from '~/lib/safe-redirect';

const SHOP = 'https://shop.example';

/** Where a browser on the shop lands when it follows `Location: <location>`. */
const landing = (location: string) => new URL(location, `${SHOP}/login`);

// as they arrive in the action or loader: already percent-decoded once (form or query string)
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\r/evil.example',
  '/\n/evil.example',
  '/\t\\evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0001/evil.example',
  '/./\t/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/.%2E//evil.example',
  '/%2E%2E//evil.example',
  'https:evil.example',
  'https://evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '😀',
  '%F0%9F%98%80',
  '%0A',
  '%2F%09%2Fevil.example',
  '',
  'x'.repeat(10),
];

describe('safeRedirect', () => {
  it.each(HOSTILE)('keeps %j on the shop', (payload) => {
    const to = safeRedirect(payload, '/profile');
    expect(landing(to).origin).toBe(SHOP);
    // a valid header value: ASCII without control characters
    expect(to).toMatch(/^\/[\x21-\x7e]*$/);
  });

  it('falls back for what is not a path of the shop', () => {
    for (const payload of ['//evil.example', '/\t/evil.example', '/\\evil.example', 'https:evil.example', '/.//evil.example']) {
      expect(safeRedirect(payload, '/profile')).toBe('/profile');
    }
  });

  it('keeps a path of the shop, with its query and fragment, encoded for a header', () => {
    expect(safeRedirect('/cart?x=1#top')).toBe('/cart?x=1#top');
    expect(safeRedirect('/search?q=caffè lungo')).toBe('/search?q=caff%C3%A8%20lungo');
    expect(safeRedirect('/product/😀')).toBe('/product/%F0%9F%98%80');
    expect(safeRedirect('/search?q=a\u0001b')).toBe('/search?q=a%01b');
    // the parser drops TAB/CR/LF everywhere: what is left is the same path
    expect(safeRedirect('/ca\trt')).toBe('/cart');
  });

  it('never throws, whatever it is given', () => {
    for (const value of [null, undefined, 42, {}, [], new File([], 'x'), '\uD800', '/\uDFFF', '/%', '/%zz', '/' + '\u0000'.repeat(100)]) {
      expect(() => safeRedirect(value)).not.toThrow();
      expect(landing(safeRedirect(value)).origin).toBe(SHOP);
    }
  });

  it('refuses targets longer than any URL of ours', () => {
    expect(safeRedirect(`/search?q=${'a'.repeat(MAX_REDIRECT_LENGTH)}`, '/')).toBe('/');
    expect(safeRedirect(`/search?q=${'😀'.repeat(MAX_REDIRECT_LENGTH / 4)}`, '/')).toBe('/');
  });
});
