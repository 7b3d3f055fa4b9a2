// Staff sign-on and customer care shopping for a customer (issue 26 §2, decision 054), JS on and off:
// a customer cannot reach /admin (sent to the userboard); customer care signs on with the OTP, finds
// a new customer, shops for them end to end (Drive, slot, cart, checkout paid at pickup) with the
// banner on every page, stops; the customer sees what was done in "Modifiche fatte dal servizio
// clienti", and the store manager in the stores' audit. Every new page is scanned with axe.
import {
  addToCartFromItsPage,
  chooseDriveAndSlot,
  DEMO_STAFF,
  expect,
  newCustomer,
  staffSignOn,
  test,
  type DemoCustomer,
} from './fixtures';

const ACETO = {
  slug: 'aceto-balsamico-tradizionale-di-modena-dop-acetaia-estense-100-ml',
  name: 'Aceto Balsamico Tradizionale di Modena DOP',
};
const PROJECTS = ['js-desktop', 'nojs-phone', 'js-phone', 'nojs-desktop'];

test.describe.configure({ mode: 'serial' });

let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'staff');
});

test('a customer cannot reach /admin: the userboard asks for the staff sign-on', async ({ page, axe, loginAs }) => {
  await loginAs(customer);
  for (const path of ['/admin', '/admin/clienti', '/admin/registro']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/userboard');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Area del personale' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Codice OTP' })).toBeVisible();
  await axe();
  // a form without the pin is answered under its field, the password never sent back
  await page.getByRole('textbox', { name: 'Nome utente' }).fill(DEMO_STAFF.care.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_STAFF.care.password);
  await page.getByRole('textbox', { name: 'Codice OTP' }).fill('12');
  await page.getByRole('textbox', { name: 'Codice OTP' }).evaluate((input: HTMLInputElement) => input.removeAttribute('pattern'));
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByText('Il codice OTP è di 6 cifre.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Codice OTP' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await axe();
  // the customer is still who they were
  await page.goto('/profile/dashboard');
  await expect(page).toHaveURL(/\/profile\/dashboard$/);
});

test('customer care signs on, finds the customer, shops for them end to end, stops; the customer and the store manager see the audit', async ({
  page,
  axe,
  loginAs,
}, testInfo) => {
  test.setTimeout(180_000);
  await staffSignOn(page, DEMO_STAFF.care);
  await axe();
  await page.getByRole('link', { name: 'Cerca un cliente' }).click();
  await expect(page).toHaveURL(/\/admin\/clienti$/);
  await axe();

  await page.getByRole('searchbox', { name: 'Nome, e-mail, telefono o codice fiscale' }).fill(customer.email);
  await page.getByRole('search', { name: 'Cerca un cliente' }).getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 cliente trovato' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clienti\?q=/);
  await axe();
  // a control character in the address is nobody's search: the same customer, on the same page
  await page.goto(`/admin/clienti?q=${encodeURIComponent(customer.email)}%00`);
  await expect(page).toHaveURL(/\/admin\/clienti\?q=/);
  await expect(page.getByRole('heading', { name: '1 cliente trovato' })).toBeVisible();
  await page.getByRole('button', { name: 'Opera per conto di Paola Conti' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const banner = page.getByRole('complementary', { name: 'Operazione per conto di un cliente' });
  await expect(banner.getByText('Stai operando per conto di Paola Conti')).toBeVisible();
  await axe();

  // the customer's shop: Drive, a slot of this project's own, the vinegar (over Drive's minimum), the checkout
  // a store of the Veneto, whose manager reads the audit below
  await page.goto('/cart/address?service=1');
  const stores = page.getByRole('button', { name: /^Scegli / });
  let verona = -1;
  for (let i = 0; verona < 0 && i < (await stores.count()); i++) {
    if (
      await stores
        .nth(i)
        .and(page.getByRole('button', { name: /Verona/ }))
        .count()
    )
      verona = i;
  }
  expect(verona).toBeGreaterThanOrEqual(0);
  await chooseDriveAndSlot(page, { store: verona, furthest: true, nth: 2 + PROJECTS.indexOf(testInfo.project.name) });
  await expect(banner).toBeVisible();
  await addToCartFromItsPage(page, ACETO.slug, /^Aggiunto al carrello: .*Aceto Balsamico/);
  await page.goto('/cart');
  await expect(banner).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: "Concludi l'ordine" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(banner).toBeVisible();
  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  expect(orderId).toBeGreaterThan(0);
  await expect(banner).toBeVisible();
  await axe();

  // stop: back to the search, no banner, and the customer's pages are not the agent's any more
  await banner.getByRole('button', { name: 'Smetti di operare' }).click();
  await expect(page).toHaveURL(/\/admin\/clienti$/);
  await expect(page.getByText('Non stai più operando per conto di Paola Conti.').first()).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/profile/orders');
  await expect(page).toHaveURL(/\/login/);

  // the customer, logged in, sees each change made for them
  await loginAs(customer, { redirectTo: '/profile/servizio-clienti' });
  await expect(page.getByRole('heading', { level: 1, name: 'Modifiche fatte dal servizio clienti' })).toBeVisible();
  const changes = page.getByRole('main').getByRole('listitem');
  for (const text of [
    'Ha iniziato a operare per tuo conto',
    'Ha scelto la fascia oraria',
    'Ha aggiunto prodotti al carrello',
    "Ha confermato l'ordine",
    'Ha smesso di operare per tuo conto',
  ]) {
    await expect(changes.filter({ hasText: text }).first()).toBeVisible();
  }
  await expect(changes.filter({ hasText: 'da Chiara M.' }).first()).toBeVisible();
  // the profile menu links it (on a phone inside the menu's closed <details>)
  await expect(page.locator('a[href="/profile/servizio-clienti"]').first()).toBeAttached();
  await axe();

  // the store manager of the Veneto stores sees the same, with the customer's name
  await staffSignOn(page, DEMO_STAFF.manager);
  await page.getByRole('link', { name: 'Registro del servizio clienti' }).click();
  await expect(page).toHaveURL(/\/admin\/registro$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registro del servizio clienti' })).toBeVisible();
  const added = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Ha aggiunto prodotti al carrello' }).first();
  await expect(added).toContainText('Paola Conti');
  // each action with its outcome (written before the act, the outcome after: decision 054)
  await expect(added.getByText('Eseguita', { exact: true })).toBeVisible();
  // about the customer, not in the customer's words
  await expect(page.getByRole('main').getByText('Ha smesso di operare per conto del cliente').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('per tuo conto')).toHaveCount(0);
  await axe();
  await page.getByRole('link', { name: 'Area del personale' }).first().click();
  await page.getByRole('button', { name: "Esci dall'area del personale" }).click();
  await expect(page.getByText("Sei uscito dall'area del personale.").first()).toBeVisible();
  await page.goto('/admin/registro');
  await expect(page).toHaveURL((url) => url.pathname === '/userboard');
});
