// Phone-first pages: on a 360×740 phone the header stays under 120 px and the shopping starts on
// the first screen; every target is big enough to tap. The phone checks run in the two phone
// projects (JS on and off, 360×740) and are skipped at desktop width; axe on every page visited.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const PHONE = { width: 360, height: 740 };
const onPhone = (viewport: { width: number } | null) => !!viewport && viewport.width <= PHONE.width;
const CATEGORY = '/category/latte-latticini-e-formaggi';

async function headerHeight(page: Page): Promise<number> {
  return (await page.getByRole('banner').boundingBox())!.height;
}

async function firstCardTop(page: Page): Promise<number> {
  const card = page.locator('main').getByRole('article').first();
  await expect(card).toBeVisible();
  return (await card.boundingBox())!.y;
}

/**
 * Every visible target in the page's header, main and footer is at least 24×24 px (WCAG 2.2 target
 * size). Links inside running text are exempt, as the criterion says; checkboxes and radios are
 * targets through their label.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'header a, header button, header summary, header input, main a, main button, main summary, main select, main input, main label, footer a',
    );
    for (const el of targets) {
      if (el.closest('.prose-shop, p:not(:has(> a:only-child))')) continue;
      if (el instanceof HTMLInputElement && ['hidden', 'checkbox', 'radio'].includes(el.type)) continue;
      if (el.tagName === 'LABEL' && !el.querySelector('input[type=checkbox], input[type=radio]')) continue;
      const box = el.getBoundingClientRect();
      if (!el.checkVisibility({ visibilityProperty: true }) || !box.width || !box.height || el.closest('[aria-hidden=true]')) continue;
      // a target in a row that scrolls sideways is checked only where it shows
      if (box.left >= innerWidth || box.right <= 0) continue;
      if (box.width < 24 || box.height < 24)
        out.push(
          `${el.tagName} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return out;
  });
}

test.describe('on a 360×740 phone', () => {
  test.skip(({ viewport }) => !onPhone(viewport), 'a phone check: run by the 360×740 projects');

  test('the header is at most 120 px, with the shopping list and a login that comes back', async ({ page, axe }) => {
    for (const path of ['/', CATEGORY, '/search?q=latte', '/login', '/page/faq']) {
      await page.goto(path);
      expect(await headerHeight(page), path).toBeLessThanOrEqual(120);
    }
    await page.goto(`${CATEGORY}?page=2`);
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Lista della spesa' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Carrello, 0 prodotti' })).toBeVisible();
    const login = nav.getByRole('link', { name: 'Accedi' });
    await expect(login).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(`${CATEGORY}?page=2`)}`);
    expect(await smallTargets(page)).toEqual([]);
    await axe();

    await login.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('mario.rossi@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Spesa!2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(`${CATEGORY}?page=2`);
    await expect(nav.getByRole('link', { name: 'Il mio profilo' })).toBeVisible();
    expect(await headerHeight(page)).toBeLessThanOrEqual(120);

    await nav.getByRole('link', { name: 'Lista della spesa' }).click();
    await expect(page).toHaveURL(/\/fast-search$/);
    await axe();
  });

  test('a category puts its products on the first screen, its filters behind one control', async ({ page, axe, jsEnabled }) => {
    await page.goto('/');
    await page.goto(CATEGORY);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latte latticini e formaggi');
    await expect(page).toHaveTitle('Latte latticini e formaggi online | Spesa');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    const control = filtersControl(page);
    await expect(control).toBeVisible();
    await expect(page.getByLabel('Ordina per')).toBeHidden();
    expect(await smallTargets(page)).toEqual([]);
    await axe();

    if (jsEnabled) {
      // with JS the control opens a sheet: a modal dialog that keeps the focus and that Back closes
      await hydrated(page);
      const sheet = page.getByRole('dialog', { name: 'Filtri e ordinamento' });
      await expect(page.getByRole('button', { name: /Filtri e ordinamento/ })).toHaveAttribute('aria-haspopup', 'dialog');
      await control.click();
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel('Solo prodotti in promozione')).toBeVisible();
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
      }
      expect(await smallTargets(page)).toEqual([]);
      await expectFilterRows(page, 44);
      await axe();
      await page.goBack();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === CATEGORY && !url.search);
      await control.click();
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === CATEGORY && !url.search);

      await control.click();
      await sheet.getByLabel('Solo prodotti in promozione').check();
      await sheet.getByRole('button', { name: 'Applica filtri' }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/promo=1/);
      await expect(control).toContainText('1 filtro attivo');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      // the result replaced the sheet's entry: Back returns to the category as it was
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === CATEGORY && !url.search);
      await expect(control).not.toContainText('filtro attivo');
      return;
    }

    await control.click();
    const promo = page.getByLabel('Solo prodotti in promozione');
    await expect(promo).toBeVisible();
    await promo.check();
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(page).toHaveURL(/promo=1/);
    await expect(control).toContainText('1 filtro attivo');
    await control.click();
    await expectFilterRows(page, 44);
    expect(await smallTargets(page)).toEqual([]);
    await axe();
  });

  test('a search puts its products on the first screen; its category is one of the filters', async ({ page, axe, jsEnabled }) => {
    await page.goto('/search?q=latte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per "latte"');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    expect(await smallTargets(page)).toEqual([]);
    await axe();

    if (jsEnabled) await hydrated(page);
    await filtersControl(page).click();
    await page.getByLabel('Categoria').selectOption({ label: 'Latte latticini e formaggi' });
    // on a phone the choices wait for "Applica filtri", with JS (in the sheet) or without
    await page.getByRole('button', { name: 'Applica filtri' }).click();
    await expect(page).toHaveURL(/parent_category_id=\d+/);
    await expect(page).toHaveURL(/q=latte/);
    await expect(filtersControl(page)).toContainText('1 filtro attivo');
    expect(await firstCardTop(page)).toBeLessThan(PHONE.height);
    await axe();
  });
});

/** The "Filtri e ordinamento" control: a <details> summary without JS, a button opening a sheet with it. */
function filtersControl(page: Page) {
  return page.locator(':is(summary, button)', { hasText: 'Filtri e ordinamento' });
}

/** Every visible filter row (a checkbox's label, the whole row a target) is at least `px` tall. */
async function expectFilterRows(page: Page, px: number) {
  const rows = page.getByRole('form', { name: 'Filtri e ordinamento' }).locator('label:has(input[type=checkbox])');
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) {
    if (!(await row.isVisible())) continue;
    expect((await row.boundingBox())!.height).toBeGreaterThanOrEqual(px);
  }
}

test('no tab title repeats the shop name', async ({ page }) => {
  await page.goto('/search?q=latte');
  const product = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  for (const path of [
    '/',
    CATEGORY,
    `${CATEGORY}?page=2`,
    '/category/latte-e-panna',
    '/search?q=latte',
    '/search',
    product!,
    '/page/faq',
    '/fast-search',
    '/login',
    '/registration-user',
    '/reset-password-request',
    '/cart',
    '/non-esiste',
  ]) {
    await page.goto(path);
    const title = await page.title();
    expect(title, path).toMatch(/ \| Spesa$/);
    // once: a category's page 2 once read "… online | Spesa – Pagina 2 | Spesa"
    expect(title.split(' | Spesa').length - 1, `${path}: ${title}`).toBe(1);
  }
});

test('the header is at most 120 px on a phone and one row on a desktop', async ({ page }) => {
  await page.goto(CATEGORY);
  if ((page.viewportSize()?.width ?? 0) >= 1024) expect(await headerHeight(page)).toBeLessThanOrEqual(80);
  await page.setViewportSize(PHONE);
  await page.reload();
  expect(await headerHeight(page)).toBeLessThanOrEqual(120);
});

const LOOSE = '/product/banane-biologiche-frutteti-di-romagna-al-kg';
const WITH_OPTIONS = '/product/gorgonzola-dop-piccante-bufala-reale-al-kg';
const UNAVAILABLE = '/product/acqua-minerale-frizzante-spesa-0-5-l';

test.describe('a product page on a 360×740 phone', () => {
  test.skip(({ viewport }) => !onPhone(viewport), 'a phone check: run by the 360×740 projects');

  async function bottomOf(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
    let bottom = 0;
    // with JS, hydration may swap an element for its enhanced version between two looks: look again
    await expect(async () => {
      const box = await locator.boundingBox({ timeout: 1000 });
      expect(box).not.toBeNull();
      bottom = box!.y + box!.height;
    }).toPass();
    return bottom;
  }

  test('shows picture, name, price and the add control on the first screen, with the quantity it adds', async ({
    page,
    axe,
    jsEnabled,
  }) => {
    await page.goto(LOOSE);
    const main = page.locator('main');
    const add = main.getByRole('button', { name: /^Aggiungi al carrello/ });
    for (const part of [
      main.getByRole('img', { name: /^Foto di/ }),
      main.getByRole('heading', { level: 1 }),
      main.getByText('€').first(),
      add,
    ]) {
      expect(await bottomOf(page, part)).toBeLessThanOrEqual(PHONE.height);
    }
    // what a first add puts in the cart: the selling weight, 500 g, in the unit the cart stores
    const quantity = main.getByRole('spinbutton', { name: /Quantità/ });
    await expect(quantity).toHaveValue('0.5');
    expect(await smallTargets(page)).toEqual([]);
    await axe();

    if (jsEnabled) {
      await hydrated(page);
      await main.getByRole('button', { name: /^Aumenta la quantità/ }).click();
      await expect(quantity).toHaveValue('0.75');
      await main.getByRole('button', { name: /^Aumenta la quantità/ }).click();
      await main.getByRole('button', { name: /^Diminuisci la quantità/ }).click();
      await expect(quantity).toHaveValue('0.75');
    } else {
      await expect(main.getByRole('button', { name: /^Aumenta la quantità/ })).toBeHidden();
      await quantity.fill('0.75');
    }
    // with JS, Remix posts the same form to the route's data URL
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && /^\/cart(\.data)?$/.test(new URL(request.url()).pathname),
    );
    await add.click();
    expect(new URLSearchParams((await posted).postData() ?? '').get('quantity')).toBe('0.75');
    // a guest is asked to log in first, and comes back to the product
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproduct%2F/);
  });

  test('an option product says every option is needed, and the server refuses an add without them', async ({ page, axe }) => {
    await page.goto(WITH_OPTIONS);
    const main = page.locator('main');
    await expect(main.getByText('È necessario selezionare tutte le opzioni', { exact: true })).toBeVisible();
    expect(await bottomOf(page, main.getByRole('button', { name: /^Aggiungi al carrello/ }))).toBeLessThanOrEqual(PHONE.height);
    await axe();

    // the radios are required, so a browser never sends this: another client might
    const form = main.locator('form[action="/cart"]');
    const fields: Record<string, string> = {};
    for (const input of await form.locator('input[type=hidden], input[type=number]').all()) {
      fields[(await input.getAttribute('name'))!] = await input.inputValue();
    }
    // as a form without JS sends it (with JS a fetcher asks for data instead of a redirect)
    delete fields.stay;
    const response = await page.request.post('/cart', { form: fields, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe(WITH_OPTIONS);
    await page.goto(WITH_OPTIONS);
    await expect(page.getByRole('alert')).toContainText('È necessario selezionare tutte le opzioni');
  });

  test('an unavailable product says so once', async ({ page, axe }) => {
    await page.goto(UNAVAILABLE);
    await expect(page.getByText(/NON DISPONIBILE/)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Aggiungi al carrello/ })).toHaveCount(0);
    await axe();
  });
});

/** WCAG contrast of two computed CSS colours ('rgb(r, g, b)'). */
function contrast(a: string, b: string): number {
  const lum = (color: string) => {
    const [r, g, bl] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    const ch = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(bl);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('the home shows its first row of products on a phone, readable banners, and rows that lead to their listing', async ({
  page,
  axe,
  viewport,
}) => {
  test.skip(!onPhone(viewport), 'a phone check: run by the 360×740 projects');
  await page.goto('/');
  const offers = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Offerte della settimana' }) });
  const firstCard = offers.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(PHONE.height);

  // axe cannot judge text over a shadow: the banners' colours are measured here, each ≥ 4.5:1
  const banners = await page
    .locator('main section a[style]')
    .evaluateAll((links) =>
      links.map((a) => ({ color: getComputedStyle(a).color, background: getComputedStyle(a).backgroundColor, text: a.textContent })),
    );
  expect(banners.length).toBeGreaterThan(0);
  for (const banner of banners) expect(contrast(banner.color, banner.background), banner.text!).toBeGreaterThanOrEqual(4.5);
  expect(await smallTargets(page)).toEqual([]);
  await axe();

  await expect(offers.getByRole('link', { name: /^Vedi tutti/ })).toHaveAttribute('href', '/search?promo=1');
  const novelties = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Novità' }) });
  await expect(novelties.getByRole('link', { name: /^Vedi tutti/ })).toHaveAttribute('href', '/search?new=1');
});

test('no header or footer link leads to a 404, and "Punti vendita" shows at most once', async ({ page, request, axe }) => {
  await page.goto('/');
  const hrefs = new Set<string>();
  const collect = async (region: ReturnType<typeof page.getByRole>) => {
    // the menu's hundreds of links come from the catalogue tree itself: its top level is checked
    const links = await region
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.filter((a) => !a.closest('details details')).map((a) => a.getAttribute('href')!));
    for (const href of links) if (href.startsWith('/')) hrefs.add(href.split('#')[0]);
  };
  await collect(page.getByRole('banner'));
  await collect(page.getByRole('contentinfo'));
  // the header's menu button leads to the category menu page
  await page.goto('/menu?back=%2F');
  // with JS the header's button opens the menu in place (menu.spec.ts): only here is its page opened
  await axe();
  await collect(page.getByRole('main'));
  expect([...hrefs].filter((href) => href.startsWith('/category/')).length).toBeGreaterThan(5);
  expect(hrefs.size).toBeGreaterThan(15);
  const list = [...hrefs];
  for (let i = 0; i < list.length; i += 4) {
    const statuses = await Promise.all(list.slice(i, i + 4).map(async (href) => [href, (await request.get(href)).status()] as const));
    for (const [href, status] of statuses) expect(status, href).toBeLessThan(400);
  }
  expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Punti vendita', exact: true }).count()).toBeLessThanOrEqual(1);
});
