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
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const pages: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) pages.push(new URL(request.url).pathname);
    return pages;
  });
  // the offline page and the build's assets: no other page, no API answer
  expect(kept.filter((path) => !path.startsWith('/assets/'))).toEqual(['/offline']);

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

  // a shopper who reads the shop in English: the worker registered again, with the page kept in English
  await page.goto('/?lng=en');
  await documentHydrated(page);
  // registered after the page's load, installed (the English page fetched) and in control: on a loaded
  // machine that took more than the 10 s an expectation waits, and on CI twice more than 30 s
  // On CI this waited out its 60 s in two runs of three (2026-11-29), the Italian worker still in
  // control, and never when run alone: the value polled is the whole registration, so a failure
  // prints where the English worker had got to
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const found = await navigator.serviceWorker.getRegistration();
          const worker = (w: ServiceWorker | null | undefined) => (w ? `${w.scriptURL} (${w.state})` : null);
          return {
            controller: navigator.serviceWorker.controller?.scriptURL ?? null,
            installing: worker(found?.installing),
            waiting: worker(found?.waiting),
            active: worker(found?.active),
          };
        }),
      { timeout: 60_000 },
    )
    .toEqual(expect.objectContaining({ controller: expect.stringMatching(/\/sw\.js\?lng=en$/) }));
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
