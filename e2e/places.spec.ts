// Service, address, time slot and stores end to end, run by both projects (JavaScript on at desktop
// width, off on a phone), axe on every page and dialog: home delivery with a new address (one
// outside coverage, one the geocoder cannot place: 'Salva lo stesso'), the slot, the refused delete
// of the cart's address; Drive and locker; the stores pages; and first, a guest whose add waits for
// login, service and slot.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_CUSTOMERS, expect, mfaPin, test, type DemoCustomer } from './fixtures';

// Seeded places (README, backend/seed/data/places.ts): a covered postal code with a street the
// geocoder does not know, a known place without home delivery (Venice's historic centre), and a
// postal code outside coverage.
const COVERED_CAP = '35122';
const UNKNOWN_STREET = 'Via dei Sogni';
const NOT_SERVED_CAP = '30121';
const OUTSIDE_CAP = '99999';

// each project shops as its own customer, and its journeys one at a time: they share that cart
test.describe.configure({ mode: 'serial' });
const serviceTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Come vuoi ricevere la spesa' }).getByRole('link', { name: new RegExp(`^${name}`) });
// the cart's journeys shop as Mario and Giulia at the same time: these shop as Paolo and Sara
const customerOf = (jsEnabled: boolean) => (jsEnabled ? DEMO_CUSTOMERS.paolo : DEMO_CUSTOMERS.sara);

const PIECE = { slug: 'latte-uht-intero-latteria-veneta-1-l', name: 'Latte UHT intero' };

// First in the file: the customer has chosen nothing yet, so every gate of spec §4 is met in turn.
test('a guest’s add waits for login, the service and the slot, then is in the cart', async ({ page, axe, jsEnabled }) => {
  const customer = customerOf(jsEnabled);
  await page.goto(`/product/${PIECE.slug}`);
  await page
    .locator('main')
    .getByRole('button', { name: /^Aggiungi al carrello/ })
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproduct%2F/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();

  // logged in, but no service yet: the address screen, then the slot screen
  await expect(page).toHaveURL(/\/cart\/address/);
  await serviceTab(page, 'Drive').click();
  await expect(serviceTab(page, 'Drive')).toHaveAttribute('aria-current', 'page');
  await page
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  await axe();
  await page
    .getByRole('button', { name: /, (disponibile|quasi esaurita)$/ })
    .first()
    .click();

  // the add was made without asking again, and said so
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/cart/'));
  await expect(page.getByText(`Aggiunto al carrello: 1 pz ${PIECE.name}`).first()).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Hai 1 prodotto nel carrello')).toBeVisible();
  await expect(page.getByRole('link', { name: PIECE.name, exact: true })).toBeVisible();
});

test('home delivery with a new address: outside coverage, not validated, saved anyway → slot', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
}) => {
  await loginAs(customerOf(jsEnabled), { redirectTo: '/cart/address?service=2' });
  await expect(page.getByRole('heading', { level: 1, name: "Scegli il servizio e l'indirizzo" })).toBeVisible();
  await expect(serviceTab(page, 'Consegna a casa')).toHaveAttribute('aria-current', 'page');
  await axe();

  // a name of its own: a database reused between runs may hold the addresses of earlier ones
  const addressName = `Casa e2e ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' }).click();
  await expect(page.getByRole('heading', { name: 'Nuovo indirizzo di consegna' })).toBeVisible();
  const form = {
    "Nome dell'indirizzo": addressName,
    Via: UNKNOWN_STREET,
    'Numero civico': '7',
    CAP: OUTSIDE_CAP,
    Città: 'Padova',
    'Nome sul campanello': 'Rossi',
  };
  for (const [label, value] of Object.entries(form)) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  await page.getByRole('combobox', { name: 'Provincia' }).selectOption('PD');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText("L'indirizzo inserito non è coperto dal servizio.")).toBeVisible();
  // everything typed is still there
  await expect(page.getByRole('textbox', { name: 'Nome sul campanello' })).toHaveValue('Rossi');
  await expect(page.getByRole('textbox', { name: 'CAP' })).toHaveValue(OUTSIDE_CAP);
  await axe();

  await page.getByRole('textbox', { name: 'CAP' }).fill(NOT_SERVED_CAP);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Indirizzo non servito dalla consegna a casa')).toBeVisible();

  await page.getByRole('textbox', { name: 'CAP' }).fill(COVERED_CAP);
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Indirizzo non validato. Salvare lo stesso ?')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Salva lo stesso' }).click();

  // no slot yet: on to the slot screen
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scegli la fascia oraria' })).toBeVisible();
  await expect(page.getByRole('main').getByText(addressName)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Costo di consegna' })).toBeVisible();
  const days = page.getByRole('navigation', { name: 'Giorni' }).getByRole('link');
  await expect(days.first()).toHaveAttribute('aria-current', 'page');
  await expect(days.first()).toHaveText(/^(OGGI|[a-z]{3} \d{2}\/\d{2})$/);
  await axe();

  const free = page.getByRole('button', { name: /, (disponibile|quasi esaurita)$/ }).first();
  const name = (await free.getAttribute('aria-label'))!;
  await free.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Fascia oraria impostata.').first()).toBeVisible();

  // the chosen slot shows as such, with the hold's expiry
  await page.goto('/cart/timeslot');
  await expect(page.getByText(/^Fascia riservata fino alle \d{2}:\d{2}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: name.replace(/, [^,]+$/, ', selezionata') })).toBeVisible();

  // the cart's address cannot be deleted: asked first, then refused by the backend
  await page.goto('/cart/address?service=2');
  await page.getByRole('link', { name: `Elimina ${addressName}` }).click();
  await expect(page.getByRole('heading', { name: 'Sei sicuro di voler eliminare questo indirizzo?' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Si', exact: true }).click();
  await expect(page.getByText("Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.").first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Scegli ${addressName}` })).toBeVisible();
});

for (const [service, tab] of [
  [1, 'Drive'],
  [4, 'Locker'],
] as const) {
  test(`${tab}: a pickup point chosen, then a slot`, async ({ page, axe, loginAs, jsEnabled }) => {
    await loginAs(customerOf(jsEnabled), { redirectTo: `/cart/address?service=${service}` });
    await expect(serviceTab(page, tab)).toHaveAttribute('aria-current', 'page');
    await page
      .getByRole('button', { name: /^Scegli / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/cart\/timeslot/);
    await expect(page.getByRole('dialog', { name: 'Scegli la fascia oraria' }).getByText(tab, { exact: true })).toBeVisible();
    // no delivery fee for pickup
    await expect(page.getByRole('heading', { name: 'Costo di consegna' })).toHaveCount(0);
    await axe();
    await page.getByRole('link', { name: 'Pomeriggio' }).click();
    await expect(page.getByRole('link', { name: 'Pomeriggio' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Tutte' }).click();
    await page
      .getByRole('button', { name: /, (disponibile|quasi esaurita)$/ })
      .first()
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });
}

const API = `http://localhost:${process.env.E2E_BACKEND_PORT ?? 3101}/ebsn/api`;

/**
 * A second backend session of the same customer (the cart is the customer's, whatever the session),
 * through which the test puts a product in the cart: the storefront's add belongs to the cart area.
 */
async function apiLogin(request: APIRequestContext, customer: DemoCustomer): Promise<string> {
  for (let round = 0; round < 3; round++) {
    for (const stepsAhead of customer.mfaSecret ? [0, 1] : [0]) {
      const form: Record<string, string> = { login: customer.email, password: customer.password };
      if (customer.mfaSecret) form.mfa_pin = await mfaPin(customer.mfaSecret, stepsAhead);
      const response = await request.post(`${API}/auth/login`, { form });
      const token = response.headers()['x-ebsn-account'];
      if ((await response.json()).response.status === 0 && token) return token;
    }
    // both pins of this period used by the storefront's logins: the next period brings a new one
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`${customer.email} could not log in to the API`);
}

test('a restricted slot: a cake ordered 48 hours ahead holds back the nearer slots, with the warning and the clock', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  request,
}) => {
  test.setTimeout(150_000);
  const customer = customerOf(jsEnabled);
  const token = await apiLogin(request, customer);
  await loginAs(customer, { redirectTo: '/cart/address?service=1' });
  await page
    .getByRole('button', { name: /^Scegli / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  // the furthest day: its slots are beyond the cake's lead time
  await page.getByRole('navigation', { name: 'Giorni' }).getByRole('link').last().click();
  await page
    .getByRole('button', { name: /, (disponibile|quasi esaurita)$/ })
    .last()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const found = await (await request.get(`${API}/products`, { params: { q: 'Torta millefoglie' } })).json();
  const cake = found.data.products.find((p: { productInfos?: Record<string, string> }) => p.productInfos?.LEAD_TIME);
  expect(cake, 'a seeded product with LEAD_TIME').toBeTruthy();
  const added = await request.post(`${API}/cart/add`, {
    headers: { 'x-ebsn-account': token },
    data: { items: [{ productId: cake.productId, quantity: 1 }] },
  });
  expect((await added.json()).response.status).toBe(0);

  await page.goto('/cart/timeslot');
  await expect(
    page.getByText('Alcune fasce non sono disponibili: un prodotto nel carrello richiede più tempo di preparazione.'),
  ).toBeVisible();
  await page.getByRole('navigation', { name: 'Giorni' }).getByRole('link').first().click();
  const held = page.getByRole('button', { name: /, non disponibile per i prodotti nel carrello$/ }).first();
  await expect(held).toBeDisabled();
  await expect(held.getByRole('img', { name: 'Vincolo dei prodotti nel carrello' })).toBeVisible();
  await axe();

  // the cart is left empty for the other journeys
  await request.post(`${API}/cart/empty`, { headers: { 'x-ebsn-account': token } });
});

test('stores: every pickup point with hours Monday first, nearest first for a postal code, one store page', async ({ page, axe }) => {
  await page.goto('/punti-vendita');
  await expect(page.getByRole('heading', { level: 1, name: 'Punti vendita' })).toBeVisible();
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(
    cards
      .first()
      .getByRole('listitem')
      .filter({ hasText: /^Lunedì / })
      .first(),
  ).toBeVisible();
  await axe();

  await page.getByRole('textbox', { name: 'CAP' }).fill(COVERED_CAP);
  await page.getByRole('button', { name: 'Cerca i più vicini' }).click();
  await expect(page).toHaveURL(/cap=/);
  const distances = (await page.getByText(/· a [\d,]+ km$/).allTextContents()).map((t) =>
    Number(t.replace(/[^\d,]/g, '').replace(',', '.')),
  );
  expect(distances.length).toBeGreaterThan(0);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);

  const first = await cards.first().getByRole('heading').textContent();
  await cards
    .first()
    .getByRole('link', { name: /^Dettagli di / })
    .click();
  await expect(page).toHaveURL(/\/punti-vendita\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first! })).toBeVisible();
  await axe();
});
