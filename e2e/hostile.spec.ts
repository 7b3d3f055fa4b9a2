// Hostile requests a shopper's browser can be tricked into (issue 9): a login link whose redirectTo
// points elsewhere lands on the shop, JS on and off; a huge password neither reaches the backend nor
// breaks the next shopper's page; a foreign form post and an oversized body get an Italian page.
import { DEMO_CUSTOMERS, expect, test } from './fixtures';

const DEMO = DEMO_CUSTOMERS.mario;

// as they appear in a crafted link (already percent-encoded where an attacker would encode them)
const REDIRECTS = [
  '%2F%09%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%01%2Fevil.example',
  '%F0%9F%98%80',
  '%0A',
  '%2F%2Fevil.example',
  '%2F%5Cevil.example',
  'https%3Aevil.example',
  '%2F.%2F%2Fevil.example',
];

for (const payload of REDIRECTS) {
  test(`a login with redirectTo=${payload} lands on the shop`, async ({ page, baseURL }) => {
    await page.goto(`/login?redirectTo=${payload}`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    // the profile, or a path of the shop that happens to look odd (`/%01/evil.example` is a 404 of ours)
    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && !url.pathname.startsWith('/login'));
    // logged in: the session cookie was set with the redirect
    await expect(
      page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Il mio profilo' }),
    ).toBeVisible();
  });
}

/** The login page's CSRF token (its cookie stays in the request context). */
async function loginToken(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/login')).text();
  return html.match(/name="csrf" value="([^"]+)"/)![1]!;
}

test('a 1 MB password is refused with 413 and the next requests get their normal pages', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'js-desktop', 'requests only: one run is enough');
  const csrf = await loginToken(request);
  const refused = await request.post('/login', {
    headers: { Origin: baseURL! },
    form: { csrf, name__confirm: '', intent: 'login', login: 'nessuno@example.com', password: 'a'.repeat(1 << 20) },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(413);
  expect(await refused.text()).toContain('Richiesta troppo grande');
  for (let i = 0; i < 6; i++) {
    const next = await request.get('/search?q=mela');
    expect(next.status()).toBe(200);
    expect(await next.text()).not.toContain('Servizio momentaneamente non disponibile');
  }
});

test('forms posted as JSON, text or broken multipart, and from another site, get an Italian 4xx page', async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'js-desktop', 'requests only: one run is enough');
  const csrf = await loginToken(request);
  const form = { csrf, name__confirm: '', intent: 'login', login: 'nessuno@example.com', password: 'Sbagliata!1' };
  for (const path of ['/login', '/cart', '/cart/address', '/cart/timeslot', '/consents', '/logout', '/registration-user']) {
    const json = await request.post(path, {
      headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
      data: JSON.stringify(form),
    });
    expect(json.status(), `${path} as JSON`).toBe(415);
    const text = await request.post(path, { headers: { Origin: baseURL!, 'Content-Type': 'text/plain' }, data: 'intent=login' });
    expect(text.status(), `${path} as text`).toBe(415);
    const broken = await request.post(path, {
      headers: { Origin: baseURL!, 'Content-Type': 'multipart/form-data; boundary=x' },
      data: 'garbage',
    });
    expect(broken.status(), `${path} broken multipart`).toBe(400);
    // the shell's error page, or the same words alone from a route without a page (/logout)
    expect(await broken.text()).toContain('La richiesta non è valida');
  }
  for (const origin of ['null', 'https://evil.example']) {
    const foreign = await request.post('/login', { headers: { Origin: origin }, form, maxRedirects: 0 });
    expect(foreign.status(), `Origin ${origin}`).toBe(403);
    expect(await foreign.text()).toContain('Richiesta rifiutata');
  }
  const trace = await request.fetch('/', { method: 'TRACE' }).catch(() => null);
  // Playwright may refuse to send TRACE itself; when it does send it, the shop answers 405
  if (trace) expect(trace.status()).toBe(405);
  expect((await request.get('/search?q=mela&parent_category_id=0')).status()).toBe(200);
  expect((await request.get('/fast-search?q=a%00b')).status()).toBe(200);
  // a path the server cannot even decode: our page, not express's
  const undecodable = await request.get('/product/%E0%A4%A');
  expect(undecodable.status()).toBe(400);
  expect(await undecodable.text()).toContain('La richiesta non è valida');
});
