// Wish lists (issue 11): Mario's seeded "Spesa settimanale" opens with its products; a list of the
// test's own is created, renamed, opened, given two products, a quantity changed and a product
// removed, shared read-only by e-mail (an address nobody has answers alike; the invited customer sees it
// without any editing control and without the owner's name), and deleted
// through its confirmation page. Mario is shared by other specs and the projects run at once, so
// every change is made on a list of this test's own, named after the project; his seeded list,
// his default list and his cart are only read. Axe on every page.
import type { APIRequestContext } from '@playwright/test';
import { fillHomeAddress } from './address-form';
import { BACKEND, DEMO_CUSTOMERS, expect, hydrated, newCustomer, shellChoiceCookies, slotsOfADayWithRoom, test } from './fixtures';
import { PACK as MILK_PACK, PIECE as MILK } from './seeded-products';

const API = `${BACKEND}/ebsn/api`;

/** Mario's backend session, to put products in a list before the product pages have an "add to list" of their own. */
async function backendToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${API}/auth/login`, {
    form: { login: DEMO_CUSTOMERS.mario.email, password: DEMO_CUSTOMERS.mario.password, remember_me: 'false' },
  });
  const token = login.headers()['x-ebsn-account'];
  expect(token, 'a backend session for Mario').toBeTruthy();
  return token!;
}

/** Two products of Mario's seeded list, added to the test's list through the wishlist calls. */
async function addTwoProducts(request: APIRequestContext, listId: number) {
  const headers = { 'X-Ebsn-Account': await backendToken(request) };
  const lists = await (await request.get(`${API}/wishlist/list?page=1&pageSize=100`, { headers })).json();
  const seeded = lists.data.personalList.find((l: { name: string }) => l.name === 'Spesa settimanale');
  expect(seeded, "Mario's seeded list").toBeTruthy();
  const view = await (await request.get(`${API}/wishlist/view?list_id=${seeded.id}`, { headers })).json();
  const productIds = view.data.wishlistItems.slice(0, 2).map((item: { product: { productId: number } }) => item.product.productId);
  expect(productIds).toHaveLength(2);
  const added = await request.post(`${API}/wishlist/add_prod`, {
    headers,
    data: { wishlistId: listId, items: productIds.map((productId: number) => ({ productId })) },
  });
  expect((await added.json()).response.status).toBe(0);
}

test('a list is created, renamed, filled, shared read-only and deleted', async ({
  page,
  browser,
  axe,
  loginAs,
  jsEnabled,
  request,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  // the customer it is shared with: one of the test's own (a demo customer has MFA or consents to give)
  const friend = await newCustomer(playwright, testInfo, 'lists');
  const project = testInfo.project.name;
  // the project's own names (a stamp too: a rerun never finds the list of a run that stopped half-way)
  const stamp = Date.now().toString(36);
  const name = `Lista e2e ${project} ${stamp}`;
  const renamed = `Lista e2e ${project} ${stamp} rinominata`;

  await loginAs(DEMO_CUSTOMERS.mario, { redirectTo: '/profile/lists' });
  await expect(page.getByRole('heading', { level: 1, name: 'Le mie liste' })).toBeVisible();
  await axe();

  // the seeded list opens with its products, each with its quantity form
  await page.getByRole('link', { name: 'Spesa settimanale', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spesa settimanale' })).toBeVisible();
  const seededItems = page.getByRole('region', { name: /^Prodotti/ }).getByRole('article');
  await expect(seededItems).toHaveCount(5);
  await expect(seededItems.first().getByRole('button', { name: /^Aggiorna la quantità di / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi tutto al carrello' })).toBeVisible();
  await axe();

  // a list of the test's own
  await page.getByRole('link', { name: 'Torna alle mie liste' }).click();
  await page.getByRole('textbox', { name: 'Nome della lista' }).fill(name);
  await page.getByRole('button', { name: 'Crea', exact: true }).click();
  await expect(page.getByText(`Lista «${name}» creata.`).first()).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await axe();

  await page.getByRole('textbox', { name: `Nuovo nome per «${name}»` }).fill(renamed);
  await page.getByRole('button', { name: `Rinomina la lista «${name}»` }).click();
  await expect(page.getByText(`La lista ora si chiama «${renamed}».`).first()).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: renamed, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('La lista è vuota')).toBeVisible();
  const listPath = new URL(page.url()).pathname;
  const listId = Number(listPath.split('/').pop());
  expect(listId).toBeGreaterThan(0);
  await axe();

  // two products in it; one quantity doubled (still a multiple of its step), one product removed
  await addTwoProducts(request, listId);
  await page.reload();
  const items = page.getByRole('region', { name: /^Prodotti/ }).getByRole('article');
  await expect(items).toHaveCount(2);
  const first = items.first();
  const quantity = first.getByRole('spinbutton');
  const doubled = String(Number((await quantity.inputValue()).replace(',', '.')) * 2);
  await quantity.fill(doubled);
  await first.getByRole('button', { name: /^Aggiorna la quantità di / }).click();
  await expect(page.getByText(/^Quantità aggiornata: /).first()).toBeVisible();
  await expect(items.first().getByRole('spinbutton')).toHaveValue(doubled);
  await items
    .nth(1)
    .getByRole('button', { name: /^Rimuovi .* dalla lista$/ })
    .click();
  await expect(page.getByText('Prodotto rimosso dalla lista.').first()).toBeVisible();
  await expect(items).toHaveCount(1);
  await axe();

  // shared read-only by e-mail: an address nobody has answers as a customer's does, and the page
  // shows the addresses only, never whose they are (issue 26)
  const nobody = `nessuno.${stamp}.${project}@example.com`;
  for (const email of [nobody, friend.email]) {
    await page.getByRole('textbox', { name: 'Indirizzo e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Condividi', exact: true }).click();
    await expect(
      page.getByText(`Invito inviato a ${email}: vedrà la lista dopo aver effettuato l'accesso con questo indirizzo.`).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Smetti di condividere la lista con ${email}` })).toBeVisible();
  }
  await expect(page.getByRole('main').getByText(friend.firstName, { exact: false })).toHaveCount(0);
  await axe();
  // each address got its invitation, with the list's link
  for (const email of [nobody, friend.email]) {
    const mails = (await (await request.get(`${BACKEND}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as Array<{
      text: string;
    }>;
    expect(mails.some((mail) => mail.text.includes(listPath))).toBe(true);
  }

  const friendContext = await browser.newContext({
    javaScriptEnabled: jsEnabled,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    baseURL: testInfo.project.use.baseURL ?? new URL(page.url()).origin,
    viewport: testInfo.project.use.viewport,
  });
  await friendContext.addCookies(shellChoiceCookies(testInfo.project.use.baseURL ?? new URL(page.url()).origin));
  try {
    const friendPage = await friendContext.newPage();
    await loginAs(friend, { redirectTo: '/profile/lists', page: friendPage });
    const sharedList = friendPage.getByRole('region', { name: 'Condivise con te' }).getByRole('article').filter({ hasText: renamed });
    await expect(sharedList.getByText('Sola lettura')).toBeVisible();
    await expect(sharedList.getByText('Mario')).toHaveCount(0);
    await axe(friendPage);

    await sharedList.getByRole('link', { name: renamed, exact: true }).click();
    await expect(friendPage.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(friendPage.getByText('Lista condivisa con te in sola lettura: non puoi modificarla.')).toBeVisible();
    await expect(friendPage.getByRole('region', { name: /^Prodotti/ }).getByRole('article')).toHaveCount(1);
    // no editing control at all
    const friendMain = friendPage.getByRole('main');
    await expect(friendMain.getByRole('spinbutton')).toHaveCount(0);
    await expect(friendMain.getByRole('button', { name: /^(Aggiorna la quantità|Rimuovi|Condividi|Smetti di condividere)/ })).toHaveCount(
      0,
    );
    await expect(friendPage.getByRole('heading', { name: 'Condividi la lista' })).toHaveCount(0);
    await axe(friendPage);

    // deleted through its confirmation page, which names it
    await page.goto('/profile/lists');
    await page.getByRole('link', { name: `Elimina la lista «${renamed}»` }).click();
    await expect(page.getByRole('heading', { name: `Vuoi eliminare la lista «${renamed}»?` })).toBeVisible();
    await axe();
    await page.getByRole('button', { name: 'Sì, elimina la lista' }).click();
    await expect(page.getByText(`Lista «${renamed}» eliminata.`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Spesa settimanale', exact: true })).toBeVisible();

    // gone for that customer too: another customer's list, or none, is not found
    const gone = await friendPage.goto(listPath);
    expect(gone?.status()).toBe(404);
  } finally {
    await friendContext.close();
  }
});

const SPONGES = { query: 'spugne abrasive', name: 'Spugne abrasive' };

test('a list is made from a product page, filled from product pages and a card, and added whole to the cart', async ({
  page,
  axe,
  loginAs,
  jsEnabled,
  playwright,
}, testInfo) => {
  test.setTimeout(150_000);
  // a customer of the test's own: no lists yet, an empty cart, no service chosen
  const shopper = await newCustomer(playwright, testInfo, 'list-add');
  const name = `Dal catalogo ${testInfo.project.name}`;
  const addTo = (productName: string) =>
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^Aggiungi alla lista: ${productName}`) })
      .first();
  /** the selector: a dialog over the page with JS, a page of its own without */
  const selector = () => (jsEnabled ? page.getByRole('dialog', { name: /^Aggiungi alla lista/ }) : page.getByRole('main'));

  // the first product makes the list: a customer without lists is asked its name
  await loginAs(shopper, { redirectTo: `/product/${MILK.slug}` });
  if (jsEnabled) await hydrated(page);
  await addTo(MILK.name).click();
  if (!jsEnabled) await expect(page).toHaveURL(/\/profile\/lists\/add\?product=/);
  await expect(selector().getByText('Non hai ancora nessuna lista')).toBeVisible();
  await axe();
  // a name made of spaces is refused under its field, in the dialog or on the page
  await selector().getByRole('textbox', { name: 'Nome della lista' }).fill('   ');
  await selector().getByRole('button', { name: 'Crea', exact: true }).click();
  await expect(selector().getByText('Campo obbligatorio')).toBeVisible();
  await selector().getByRole('textbox', { name: 'Nome della lista' }).fill(name);
  await selector().getByRole('button', { name: 'Crea', exact: true }).click();
  await expect(page.getByText(new RegExp(`^«${MILK.name}.*» aggiunto alla lista «${name}»\\.$`)).first()).toBeVisible();
  // back on the product (the dialog closed, or the page went back)
  await expect(page).toHaveURL(new RegExp(`/product/${MILK.slug}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the second from its page, into the list now offered (and chosen, the customer's default)
  await page.goto(`/product/${MILK_PACK.slug}`);
  if (jsEnabled) await hydrated(page);
  await addTo(MILK_PACK.name).click();
  await expect(selector().getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
  await axe();
  await selector().getByRole('button', { name: 'Aggiungi alla lista scelta' }).click();
  await expect(page.getByText(new RegExp(`aggiunto alla lista «${name}»`)).first()).toBeVisible();

  // the third from a product card of the search results
  await page.goto(`/search?q=${encodeURIComponent(SPONGES.query)}`);
  if (jsEnabled) await hydrated(page);
  await addTo(SPONGES.name).click();
  await selector().getByRole('button', { name: 'Aggiungi alla lista scelta' }).click();
  await expect(page.getByText(new RegExp(`aggiunto alla lista «${name}»`)).first()).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=/);

  // the list has the three; one quantity changed
  await page.goto('/profile/lists');
  await page.getByRole('link', { name, exact: true }).click();
  const items = page.getByRole('region', { name: /^Prodotti/ }).getByRole('article');
  await expect(items).toHaveCount(3);
  const quantity = items.filter({ hasText: MILK.name }).first().getByRole('spinbutton');
  await quantity.fill('3');
  await items
    .filter({ hasText: MILK.name })
    .first()
    .getByRole('button', { name: /^Aggiorna la quantità di / })
    .click();
  await expect(page.getByText(/^Quantità aggiornata: /).first()).toBeVisible();
  await expect(items.filter({ hasText: MILK.name }).first().getByRole('spinbutton')).toHaveValue('3');
  await axe();

  // all to the cart: the cart's gate asks for an address and a slot first, then the add is made
  // without asking again (issue 24: it came back to the list with nothing added)
  await page.getByRole('button', { name: 'Aggiungi tutto al carrello' }).click();
  await expect(page).toHaveURL(/\/cart\/address/);
  await page
    .getByRole('navigation', { name: 'Come vuoi ricevere la spesa' })
    .getByRole('link', { name: /^Consegna a casa/ })
    .click();
  await page.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' }).click();
  await fillHomeAddress(page, { name: 'Casa liste' });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  await (await slotsOfADayWithRoom(page)).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('I prodotti della lista sono nel carrello.').first()).toBeVisible();
  const cart = page.getByRole('main');
  for (const product of [MILK, MILK_PACK, SPONGES]) await expect(cart.getByText(product.name).first()).toBeVisible();
  await axe();
});
