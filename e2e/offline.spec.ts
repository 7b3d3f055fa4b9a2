// Installable (issue 27 §2): the web app manifest, and the service worker that keeps the build's
// assets and an offline page, and nothing personal. JS only: without JS no worker is registered.
import { documentHydrated, expect, hydrated, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('the manifest names the shop, its start and its icons', async ({ request }) => {
  const home = await (await request.get('/')).text();
  expect(home).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Spesa online', short_name: 'Spesa', lang: 'it', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string }>) expect((await request.get(icon.src)).status()).toBe(200);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toBe("default-src 'self'");
});

test('offline, a page the shopper opens is the offline page, kept without any shopper’s data', async ({
  page,
  context,
  axe,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, 'without JS no service worker is registered');
  await page.goto('/');
  await documentHydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // what the worker keeps, by address: once it has heard the page's language
  const kept = () =>
    page.evaluate(async () => {
      const addresses: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          addresses.push(new URL(request.url).pathname + new URL(request.url).search);
      return addresses.filter((address) => !address.startsWith('/assets/')).sort();
    });
  // the offline page in both languages, the language of the page last seen, and the build's assets:
  // no other page, no API answer
  await expect.poll(kept).toEqual(['/offline?lng=en', '/offline?lng=it', '/sw-state/lng']);
  const language = () => page.evaluate(async () => (await (await caches.match('/sw-state/lng'))?.text()) ?? null);
  expect(await language()).toBe('it');

  await context.setOffline(true);
  try {
    await page.goto('/category/frutta-e-verdura');
    await expect(page.getByRole('heading', { level: 1, name: 'Sei offline' })).toBeVisible();
    await expect(page.getByText('Questa pagina non si può aprire senza connessione.')).toBeVisible();
    // the kept page starts no app at this address
    expect(await page.locator('script[src], script[type="module"]').count()).toBe(0);
    // fetched without cookies, it still asks for no cookie choice (a form that cannot be sent offline)
    await expect(page.getByRole('region', { name: 'Preferenze cookie' })).toHaveCount(0);
    await axe();
  } finally {
    await context.setOffline(false);
  }
  // trying again asks for the page the shopper wanted
  await page.getByRole('link', { name: 'Riprova' }).click();
  await expect(page).toHaveURL(/\/category\/frutta-e-verdura$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frutta e verdura' })).toBeVisible();

  // a shopper who reads the shop in English: the same worker, told the page's language, shows the
  // offline page in English (one worker for both languages: decision 074)
  await page.goto('/?lng=en');
  await documentHydrated(page);
  await expect.poll(language).toBe('en');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await context.setOffline(true);
  try {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await context.setOffline(false);
  }
});

test('on a phone the browser’s install offer shows the banner; "Non ora" puts it away', async ({ page, axe, jsEnabled }) => {
  test.skip(!jsEnabled, 'the browser offers to install to scripts alone');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await hydrated(page);
  // the offer as Chrome makes it once the shop can be installed (a test browser never does)
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
  });
  const banner = page.getByRole('complementary', { name: "Installa l'app Spesa" });
  await expect(banner).toBeVisible();
  await axe();
  await banner.getByRole('button', { name: 'Non ora' }).click();
  await expect(banner).toHaveCount(0);
});
