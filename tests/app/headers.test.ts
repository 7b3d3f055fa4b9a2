import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  preloadImage,
  routeHeaders,
  setSecurityHeaders,
  SHAREABLE_FOR_GUESTS,
} from '~/lib/headers';

describe('preloadImage', () => {
  it('announces a picture of the shop or an https one as a high-priority preload', () => {
    expect(preloadImage('/photo/banana.svg')).toEqual({ Link: '</photo/banana.svg>; rel=preload; as=image; fetchpriority=high' });
    expect(preloadImage('https://cdn.example.com/a.jpg').Link).toContain('<https://cdn.example.com/a.jpg>');
  });

  it('announces nothing it cannot carry safely in a header', () => {
    for (const url of [
      undefined,
      null,
      '',
      '//evil.example/x.png',
      'http://plain.example/x.png',
      '/a>b.png',
      '/a b.png',
      '/a,b.png',
      'javascript:alert(1)',
    ])
      expect(preloadImage(url), String(url)).toEqual({});
  });

  it("passes a page's own Link header to the document, not its parent's", () => {
    const own = new Headers(preloadImage('/photo/banana.svg'));
    const parent = new Headers({ Link: '</other.png>; rel=preload; as=image' });
    const args = { loaderHeaders: own, parentHeaders: parent, errorHeaders: undefined, actionHeaders: new Headers() };
    expect((routeHeaders(args) as Headers).get('Link')).toBe('</photo/banana.svg>; rel=preload; as=image; fetchpriority=high');
    const none = { ...args, loaderHeaders: new Headers() };
    expect((routeHeaders(none) as Headers).get('Link')).toBeNull();
  });
});

describe('cacheControlFor', () => {
  const guest = { perShopper: false, visitorToken: false };

  it('keeps every answer that depends on the session out of all caches', () => {
    for (const declared of [null, 'public, max-age=0, must-revalidate', 'private, max-age=0, must-revalidate', 'public, max-age=3600'])
      expect(cacheControlFor({ declared, perShopper: true, visitorToken: false }), String(declared)).toBe('private, no-store');
  });

  it('stores nothing a route did not declare storable, and no form post', () => {
    expect(cacheControlFor({ ...guest, declared: null })).toBe('private, no-store');
    expect(cacheControlFor({ ...guest, declared: 'max-age=600' })).toBe('private, no-store');
    expect(cacheControlFor({ ...guest, declared: 'no-store' })).toBe('private, no-store');
    expect(cacheControlFor({ ...guest, declared: SHAREABLE_FOR_GUESTS['Cache-Control'], submission: true })).toBe('private, no-store');
  });

  it("shares a catalogue answer of a plain guest only when it carries nothing of the visitor's", () => {
    const declared = SHAREABLE_FOR_GUESTS['Cache-Control'];
    expect(cacheControlFor({ ...guest, declared })).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor({ ...guest, declared, visitorToken: true })).toBe('private, max-age=0, must-revalidate');
  });

  it('keeps what a route declared private', () => {
    expect(cacheControlFor({ ...guest, declared: 'private, max-age=0, must-revalidate' })).toBe('private, max-age=0, must-revalidate');
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')])) as Record<string, string>;

  it("runs only the shop's scripts and the inline ones with this request's nonce", () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123', development: false, https: false }));
    expect(policy['script-src']).toBe("'self' 'nonce-abc123'");
    expect(policy['script-src']).not.toContain('unsafe');
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['form-action']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
  });

  it("lets Vite's dev server run its inline client and websocket, and the social form reach its provider", () => {
    const dev = directives(contentSecurityPolicy({ development: true, https: false }));
    expect(dev['script-src']).toContain("'unsafe-inline'");
    expect(dev['connect-src']).toContain('ws:');
    const social = directives(contentSecurityPolicy({ nonce: 'n', development: false, https: true, socialSignIn: true }));
    expect(social['form-action']).toBe("'self' https:");
    expect(social).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('setSecurityHeaders', () => {
  it('puts the shop’s headers on a page, HSTS only in production over HTTPS', () => {
    const page = new Headers();
    setSecurityHeaders(page, { nonce: 'n', development: false, https: false, production: true, page: true });
    expect(page.get('Content-Security-Policy')).toContain("'nonce-n'");
    expect(page.get('X-Frame-Options')).toBe('DENY');
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('Permissions-Policy')).toContain('camera=()');
    expect(page.get('Strict-Transport-Security')).toBeNull();
    const secure = new Headers();
    setSecurityHeaders(secure, { nonce: 'n', development: false, https: true, production: true, page: true });
    expect(secure.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    const local = new Headers();
    setSecurityHeaders(local, { nonce: 'n', development: true, https: true, production: false, page: true });
    expect(local.get('Strict-Transport-Security')).toBeNull();
  });

  it("keeps a route's stricter choices on what is not a page", () => {
    const picture = new Headers({
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Referrer-Policy': 'same-origin',
    });
    setSecurityHeaders(picture, { development: false, https: false, production: true, page: false });
    expect(picture.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(picture.get('Referrer-Policy')).toBe('same-origin');
    const data = new Headers();
    setSecurityHeaders(data, { development: false, https: false, production: true, page: false });
    expect(data.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
