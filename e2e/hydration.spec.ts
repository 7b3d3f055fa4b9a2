// The browser hydrates the server's HTML with Preact while the server renders with React (decision
// 035). What that must never do: make a second copy of the page or of any part of it, lay the
// JavaScript version of a form over the server's plain one, or lose the page across client
// navigations, the error page and Back. JS on only: without JS there is nothing to hydrate.
import type { Page } from '@playwright/test';
import { chooseDriveAndSlot, expect, hydrated, newCustomer, test } from './fixtures';

const PAGES = [
  '/',
  '/category/frutta-e-verdura/frutta',
  '/product/banane-biologiche-frutteti-di-romagna-al-kg',
  '/login',
  '/questa-pagina-non-esiste',
];

/** What a copy of the page or of a part of it would change, and ids that would be doubled. */
function shape(page: Page) {
  return page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length;
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return {
      documents: [count('html'), count('head'), count('body')],
      landmarks: [count('header'), count('main'), count('footer')],
      headings: [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim()),
      forms: count('form'),
      doubledIds: ids.filter((id, index) => ids.indexOf(id) !== index),
    };
  });
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)
    .trim();

/** The same figures from the server's HTML, as a browser without JS gets it. */
async function serverShape(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const count = (tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
  return {
    landmarks: [count('header'), count('main'), count('footer')],
    headings: [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => text(m[1]!)),
    forms: count('form'),
  };
}

test('the hydrated page is the server’s page, once, and stays so across navigations and Back', async ({ page, jsEnabled }) => {
  test.skip(!jsEnabled, 'nothing to hydrate without JavaScript');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    const server = await serverShape(page, path);
    const browser = await shape(page);
    expect(browser.documents, path).toEqual([1, 1, 1]);
    expect(browser.doubledIds, path).toEqual([]);
    expect({ landmarks: browser.landmarks, headings: browser.headings, forms: browser.forms }, path).toEqual(server);
  }

  // client navigations: from the error page into the shop, on to a product, and Back twice
  await page.getByRole('main').getByRole('searchbox').fill('latte');
  await page.getByRole('main').getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=latte/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('main').getByRole('link', { name: /latte/i }).first().click();
  await expect(page).toHaveURL(/\/product\//);
  for (const step of ['product', 'search', 'error page']) {
    const server = await serverShape(page, new URL(page.url()).pathname + new URL(page.url()).search);
    // Back changes the address at once; the page follows when its data is in
    await expect.poll(async () => (await shape(page)).headings, step).toEqual(server.headings);
    const now = await shape(page);
    expect(now.documents, step).toEqual([1, 1, 1]);
    expect(now.doubledIds, step).toEqual([]);
    expect({ landmarks: now.landmarks, headings: now.headings }, step).toEqual({ landmarks: server.landmarks, headings: server.headings });
    if (step !== 'error page') await page.goBack();
    if (step === 'product') await expect(page).toHaveURL(/\/search\?q=latte/);
    if (step === 'search') await expect(page.getByRole('heading', { level: 1, name: 'Pagina non Trovata' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

// Issue 24 §2: a product already in the cart showed two quantity boxes once the page hydrated (the
// part of its card that waits for the cart stepper's code hydrated as the JavaScript version over the
// server's), sharing one id, the page 371 px wide on a 360 px phone. Every page of a shopper with a
// cart is hydrated here; the fixtures compare each with the server's HTML (e2e/hydration-check.ts).
test('a shopper with a product in the cart: one quantity box on every page, as the server sent it', async ({
  page,
  jsEnabled,
  loginAs,
  playwright,
}, testInfo) => {
  test.skip(!jsEnabled, 'nothing to hydrate without JavaScript');
  await page.setViewportSize({ width: 360, height: 740 });
  const customer = await newCustomer(playwright, testInfo, 'hydration');
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  await chooseDriveAndSlot(page);

  const category = '/category/frutta-e-verdura/frutta';
  const name = 'Banane biologiche';
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await page.goto(category);
  await hydrated(page);
  for (const grams of ['500', '750']) {
    // the stepper shows the new quantity while its post is under way: the next page load must not cut it off
    const saved = page.waitForResponse((response) => response.request().method() === 'POST');
    if (grams === '500') await card.getByRole('button', { name: new RegExp(`^Aggiungi al carrello ?: ${name}`) }).click();
    else await card.getByRole('button', { name: `Aumenta la quantità di ${name}` }).click();
    await saved;
    await expect(card.getByRole('spinbutton', { name: `Quantità di ${name}` })).toHaveValue(grams);
  }

  const search = `/search?q=${encodeURIComponent('banane')}`;
  for (const path of [category, search, '/product/banane-biologiche-frutteti-di-romagna-al-kg', '/cart', '/']) {
    await page.goto(path);
    await hydrated(page);
    const boxes = path === '/' ? null : page.getByRole('main').locator('input[type=number]');
    if (boxes) {
      // the cart's stepper, once, with the cart's quantity, its label naming it
      await expect(boxes, path).toHaveCount(1);
      await expect(page.getByRole('spinbutton', { name: `Quantità di ${name}` }), path).toHaveValue('750');
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path}: the page's width at 360 px`).toBeLessThanOrEqual(360);
  }
});
