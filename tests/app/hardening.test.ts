// The storefront server's refusals before Remix (server/hardening.mjs): methods, Host, and a form post
// from another site, each a 4xx Italian page instead of Remix's 500.
import { describe, expect, it } from 'vitest';
import { NOT_A_PAGE_POLICY, PERMISSIONS_POLICY } from '~/lib/headers';
import { STATIC_HEADERS, refusalOf, refusalPage } from '../../server/hardening.mjs';

const SHOP = { host: 'shop.test' };

describe('refusalOf', () => {
  it('lets pages and same-site forms through', () => {
    expect(refusalOf('GET', SHOP)).toBeNull();
    expect(refusalOf('HEAD', SHOP)).toBeNull();
    expect(refusalOf('POST', { ...SHOP, origin: 'http://shop.test' })).toBeNull();
    expect(refusalOf('POST', { ...SHOP, origin: 'https://shop.test' })).toBeNull();
    // no Origin at all (old browsers, tools): the CSRF token still decides
    expect(refusalOf('POST', SHOP)).toBeNull();
    // behind a proxy, the host the shopper used
    expect(refusalOf('POST', { host: 'storefront:3000', 'x-forwarded-host': 'shop.test', origin: 'https://shop.test' })).toBeNull();
  });

  it.each(['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'PROPFIND'])('answers 405 to %s', (method) => {
    expect(refusalOf(method, SHOP)).toEqual({ status: 405, headers: { Allow: 'GET, HEAD, POST' } });
  });

  it.each(['null', 'https://evil.example', 'http://shop.test.evil.example', 'garbage', '', 'file://', 'http://shop.test:81'])(
    'answers 403 to a form post with Origin %j',
    (origin) => {
      expect(refusalOf('POST', { ...SHOP, origin })).toEqual({ status: 403 });
    },
  );

  it('answers 403 when the forwarded host is not where the form came from', () => {
    expect(refusalOf('POST', { ...SHOP, 'x-forwarded-host': 'evil.example', origin: 'http://shop.test' })).toEqual({ status: 403 });
  });

  it.each(['', 'shop.test/x', 'shop test', 'shop.test:port', '<script>', 'a@b', 'x'.repeat(300)])('answers 400 to Host %j', (host) => {
    expect(refusalOf('GET', { host })).toEqual({ status: 400 });
  });

  it('answers 400 to a path with a backslash, wherever it is encoded', () => {
    for (const url of ['/%5C', '/%5c/', '/\\', '/product/%5Cx?q=1']) expect(refusalOf('GET', SHOP, url)).toEqual({ status: 400 });
    expect(refusalOf('GET', SHOP, '/search?q=%5C')).toBeNull();
  });

  it('answers 400 to a data request of before single fetch (?_data), which Remix answered with a 500', () => {
    for (const url of ['/?_data=routes/_index', '/cart?x=1&_data=root', '/?_data', '/?%5Fdata=root', '/search?q=?&_data=root'])
      expect(refusalOf('GET', SHOP, url)).toEqual({ status: 400 });
    for (const url of ['/search?q=_data', '/search?q=%3F_data%3Droot', '/_data']) expect(refusalOf('GET', SHOP, url)).toBeNull();
  });
});

describe('refusalPage', () => {
  it('says what happened in Italian, with a way home', () => {
    const page = refusalPage(403);
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('Richiesta rifiutata');
    expect(page).toContain('href="/"');
    expect(refusalPage(405)).toContain('Richiesta non valida');
  });

  it('says it in English to a shopper reading the shop in English, in Italian for any other locale', () => {
    const page = refusalPage(403, 'en');
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Request refused</h1>');
    expect(page).toContain('Back to the home page');
    expect(refusalPage(403, 'de')).toBe(refusalPage(403));
  });

  it("has a page for any status the server's error handler may meet", () => {
    expect(refusalPage(413)).toContain('<h1>');
    // an express error of a status without a page of its own: the 4xx or the 5xx page
    expect(refusalPage(414)).toBe(refusalPage(400));
    expect(refusalPage(502)).toBe(refusalPage(500));
  });
});

describe('static files', () => {
  it('carry the headers the app gives answers that are not pages', () => {
    expect(STATIC_HEADERS['Content-Security-Policy']).toBe(NOT_A_PAGE_POLICY);
    expect(STATIC_HEADERS['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    expect(STATIC_HEADERS).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY' });
  });
});
