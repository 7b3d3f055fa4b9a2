// An order's money (issue 24): the slot screen's fee box follows the cart's rule; below the minimum
// spend the checkout says the minimum and what is missing with 'Conferma e paga' off; a gift code
// below its own minimum says that minimum and what is missing, once; a code the shop gave another
// customer is not valid; and an order with a gift code shows the code on its own line wherever its
// money shows (result page, order page, list, payment page, e-mail and the guest's page from it), the
// lines adding up. Every project runs it (JS on and off, phone and desktop), each as a new customer.
import type { Locator, Page } from '@playwright/test';
import {
  addToCartFromItsPage,
  BACKEND,
  chooseDriveAndSlot,
  expect,
  mailLink,
  newCustomer,
  slotsOfADayWithRoom,
  test,
  type DemoCustomer,
  forgetVisitor,
} from './fixtures';
import { fillHomeAddress } from './address-form';
import { EXPENSIVE as ACETO, PIECE as MILK } from './seeded-products';

const PROJECTS = ['js-desktop', 'nojs-phone', 'js-phone', 'nojs-desktop'];

test.describe.configure({ mode: 'serial' });

let customer: DemoCustomer;
test.beforeAll(async ({ playwright }, testInfo) => {
  customer = await newCustomer(playwright, testInfo, 'money');
});

const euros = (text: string) => {
  const match = /(\d{1,3}(?:\.\d{3})*,\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(match[1]!.replace(/\./g, '').replace(',', '.')) * 100);
};

/** The money summary of the page (or of a part of it): its rows, and the check that they add up. */
async function moneyOf(scope: Page | Locator) {
  // `has` is matched inside each list: a locator of the page, not of the scope
  const page = 'page' in scope ? scope.page() : scope;
  const list = scope.locator('dl').filter({ has: page.locator('dt', { hasText: /^Totale prodotti$/ }) });
  await expect(list.first()).toBeVisible();
  const dl = list.first();
  const labels = (await dl.locator('dt').allTextContents()).map((t) => t.trim());
  const values = await dl.locator('dd').allTextContents();
  const rows = labels.map((label, i) => ({ label, cents: euros(values[i]!) }));
  const of = (label: RegExp) => rows.filter((r) => label.test(r.label));
  const goods = of(/^Totale prodotti$/)[0]!.cents;
  const codes = of(/^Codice sconto |^Sconti$/);
  const fee = of(/^Spese di consegna$/)[0]?.cents ?? 0;
  const total = of(/^Totale ordine$/)[0]!.cents;
  expect(goods - codes.reduce((s, c) => s + c.cents, 0) + fee, JSON.stringify(rows)).toBe(total);
  return { rows, codes, total };
}

/** An empty cart, Drive at the second store, a slot of a far day, and one product in the cart. */
async function driveCartWith(
  page: Page,
  loginAs: (c: DemoCustomer, o?: { redirectTo?: string }) => Promise<void>,
  slug: string,
  nth: number,
) {
  await loginAs(customer, { redirectTo: '/cart?empty=1' });
  // an earlier test's lines out first
  const yes = page.getByRole('button', { name: 'Si', exact: true });
  if (await yes.isVisible()) {
    await yes.click();
    await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  }
  await page.goto('/cart/address?service=1');
  await chooseDriveAndSlot(page, { store: 1, furthest: true, nth });
  await addToCartFromItsPage(page, slug);
}

test("the slot screen's fee box follows the cart: on an empty cart the bands alone, within 15 € of a cheaper band the cart's fee and hint", async ({
  page,
  axe,
  loginAs,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(customer, { redirectTo: '/cart/address?service=2' });
  await page.getByRole('link', { name: 'Aggiungi un nuovo indirizzo' }).click();
  await fillHomeAddress(page, { name: `Casa ${testInfo.project.name}` });
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/timeslot/);
  const box = page.locator('section', { has: page.getByRole('heading', { name: 'Costo di consegna' }) });
  await expect(box.getByText(/^Spesa da 0,00/)).toBeVisible();
  await expect(box.getByText(/Ti mancano/)).toHaveCount(0);
  await expect(box.getByText(/per questa spesa/)).toHaveCount(0);
  await axe();

  // within 15 € of the cheaper band (130 €): the fee of this cart and the hint, as the cart shows them
  const free = await slotsOfADayWithRoom(page, { furthest: true });
  await free.nth((PROJECTS.indexOf(testInfo.project.name) * 2) % (await free.count())).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await addToCartFromItsPage(page, MILK.slug);
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: MILK.name, exact: true }) });
  const price = euros((await line.getByText(/^Prezzo:/).textContent())!);
  const milk = page.getByRole('spinbutton', { name: `Quantità di ${MILK.name}` });
  const quantity = Math.ceil(12_200 / price);
  await milk.fill(String(quantity));
  await milk.press('Enter');
  await expect(milk).toHaveValue(String(quantity));
  await expect(page.getByText(/^Ti mancano .* per pagare la consegna 3,90/)).toBeVisible();
  await page.goto('/cart/timeslot');
  await expect(box.getByText('Costo di consegna per questa spesa: 6,90 €')).toBeVisible();
  await expect(box.getByText(/^Ti mancano .* per pagare la consegna 3,90/)).toBeVisible();
  await expect(box.getByRole('progressbar', { name: 'Avanzamento verso la consegna più conveniente' })).toBeVisible();
  await axe();
});

test("below the minimum spend the checkout says the minimum and what is missing, with 'Conferma e paga' off; a code below its own minimum says what is missing, once; another customer's code is not valid", async ({
  page,
  axe,
  loginAs,
}, testInfo) => {
  test.setTimeout(120_000);
  await driveCartWith(page, loginAs, MILK.slug, PROJECTS.indexOf(testInfo.project.name) * 2);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: "Concludi l'ordine" })).toBeVisible();
  const note = page.getByText(/^Mancano .+ per raggiungere l'ordine minimo di 50,00/);
  await expect(note).toBeVisible();
  const confirm = page.getByRole('button', { name: /^Conferma e paga / });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription(/^Mancano .+ per raggiungere l'ordine minimo di 50,00/);

  // the loyalty code the shop gave Mario is his alone
  const giftField = page.getByLabel('Hai un codice sconto?');
  await giftField.fill('FEDELTA15');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('Il codice sconto "FEDELTA15" non è valido. Verifica di averlo scritto correttamente.')).toBeVisible();

  // a code worth something from 50 € of goods: kept, saying its minimum and what is missing, and never "applicato"
  await giftField.fill('BENVENUTO10');
  await page.getByRole('button', { name: 'Applica' }).click();
  const goods = (await moneyOf(page)).rows[0]!.cents;
  const missing = (5000 - goods) / 100;
  await expect(
    page.getByText(`Non ancora applicato: il codice vale da una spesa di 50,00 €, ti mancano ${missing.toFixed(2).replace('.', ',')} €.`),
  ).toHaveCount(1);
  await expect(page.getByText('Il codice sconto è stato applicato.')).toHaveCount(0);
  await expect(page.getByText(/^Codice sconto BENVENUTO10/)).toHaveCount(0);
  await axe();
});

test('an order with a gift code shows the code on its own line wherever its money shows, and the lines add up', async ({
  page,
  axe,
  loginAs,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await driveCartWith(page, loginAs, ACETO.slug, PROJECTS.indexOf(testInfo.project.name) * 2 + 1);
  await page.goto('/checkout');
  const giftField = page.getByLabel('Hai un codice sconto?');
  // carried from the test before, or added now
  if (!(await page.getByRole('button', { name: 'Rimuovi BENVENUTO10' }).isVisible())) {
    await giftField.fill('BENVENUTO10');
    await page.getByRole('button', { name: 'Applica' }).click();
    await expect(page.getByText('Il codice sconto è stato applicato.').first()).toBeVisible();
  }
  const atCheckout = await moneyOf(page);
  expect(atCheckout.codes.map((c) => c.label)).toEqual([expect.stringMatching(/^Codice sconto BENVENUTO10/)]);
  const discount = atCheckout.codes[0]!.cents;
  expect(discount).toBeGreaterThan(0);

  await page.getByLabel('Pagamento al ritiro').check();
  await page.getByRole('button', { name: /^Conferma e paga / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grazie, il tuo ordine è confermato' })).toBeVisible();
  const orderId = Number(/payment-completed\/(\d+)/.exec(page.url())?.[1]);
  const shown = async () => {
    const money = await moneyOf(page.getByRole('main'));
    expect(money.codes.map((c) => [c.label, c.cents])).toEqual([[expect.stringMatching(/^Codice sconto BENVENUTO10/), discount]]);
    expect(money.total).toBe(atCheckout.total);
  };
  await shown();
  await axe();

  // the order's page: the code's line, and 'Servizio' once
  await page.getByRole('link', { name: 'Vedi il tuo ordine' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await shown();
  await expect(page.getByRole('main').getByText('Servizio', { exact: true })).toHaveCount(1);
  await axe();

  // the list
  await page.goto('/profile/orders');
  const card = page.getByRole('article', { name: `Ordine n. ${orderId}` });
  const listed = await moneyOf(card);
  expect(listed.codes.map((c) => c.cents)).toEqual([discount]);

  // the payment page (paid at pickup, it can still be paid another way)
  await page.goto(`/payment?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderId));
  await shown();
  await axe();

  // the e-mail, and the guest's page its link opens
  const link = await mailLink(request, customer.email, new RegExp(`ordine n\\. ${orderId} è confermato`), `/order/${orderId}`);
  const mails = (await (await request.get(`${BACKEND}/dev/outbox.json?to=${encodeURIComponent(customer.email)}`)).json()) as Array<{
    subject: string;
    text: string;
  }>;
  const mail = mails.find((m) => m.subject.includes(`n. ${orderId} `))!;
  expect(mail.text).toMatch(/Codice sconto BENVENUTO10 \(.+\): −\d+,\d{2} €/);
  expect(mail.text).toContain(`Totale ordine: ${(atCheckout.total / 100).toFixed(2).replace('.', ',')} €`);
  await forgetVisitor(page);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Ordine n. ${orderId}` })).toBeVisible();
  await shown();
  await axe();
});
