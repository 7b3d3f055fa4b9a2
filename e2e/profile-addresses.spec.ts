// The address book (account.md §2 /profile/addresses and /profile/addresses/manage/{id?}, §5, §8;
// decision 028), JS on and off, axe on every page and dialog: a new customer adds a home address
// (one outside coverage refused with everything typed kept, then one the geocoder cannot place,
// saved anyway), edits it, makes it the favourite delivery address and a Drive point the favourite
// store, cannot open another address's form (404), and deletes it after the confirmation (No first
// keeps it). Each project works as a customer of its own, so nothing is shared with other specs.
import { expect, hydrated, newCustomer, test, type DemoCustomer } from './fixtures';

// Seeded places (README, backend/seed/data/places.ts): a covered postal code with a street the
// geocoder knows and one it does not, and a postal code outside coverage.
const COVERED_CAP = '35122';
const KNOWN_STREET = 'Via Umberto I';
const UNKNOWN_STREET = 'Via dei Sogni';
const OUTSIDE_CAP = '99999';

const NOT_COVERED = "L'indirizzo inserito non è coperto dal servizio.";
const NOT_VALIDATED = 'Indirizzo non validato. Salvare lo stesso ?';
const CONFIRM = 'Sei sicuro di voler eliminare questo indirizzo?';

let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'addresses');
});

test('home addresses are added, refused outside coverage, edited, made favourite and deleted after confirmation', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}) => {
  test.setTimeout(150_000);
  // a name of its own: a database reused between runs may hold the addresses of earlier ones
  const addressName = `Casa e2e ${Date.now().toString(36)}`;
  const renamed = `${addressName} bis`;

  await loginAs(customer, { redirectTo: '/profile/addresses' });
  await expect(page.getByRole('heading', { level: 1, name: 'I miei indirizzi' })).toBeVisible();
  await expect(page.getByText('Non hai ancora indirizzi di consegna: aggiungine uno.')).toBeVisible();
  const favourites = page.getByRole('region', { name: 'I tuoi preferiti' });
  await expect(favourites.getByText('Nessuno', { exact: true })).toHaveCount(2);
  await axe();

  // a new address, outside coverage first: refused with the backend's words, everything typed kept
  await page.getByRole('link', { name: 'Aggiungi un indirizzo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses/manage');
  const adding = page.getByRole('dialog', { name: 'Nuovo indirizzo di consegna' });
  await expect(adding).toBeVisible();
  await axe();
  const typed = {
    "Nome dell'indirizzo": addressName,
    Via: UNKNOWN_STREET,
    'Numero civico': '7',
    CAP: OUTSIDE_CAP,
    Città: 'Padova',
    'Nome sul campanello': 'Conti',
    Piano: '2',
  };
  for (const [label, value] of Object.entries(typed)) await adding.getByRole('textbox', { name: label, exact: true }).fill(value);
  await adding.getByRole('combobox', { name: 'Provincia' }).selectOption('PD');
  await adding.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(adding.getByText(NOT_COVERED)).toBeVisible();
  for (const [label, value] of Object.entries(typed)) {
    await expect(adding.getByRole('textbox', { name: label, exact: true }), label).toHaveValue(value);
  }
  await expect(adding.getByRole('combobox', { name: 'Provincia' })).toHaveValue('PD');
  await axe();

  // covered, on a street the geocoder does not know: asked, then saved anyway
  await adding.getByRole('textbox', { name: 'CAP', exact: true }).fill(COVERED_CAP);
  await adding.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(adding.getByText(NOT_VALIDATED)).toBeVisible();
  await expect(adding.getByText(NOT_COVERED)).toHaveCount(0);
  await axe();
  await adding.getByRole('button', { name: 'Salva lo stesso' }).click();

  // back on the list, with the message rendered by the server
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses' && !url.search);
  await expect(page.getByText('Indirizzo aggiunto.').first()).toBeVisible();
  const card = (name: string) => page.getByRole('article', { name, exact: true });
  await expect(card(addressName)).toContainText(`${UNKNOWN_STREET} 7, ${COVERED_CAP} Padova (PD)`);
  await expect(card(addressName)).toContainText('Campanello: Conti');
  await expect(card(addressName)).toContainText('Indirizzo non validato');
  await axe();

  // edited onto a street the geocoder knows: saved at once
  await page.getByRole('link', { name: `Modifica l'indirizzo «${addressName}»` }).click();
  await expect(page).toHaveURL(/\/profile\/addresses\/manage\/\d+$/);
  const editing = page.getByRole('dialog', { name: 'Modifica indirizzo' });
  await expect(editing.getByRole('textbox', { name: "Nome dell'indirizzo", exact: true })).toHaveValue(addressName);
  await expect(editing.getByRole('textbox', { name: 'Nome sul campanello', exact: true })).toHaveValue('Conti');
  await axe();
  await editing.getByRole('textbox', { name: "Nome dell'indirizzo", exact: true }).fill(renamed);
  await editing.getByRole('textbox', { name: 'Via', exact: true }).fill(KNOWN_STREET);
  await editing.getByRole('textbox', { name: 'Numero civico', exact: true }).fill('8');
  await editing.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile/addresses');
  await expect(page.getByText('Indirizzo salvato.').first()).toBeVisible();
  await expect(card(renamed)).toContainText(`${KNOWN_STREET} 8, ${COVERED_CAP} Padova (PD)`);
  await expect(card(renamed)).not.toContainText('Indirizzo non validato');
  await expect(card(addressName)).toHaveCount(0);

  // the favourite delivery address
  await page.getByRole('button', { name: `Rendi «${renamed}» l'indirizzo di consegna preferito` }).click();
  await expect(page.getByText('Indirizzo di consegna preferito aggiornato.').first()).toBeVisible();
  await expect(card(renamed).getByText('Preferito per la consegna')).toBeVisible();
  await expect(page.getByRole('button', { name: /l'indirizzo di consegna preferito$/ })).toHaveCount(0);
  await expect(favourites).toContainText(renamed);

  // the favourite store: a Drive point chosen from the select
  const store = page.getByRole('combobox', { name: 'Scegli il punto di ritiro preferito' });
  const option = store.locator('option', { hasText: /^Drive: / }).first();
  const storeId = (await option.getAttribute('value'))!;
  const storeName = /^Drive: (.+), [^,]+$/.exec((await option.textContent())!.trim())![1];
  await store.selectOption(storeId);
  await page.getByRole('button', { name: 'Salva il punto di ritiro' }).click();
  await expect(page.getByText('Punto di ritiro preferito aggiornato.').first()).toBeVisible();
  await expect(favourites).toContainText(storeName);
  await expect(store).toHaveValue(storeId);
  await expect(favourites.getByText('Nessuno', { exact: true })).toHaveCount(0);
  await axe();

  // a pickup point, or an address that is not the customer's, has no form to open
  for (const path of [`/profile/addresses/manage/${storeId}`, '/profile/addresses/manage/2147483647', '/profile/addresses/manage/abc']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
  }

  // delete: asked first; No keeps it, Si deletes it
  await page.goto('/profile/addresses');
  await page.getByRole('link', { name: `Elimina l'indirizzo «${renamed}»` }).click();
  await expect(page.getByRole('heading', { name: CONFIRM })).toBeVisible();
  await axe();
  await page.getByRole('link', { name: 'No', exact: true }).click();
  await expect(page.getByRole('heading', { name: CONFIRM })).toHaveCount(0);
  await expect(card(renamed)).toBeVisible();

  // with JS, as the page is once its scripts run (a click before follows the plain form)
  if (jsEnabled) await hydrated(page);
  await page.getByRole('link', { name: `Elimina l'indirizzo «${renamed}»` }).click();
  await expect(page.getByRole('heading', { name: CONFIRM })).toBeVisible();
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(page.getByText('Indirizzo eliminato.').first()).toBeVisible();
  // the confirmation step is over: its ?delete= leaves the address bar too (issue 24, JS on)
  await expect(page).toHaveURL(/\/profile\/addresses$/);
  await expect(card(renamed)).toHaveCount(0);
  await expect(page.getByText('Non hai ancora indirizzi di consegna: aggiungine uno.')).toBeVisible();
  // the deleted address is no longer the favourite; the store stays
  await expect(favourites.getByText('Nessuno', { exact: true })).toHaveCount(1);
  await expect(favourites).toContainText(storeName);
  await axe();
});
