// A backend that stops answering (issue 24, problem 4; decision 041): a logged-in shopper gets, in
// the page's time budget, the catalogue the storefront holds with a notice that the cart cannot be
// shown now, or the service-down page; never an empty cart and "Scegli il servizio" as if the cart
// were lost. The shared backend cannot be frozen (the other specs use it), so each worker starts its
// own storefront talking to the shared backend through a proxy of this file's that can freeze:
// it then holds every connection, old and new, reading and answering nothing, as a stopped process
// (SIGSTOP) does. Each page's time to answer is printed: `FROZEN_TIMES=1` to see them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { BACKEND, DEMO_CUSTOMERS, expect, test as base } from './fixtures';

type FrozenShop = { url: string; freeze: (frozen: boolean) => void };

function proxyTo(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) client.pause();
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget).on('error', forget);
    upstream.on('close', forget).on('error', forget);
  });
  return {
    server,
    freeze(value: boolean) {
      frozen = value;
      // paused sockets read nothing: the requests sit unread, and nothing comes back
      for (const [client, upstream] of pairs) {
        if (value) {
          client.pause();
          upstream.pause();
        } else {
          client.resume();
          upstream.resume();
        }
      }
    },
    close() {
      for (const [client, upstream] of pairs) (client.destroy(), upstream.destroy());
      server.close();
    },
  };
}

async function answers(url: string, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const test = base.extend<{ shop: FrozenShop }, { frozenShop: FrozenShop }>({
  frozenShop: [
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 3100) + 20 + workerInfo.parallelIndex * 2;
      const proxy = proxyTo(new URL(BACKEND));
      await new Promise<void>((resolve) => proxy.server.listen(port + 1, '127.0.0.1', resolve));
      const storefront: ChildProcess = spawn(process.execPath, ['server/index.mjs', 'build/server/index.js'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          EBSN_URL: `http://127.0.0.1:${port + 1}`,
          CMS_URL: '',
          SESSION_SECRET: randomBytes(24).toString('base64url'),
          HONEYPOT_SECRET: randomBytes(24).toString('base64url'),
          LOG_LEVEL: 'fatal',
        },
      });
      const url = `http://localhost:${port}`;
      try {
        expect(await answers(`${url}/robots.txt`, 60_000), 'the storefront of this spec started').toBe(true);
        await use({ url, freeze: (frozen) => proxy.freeze(frozen) });
      } finally {
        storefront.kill('SIGTERM');
        proxy.close();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ frozenShop }, use) => use(frozenShop.url),
  shop: async ({ frozenShop }, use) => {
    try {
      await use(frozenShop);
    } finally {
      frozenShop.freeze(false);
    }
  },
});

test.describe.configure({ mode: 'serial' });

/** Opens the page and returns the milliseconds until its answer arrived. */
async function timedGoto(page: import('@playwright/test').Page, path: string): Promise<number> {
  const started = Date.now();
  const response = await page.goto(path, { waitUntil: 'commit' });
  const elapsed = Date.now() - started;
  if (process.env.FROZEN_TIMES)
    console.log(`frozen backend: ${path} answered in ${elapsed} ms (${response?.status()}, ${response?.headers()['server-timing']})`);
  test.info().annotations.push({ type: 'frozen backend', description: `${path} answered in ${elapsed} ms` });
  return elapsed;
}

test('a logged-in shopper is told the cart cannot be shown now, not shown an empty cart', async ({ page, shop, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.paolo, { redirectTo: '/' });
  // the home page's catalogue is now in the storefront's cache
  await expect(page.getByRole('main')).toBeVisible();
  shop.freeze(true);

  await timedGoto(page, '/');
  await expect(page.getByRole('status').filter({ hasText: 'Il carrello non è disponibile in questo momento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Carrello, non disponibile in questo momento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scegli il servizio' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Carrello, 0 prodotti/ })).toHaveCount(0);
  // the shopper is still the logged-in customer
  await expect(page.getByRole('link', { name: 'Il mio profilo' })).toBeVisible();
});

test('a page the storefront holds nothing for is the service-down page', async ({ page, shop, loginAs }) => {
  await loginAs(DEMO_CUSTOMERS.paolo, { redirectTo: '/' });
  shop.freeze(true);
  // a search nobody made: no cached answer to fall back on
  await timedGoto(page, `/search?q=${randomBytes(6).toString('hex')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Servizio momentaneamente non disponibile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Scegli il servizio' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Carrello, 0 prodotti/ })).toHaveCount(0);
});
