// The shop as another site sees it (issue 9), JS on and off: a form on another origin that posts to
// the shop is refused with a page, the shop refuses to be framed, every page and data request
// carries the security headers, and what a logged-in customer sees is kept out of every cache while a
// guest's catalogue data may be shared. The other site is served by the test itself (page.route on
// an origin that does not exist), so the browser sends what it would send from a real one.
import type { APIResponse, Page } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

const EVIL = 'http://evil.example';
const CATEGORY = '/category/latte-latticini-e-formaggi';
const PRODUCT = '/product/latte-uht-intero-latteria-veneta-1-l';

/** Serves `html` as the other site's page and opens it. */
async function openOtherSite(page: Page, html: string) {
  await page.route(`${EVIL}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(`${EVIL}/`);
}

function expectSecurityHeaders(answer: APIResponse, what: string) {
  const headers = answer.headers();
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
}

test.describe('a form on another site', () => {
  // Remix 2.17 throws (an empty 500) on a post whose Origin is not the shop's, before any route runs:
  // the refusal with a page is the storefront server's (server/hardening.mjs)

  test('cannot log a shopper in through the shop', async ({ page, baseURL }) => {
    const { email, password } = DEMO_CUSTOMERS.mario;
    await openOtherSite(
      page,
      `<!doctype html><html lang="it"><title>Vinci</title><form method="post" action="${baseURL}/login">
        <input name="email" value="${email}"><input name="password" value="${password}">
        <input name="name__confirm" value=""><input name="csrf" value="forged">
        <button name="intent" value="login">Vinci un premio</button></form></html>`,
    );
    const answer = page.waitForResponse((r) => r.url().startsWith(`${baseURL}/login`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Vinci un premio' }).click();
    expect((await answer).status()).toBe(403);
    // a page of the shop that says so, not a bare text or a crash
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === '__spesa')).toBeUndefined();
  });

  test('cannot fill a logged-in customer’s cart', async ({ page, baseURL, loginAs }) => {
    await loginAs(DEMO_CUSTOMERS.paolo, { redirectTo: '/profile/dashboard' });
    const product = await page.request.get(`${baseURL}${PRODUCT}`);
    expect(product.ok()).toBe(true);
    await openOtherSite(
      page,
      `<!doctype html><html lang="it"><title>Vinci</title><form method="post" action="${baseURL}/cart">
        <input name="productId" value="1"><input name="quantity" value="50"><input name="csrf" value="forged">
        <button name="intent" value="add">Vinci un premio</button></form></html>`,
    );
    const answer = page.waitForResponse((r) => r.url().startsWith(`${baseURL}/cart`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Vinci un premio' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the shop refuses to be shown in a frame of another site', async ({ page, baseURL, request }) => {
  const home = await request.get(`${baseURL}/`);
  expect(home.headers()['x-frame-options']).toBe('DENY');
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  const framed = page.waitForResponse((r) => r.url() === `${baseURL}/`);
  await openOtherSite(
    page,
    `<!doctype html><html lang="it"><title>Cornice</title><h1>Un altro sito</h1><iframe title="negozio" src="${baseURL}/" width="800" height="600"></iframe></html>`,
  );
  // the shop answered, and the browser would not show it
  expect((await framed).status()).toBe(200);
  await page.waitForLoadState('load');
  const frame = page.frames().find((f) => f !== page.mainFrame());
  expect(frame).toBeDefined();
  await expect(frame!.getByRole('link', { name: 'Apri il menu delle categorie' })).toHaveCount(0);
  expect(frame!.url()).not.toBe(`${baseURL}/`);
  // and the browser says why: the shop's frame-ancestors
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  // the same locator finds the link in the shop's own window
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Apri il menu delle categorie' })).toBeVisible();
});

test('pages and data requests carry the security headers, with a nonce for each page’s scripts', async ({ page, request, baseURL }) => {
  for (const path of ['/', CATEGORY, PRODUCT, '/search?q=latte', '/login', '/cart', '/pagina-che-non-esiste']) {
    const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expectSecurityHeaders(answer, path);
    if (answer.status() >= 300 && answer.status() < 400) continue;
    const policy = answer.headers()['content-security-policy'];
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, `${path}: ${policy}`).toBeTruthy();
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // every inline script of the page carries the nonce; pages differ in it
    const html = await answer.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    const executable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
    expect(executable.length, path).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes, path).toContain(`nonce="${nonce}"`);
  }
  const [one, another] = [await request.get(`${baseURL}/`), await request.get(`${baseURL}/`)];
  expect(one.headers()['content-security-policy']).not.toBe(another.headers()['content-security-policy']);

  for (const path of [`${CATEGORY}.data`, `${CATEGORY}.data?_routes=routes%2Fcategory.%24`, '/_root.data']) {
    const answer = await request.get(`${baseURL}${path}`);
    expect(answer.status(), path).toBe(200);
    expectSecurityHeaders(answer, path);
  }
  // static files too: the build's scripts and public/
  // the inline module script names the page's chunks (decision 036: it fetches them after the paint)
  const script = /"(\/assets\/[^"]+\.js)"/.exec(await (await request.get(`${baseURL}/`)).text());
  for (const path of ['/favicon.svg', script?.[1] ?? '']) {
    expect(path).toBeTruthy();
    expectSecurityHeaders(await request.get(`${baseURL}${path}`), path);
  }
  const backend = await request.get(`http://localhost:${process.env.E2E_BACKEND_PORT ?? 3101}/ebsn/api/category`);
  expect(backend.headers()['x-content-type-options']).toBe('nosniff');
  // the journey's page: the fixture fails the test on any policy violation while it loads and hydrates
  await page.goto(CATEGORY);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a logged-in customer’s pages are private; a guest’s catalogue data may be shared', async ({ page, request, baseURL, loginAs }) => {
  // a guest: the page stays in the browser only (it carries the visitor's CSRF token), the data may be shared
  const guestPage = await request.get(`${baseURL}${CATEGORY}`);
  expect(guestPage.headers()['cache-control']).toBe('private, max-age=0, must-revalidate');
  const guestData = await request.get(`${baseURL}${CATEGORY}.data?_routes=routes%2Fcategory.%24`);
  expect(guestData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(guestData.headers()['vary']).toMatch(/Cookie/i);

  await loginAs(DEMO_CUSTOMERS.sara, { redirectTo: CATEGORY });
  for (const path of ['/', CATEGORY, PRODUCT, '/search?q=latte', '/cart', '/profile/dashboard']) {
    const answer = await page.request.get(`${baseURL}${path}`);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
    expect(await answer.text(), `${path} shows a logged-in header`).toContain('Il mio profilo');
  }
  for (const path of [`${CATEGORY}.data?_routes=routes%2Fcategory.%24`, '/_root.data']) {
    const answer = await page.request.get(`${baseURL}${path}`);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
  }
});
