// The content pages of issue 27 §1 end to end, JavaScript on and off (the js-desktop and nojs-phone
// projects), axe on every page: the FAQ searched (found and not found), the rules page; the recipes
// filtered and a recipe's ingredients added to the cart by a customer with a service and a slot; a
// content form refused then sent, with and without a file; the store map and cards. One journey per
// kind of page, one axe scan per page kind: CI time is tight.
import { chooseDriveAndSlot, expect, newCustomer, test } from './fixtures';

const PNG = new URL('./files/pixel.png', import.meta.url).pathname;

test('FAQ: search finds questions, says how many and when none; the rules page', async ({ page, axe }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Domande frequenti' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Drive/ })).toBeVisible();
  await axe();
  const form = page.getByRole('search', { name: 'Cerca tra le domande' });
  const search = form.getByRole('searchbox', { name: 'Cerca tra le domande' });
  await search.fill('locker');
  await form.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ domand[ae] trovat[ae] per «locker»/ })).toBeVisible();
  // a found question is open, its id the one the site search links to
  await expect(page.locator('details#faq-dove-sono-i-locker')).toHaveAttribute('open', '');
  await search.fill('zzzqqq');
  await form.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByText('Nessun risultato: prova con altre parole.')).toBeVisible();

  await page.goto('/p/regolamento');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axe();
});

test('recipes: filtered by course, then every ingredient the shop sells into the cart', async ({
  page,
  axe,
  loginAs,
  playwright,
}, testInfo) => {
  test.setTimeout(150_000);
  const customer = await newCustomer(playwright, testInfo, 'recipes');
  await loginAs(customer, { redirectTo: '/' });
  await chooseDriveAndSlot(page);

  await page.goto('/ricette');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ ricette$/ })).toBeVisible();
  await axe();
  await page.getByRole('combobox', { name: 'Portata' }).selectOption('dolci');
  await page.getByRole('button', { name: 'Filtra', exact: true }).click();
  await expect(page).toHaveURL(/course=dolci/);
  await expect(page.getByRole('status').filter({ hasText: /^2 ricette$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Tiramisù' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Tiramisù' })).toBeVisible();
  await expect(page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Mascarpone' }) })).toBeVisible();
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toContainEqual(
    expect.stringContaining('"@type":"Recipe"'),
  );
  await axe();
  await page.getByRole('button', { name: 'Aggiungi tutti gli ingredienti al carrello' }).click();
  await expect(page.getByText(/^\d+ ingredient[ei] aggiunt[oi] al carrello\.$/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ricette\/tiramisu$/);
});

test('a content form: refused at its fields, then sent with a file and without', async ({ page, axe, jsEnabled }) => {
  await page.goto('/form/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Segnala un problema' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Invia', exact: true });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await page.getByRole('textbox', { name: "Numero d'ordine" }).fill('12345');
  await email.fill('non-una-mail');
  await send.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Digitare una e-mail valida/);
  // a summary above the form links each field to fix; with JS it has the focus
  const summary = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Il modulo contiene errori' }) });
  await expect(summary.getByRole('link', { name: 'E-mail: Digitare una e-mail valida' })).toHaveAttribute(
    'href',
    `#${await email.getAttribute('id')}`,
  );
  if (jsEnabled) await expect(summary).toBeFocused();
  // what was typed is still there
  await expect(page.getByRole('textbox', { name: "Numero d'ordine" })).toHaveValue('12345');
  await axe();

  const fill = async () => {
    await page.getByRole('textbox', { name: "Numero d'ordine" }).fill('12345');
    await email.fill('mario.rossi@example.com');
    await page.getByRole('textbox', { name: 'Descrizione del problema' }).fill('La confezione era aperta.');
    await page.getByRole('checkbox', { name: /^Ho letto l'informativa/ }).check();
  };
  await fill();
  await page.getByLabel('Foto del prodotto (facoltativa)').setInputFiles(PNG);
  await send.click();
  await expect(page.getByText(/^Grazie, la tua segnalazione è stata registrata/).first()).toBeVisible();

  await fill();
  await send.click();
  await expect(page.getByText(/^Grazie, la tua segnalazione è stata registrata/).first()).toBeVisible();
});

test('stores: the map’s links and their list, and the cards', async ({ page, axe }) => {
  await page.goto('/warehouse-map');
  const map = page.getByRole('group', { name: "Mappa del Veneto e dell'Emilia-Romagna con i punti vendita" });
  await expect(map.getByRole('link', { name: 'Spesa Padova Arcella' })).toBeVisible();
  await axe();
  await page.getByRole('region', { name: 'Elenco dei punti vendita' }).getByRole('link', { name: 'Spesa Padova Arcella' }).click();
  await expect(page).toHaveURL(/\/punti-vendita\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spesa Padova Arcella' })).toBeVisible();

  await page.goto('/warehouse-cards');
  await expect(page.getByText('In ordine alfabetico.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Spesa Padova Arcella' })).toBeVisible();
  await axe();
});
